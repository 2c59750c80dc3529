import { act } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { renderHookWithProviders } from '@exam/shared-ui/testing';
import { configureStore, type Middleware, type UnknownAction } from '@exam/web-platform/redux';
import { skipToken } from '@exam/web-platform/redux';
import { notify } from '@exam/web-platform/client';
import { t } from '@exam/web-platform/i18n';
import type { Payment, PaymentState, PaymentStatusResponse } from '@exam/shared-contracts/purchases';
import { PAYMENT_POLL_MS, useGetPaymentStatusQuery } from '../api/payment-api';
import { APPROVED_MESSAGE, REJECTED_MESSAGE, usePaymentTracking } from '../hooks/use-payment-tracking';

jest.mock('../api/payment-api', () => ({ PAYMENT_POLL_MS: 5000, useGetPaymentStatusQuery: jest.fn() }));

/** What `GET /payment/{id}/status` answers now, and how often it was asked. */
const server = { status: 'pending' as PaymentState, calls: 0 };

const payment = (paymentId: string, status: PaymentState): Payment => ({
  _id: paymentId,
  paymentId,
  user: { _id: 'u1', name: 'Asha', email: 'a@x.in' },
  book: { _id: 'book-1', title: 'Optics', price: 199, priceDiscounted: null },
  utr: '123456789012',
  amount: 199,
  status,
  submittedAt: '2026-01-01T00:00:00.000Z',
  reviewedAt: status === 'pending' ? null : '2026-01-01T01:00:00.000Z',
  rejectionReason: status === 'rejected' ? 'Amount received was ₹1' : null,
});

/**
 * Stands in for RTK Query's polling: one request when the id is set, then one every `pollingInterval` ms
 * (none when it is 0), each answering the server's current status.
 */
function useFakeStatusQuery(
  paymentId: string | typeof skipToken,
  options?: { pollingInterval?: number },
): { data?: PaymentStatusResponse } {
  const [data, setData] = useState<PaymentStatusResponse>();
  const interval = options?.pollingInterval ?? 0;
  useEffect(() => {
    if (paymentId === skipToken) return;
    const ask = () => {
      server.calls += 1;
      setData({ payment: payment(paymentId, server.status) });
    };
    if (data?.payment.paymentId !== paymentId) ask();
    if (!interval) return;
    const timer = window.setInterval(ask, interval);
    return () => window.clearInterval(timer);
    // `data` is read only to skip a repeat first request; re-running on it would reset the interval.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [paymentId, interval]);
  return { data };
}

function setup(existing: Payment | null) {
  const actions: UnknownAction[] = [];
  const record: Middleware = () => (next) => (action) => {
    actions.push(action as UnknownAction);
    return next(action);
  };
  const store = configureStore({
    reducer: (state: object = {}) => state,
    middleware: (getDefault) => getDefault().concat(record),
  });
  const hook = renderHookWithProviders(() => usePaymentTracking('book-1', existing), { store });
  const invalidations = () => actions.filter((a) => a.type === 'api/invalidateTags');
  return { hook, invalidations };
}

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('usePaymentTracking (docs/domains/purchases.md "Payment states": poll every 5 s while pending)', () => {
  let success: jest.SpyInstance;
  let error: jest.SpyInstance;

  beforeEach(() => {
    jest.useFakeTimers();
    server.status = 'pending';
    server.calls = 0;
    jest.mocked(useGetPaymentStatusQuery).mockImplementation(useFakeStatusQuery as never);
    success = jest.spyOn(notify, 'success').mockImplementation(() => 'id');
    error = jest.spyOn(notify, 'error').mockImplementation(() => 'id');
  });

  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('polls a pending payment every 5 s, no sooner', async () => {
    expect(PAYMENT_POLL_MS).toBe(5000);
    const { hook } = setup(payment('p1', 'pending'));
    expect(hook.result.current.status).toBe('pending');
    expect(server.calls).toBe(1);
    await advance(PAYMENT_POLL_MS - 1);
    expect(server.calls).toBe(1);
    await advance(1);
    expect(server.calls).toBe(2);
    await advance(2 * PAYMENT_POLL_MS);
    expect(server.calls).toBe(4);
    expect(success).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  it.each([
    ['approved', 'success', APPROVED_MESSAGE],
    ['rejected', 'error', REJECTED_MESSAGE],
  ] as const)(
    'pending → %s toasts one %s, refreshes the lists and stops polling',
    async (next, kind, text) => {
      const { hook, invalidations } = setup(payment('p1', 'pending'));
      server.status = next;
      await advance(PAYMENT_POLL_MS);
      expect(hook.result.current.status).toBe(next);
      expect(hook.result.current.payment?.status).toBe(next);
      const [shown, silent] = kind === 'success' ? [success, error] : [error, success];
      expect(shown).toHaveBeenCalledTimes(1);
      expect(shown).toHaveBeenCalledWith(t(text));
      expect(silent).not.toHaveBeenCalled();
      expect(invalidations()).toHaveLength(1);
      const calls = server.calls;
      await advance(5 * PAYMENT_POLL_MS);
      expect(server.calls).toBe(calls);
      expect(shown).toHaveBeenCalledTimes(1);
    },
  );

  it('shows the reason of a rejection', async () => {
    const { hook } = setup(payment('p1', 'pending'));
    server.status = 'rejected';
    await advance(PAYMENT_POLL_MS);
    expect(hook.result.current.payment?.rejectionReason).toBe('Amount received was ₹1');
  });

  it('does not poll or toast for a payment that was already decided', async () => {
    const { hook } = setup(payment('p1', 'rejected'));
    await advance(3 * PAYMENT_POLL_MS);
    expect(server.calls).toBe(0);
    expect(hook.result.current.status).toBe('rejected');
    expect(error).not.toHaveBeenCalled();
  });

  it('starts polling a newly submitted payment with `track`', async () => {
    const { hook } = setup(null);
    expect(hook.result.current.status).toBeNull();
    await advance(PAYMENT_POLL_MS);
    expect(server.calls).toBe(0);
    act(() => hook.result.current.track('p2'));
    expect(hook.result.current.status).toBe('pending');
    expect(server.calls).toBe(1);
    server.status = 'approved';
    await advance(PAYMENT_POLL_MS);
    expect(hook.result.current.payment?.paymentId).toBe('p2');
    expect(success).toHaveBeenCalledWith(t(APPROVED_MESSAGE));
  });
});
