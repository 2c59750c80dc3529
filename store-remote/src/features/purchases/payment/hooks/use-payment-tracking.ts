import { useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { skipToken } from '@exam/web-platform/redux';
import { api, notify } from '@exam/web-platform/client';
import type { Payment, PaymentState } from '@exam/shared-contracts/purchases';
import { usePaymentT, type PaymentMessageId } from '../i18n';
import { PAYMENT_POLL_MS, useGetPaymentStatusQuery } from '../api/payment-api';

/** Message id of the toast when a watched payment is approved (docs/domains/purchases.md "Errors"). */
export const APPROVED_MESSAGE: PaymentMessageId = 'Payment approved! You now have access to this book.';

/**
 * Message id of the toast when a watched payment is rejected: the status panel shows the reason and the
 * form comes back.
 */
export const REJECTED_MESSAGE: PaymentMessageId =
  'Payment rejected. Please check the reason and submit the correct UTR number again.';

/** What the purchase page knows about the buyer's latest payment for the book. */
export interface PaymentTracking {
  /** The latest known state, or null when the buyer never paid for this book. */
  status: PaymentState | null;
  payment: Payment | null;
  /** Call with the id answered by `POST /payment/submit` to start watching it. */
  track: (paymentId: string) => void;
}

/**
 * Follows the buyer's payment (docs/domains/purchases.md "Payment states"): starts from `existingPayment`,
 * then polls `GET /payment/{id}/status` every 5 s while it is pending. When a watched payment leaves pending
 * it toasts (success when approved, error when rejected) and refreshes the book lists, My Books and the
 * page's own data; polling stops once the payment is approved or rejected.
 */
export function usePaymentTracking(bookId: string, existing: Payment | null | undefined): PaymentTracking {
  const dispatch = useDispatch();
  const t = usePaymentT();
  const [submittedId, setSubmittedId] = useState<string | null>(null);
  const existingPending = existing?.status === 'pending' ? existing.paymentId : null;
  const paymentId = submittedId ?? existingPending;
  const [polling, setPolling] = useState(true);

  const query = useGetPaymentStatusQuery(paymentId ?? skipToken, {
    pollingInterval: polling ? PAYMENT_POLL_MS : 0,
    skipPollingIfUnfocused: false,
  });
  const polled = paymentId && query.data?.payment.paymentId === paymentId ? query.data.payment : null;
  const existingMatches = existing && (!submittedId || existing.paymentId === submittedId);
  const payment = polled ?? (existingMatches ? existing : null);
  const status: PaymentState | null =
    polled?.status ?? (submittedId ? 'pending' : (existing?.status ?? null));

  const previous = useRef<PaymentState | null>(status);
  useEffect(() => {
    const before = previous.current;
    previous.current = status;
    setPolling(status === 'pending');
    if (before === 'pending' && (status === 'approved' || status === 'rejected')) {
      if (status === 'approved') notify.success(t(APPROVED_MESSAGE));
      else notify.error(t(REJECTED_MESSAGE));
      dispatch(api.util.invalidateTags(['Books', 'PurchasedBooks', { type: 'Payment', id: bookId }]));
    }
    // A language change re-runs this with the same status: `before` equals it, so no second toast.
  }, [status, bookId, dispatch, t]);

  return {
    status,
    payment,
    track: (id: string) => {
      setSubmittedId(id);
      setPolling(true);
    },
  };
}
