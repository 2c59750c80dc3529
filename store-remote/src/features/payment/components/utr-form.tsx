import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { errorMessage } from '@exam/shared-contracts/client';
import { notify } from '../../../notify';
import { PrimaryButton } from '../../../ui/buttons';
import { useSubmitPaymentMutation } from '../api/payment-api';
import { Panel } from './panel';

/** Messages of SPEC 5 and SPEC 8 for the UTR submission. */
export const UTR_MESSAGES = {
  empty: 'Please enter UTR number',
  failed: 'Payment submission failed',
  submitted: 'Payment submitted successfully!',
} as const;

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
 * The UTR form (SPEC 2, SPEC 5, SPEC 8): the UTR must be non-empty after trimming ("Please enter UTR
 * number"); failures toast the server's error, else "Payment submission failed"; success toasts
 * "Payment submitted successfully!" and hands the payment id to the page for polling.
 */
export function UtrForm({ bookId, amount, onSubmitted }: UtrFormProps) {
  const id = useId();
  const [utr, setUtr] = useState('');
  const [submit, { isLoading }] = useSubmitPaymentMutation();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const value = utr.trim();
    if (!value) {
      notify.error(UTR_MESSAGES.empty);
      return;
    }
    try {
      const result = await submit({ bookId, utr: value, amount }).unwrap();
      notify.success(UTR_MESSAGES.submitted);
      setUtr('');
      onSubmitted(result.paymentId);
    } catch (error) {
      notify.error(errorMessage(error, UTR_MESSAGES.failed));
    }
  }

  return (
    <Panel aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Submit your payment</h2>
      <Form onSubmit={onSubmit} noValidate>
        <label htmlFor={id}>UTR Number</label>
        <input
          id={id}
          name="utr"
          inputMode="numeric"
          autoComplete="off"
          placeholder="e.g. 123456789012"
          maxLength={64}
          value={utr}
          onChange={(e) => setUtr(e.target.value)}
          aria-describedby={`${id}-hint`}
        />
        <small id={`${id}-hint`}>
          The 12-digit UTR (UPI transaction reference) shown in your payment app after paying.
        </small>
        <PrimaryButton type="submit" disabled={isLoading}>
          {isLoading ? 'Submitting...' : 'Submit Payment'}
        </PrimaryButton>
      </Form>
    </Panel>
  );
}
