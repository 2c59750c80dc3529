import { useId, useRef, useState, type ClipboardEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import { errorMessage, notify } from '@exam/web-platform/client';
import { isValidUtr, UTR_LENGTH, UTR_PATTERN, utrInput } from '@exam/shared-contracts/rules';
import { usePaymentT, type PaymentMessageId } from '../i18n';
import { useSubmitPaymentMutation } from '../api/payment-api';
import { Box } from './panel';
import { Button } from '@exam/shared-ui/button';

/**
 * Message ids of docs/domains/purchases.md "Rules and limits", "Errors" for the UTR submission. `invalid`
 * takes `{ count: UTR_LENGTH }`; its English is the server's own refusal text (`UTR_INVALID_MESSAGE`).
 */
export const UTR_MESSAGES = {
  empty: 'Please enter UTR number',
  invalid: 'UTR must be exactly {count} digits',
  failed: 'Payment submission failed',
  submitted: 'Payment submitted successfully!',
} as const satisfies Record<string, PaymentMessageId>;

const Form = styled.form`
  display: grid;
  gap: 0.75rem;
  label {
    font-weight: 700;
  }
  input {
    width: 100%;
    padding: 0.75rem 0.9rem;
    border-radius: 10px;
    border: 1px solid ${(p) => p.theme.colors.border};
    background: ${(p) => p.theme.colors.bg};
    color: ${(p) => p.theme.colors.text};
    font-size: 1.05rem;
    letter-spacing: 0.06em;
  }
  small {
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

interface UtrFormProps {
  bookId: string;
  /** Rupees; sent for compatibility (the server computes the amount). */
  amount: number;
  /** Called with the new payment's id. */
  onSubmitted: (paymentId: string) => void;
}

/**
 * The UTR form (docs/domains/purchases.md "Screens", "Rules and limits", "Errors"). The field keeps digits
 * only, at most 12 (`utrInput`), so it accepts what the server accepts; a paste is cleaned before `maxLength`
 * could cut it, so "1234 5678 9012" copied from a bank app becomes the UTR. Submitting nothing says "Please
 * enter UTR number", fewer than 12 digits "UTR must be exactly 12 digits", and nothing is sent; failures
 * toast the server's error, else "Payment submission failed"; success closes those error toasts, toasts
 * "Payment submitted successfully!" and hands the payment id to the page for polling.
 */
export function UtrForm({ bookId, amount, onSubmitted }: UtrFormProps) {
  const id = useId();
  const t = usePaymentT();
  const [utr, setUtr] = useState('');
  const [submit, { isLoading }] = useSubmitPaymentMutation();
  // The error toasts this form has shown: a successful submit closes them, so "UTR must be exactly 12
  // digits" is not left beside "Payment submitted successfully!".
  const errors = useRef<ReturnType<typeof notify.error>[]>([]);
  const fail = (message: string) => errors.current.push(notify.error(message));

  function onPaste(event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    const { selectionStart, selectionEnd } = event.currentTarget;
    const before = utr.slice(0, selectionStart ?? utr.length);
    const after = utr.slice(selectionEnd ?? utr.length);
    setUtr(utrInput(before + event.clipboardData.getData('text') + after));
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const value = utr.trim();
    if (!value) {
      fail(t(UTR_MESSAGES.empty));
      return;
    }
    if (!isValidUtr(value)) {
      fail(t(UTR_MESSAGES.invalid, { count: UTR_LENGTH }));
      return;
    }
    try {
      const result = await submit({ bookId, utr: value, amount }).unwrap();
      for (const key of errors.current.splice(0)) notify.close(key);
      notify.success(t(UTR_MESSAGES.submitted));
      setUtr('');
      onSubmitted(result.paymentId);
    } catch (error) {
      fail(errorMessage(error, t(UTR_MESSAGES.failed)));
    }
  }

  return (
    <Box aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('Submit your payment')}</h2>
      <Form onSubmit={onSubmit} noValidate>
        <label htmlFor={id}>{t('UTR Number')}</label>
        <input
          id={id}
          name="utr"
          inputMode="numeric"
          pattern={UTR_PATTERN}
          autoComplete="off"
          placeholder={t('e.g. 123456789012')}
          maxLength={UTR_LENGTH}
          value={utr}
          onChange={(e) => setUtr(utrInput(e.target.value))}
          onPaste={onPaste}
          aria-describedby={`${id}-hint`}
        />
        <small id={`${id}-hint`}>
          {t('The 12-digit UTR (UPI transaction reference) shown in your payment app after paying.')}
        </small>
        <Button $variant="primary" $size="large" type="submit" disabled={isLoading}>
          {t(isLoading ? 'Submitting...' : 'Submit Payment')}
        </Button>
      </Form>
    </Box>
  );
}
