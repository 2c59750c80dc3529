import { Link } from '@exam/shared-contracts/router';
import styled from 'styled-components';
import { useSiteContacts } from '@exam/shared-contracts/client';
import type { Payment } from '@exam/shared-contracts/http';
import { PrimaryButton, SecondaryButton } from '../../../components/buttons';
import { supportMailto } from '../lib/pay-links';

/** What the status panel shows (SPEC 4 "Payment"), plus the access a buyer has without a payment. */
export type AccessView = 'approved' | 'pending' | 'rejected' | 'free' | 'admin';

const Box = styled.section<{ $tone: 'success' | 'warning' | 'danger' }>`
  border-radius: ${(p) => p.theme.radius};
  border: 1px solid ${(p) => p.theme.colors[p.$tone]};
  background: ${(p) => p.theme.colors.surface};
  box-shadow:
    inset 4px 0 0 ${(p) => p.theme.colors[p.$tone]},
    ${(p) => p.theme.shadow};
  padding: 1.25rem 1.4rem;
  h2 {
    margin: 0 0 0.4rem;
    font-size: 1.2rem;
    color: ${(p) => p.theme.colors[p.$tone]};
  }
  p {
    margin: 0 0 0.5rem;
    color: ${(p) => p.theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
  p:last-child {
    margin-bottom: 0;
  }
  strong {
    color: ${(p) => p.theme.colors.text};
  }
`;

const Actions = styled.div`
  display: flex;
  gap: 0.6rem;
  flex-wrap: wrap;
  margin-top: 0.9rem;
`;

interface StatusPanelProps {
  view: AccessView;
  payment: Payment | null;
  /** Opens the reader; absent when the book has no PDF yet. */
  onRead?: () => void;
}

function ReadActions({ onRead }: { onRead?: () => void }) {
  return (
    <Actions>
      {onRead && (
        <PrimaryButton type="button" onClick={onRead}>
          Read Now
        </PrimaryButton>
      )}
      <SecondaryButton as={Link} to="/my-books">
        Go to My Books
      </SecondaryButton>
    </Actions>
  );
}

/**
 * The buyer's payment state for this book (SPEC 4): pending (under admin review), approved (access granted,
 * Read Now, a receipt link), rejected (the reason, a Contact support link with the payment id; the page
 * shows the form again). Free books and admins get access directly.
 */
export function StatusPanel({ view, payment, onRead }: StatusPanelProps) {
  const contacts = useSiteContacts();
  if (view === 'pending') {
    return (
      <Box $tone="warning" role="status" aria-live="polite">
        <h2>Payment Pending — under admin review</h2>
        {payment && (
          <p>
            UTR <strong>{payment.utr}</strong> submitted on{' '}
            {new Date(payment.submittedAt).toLocaleString('en-IN')}.
          </p>
        )}
        <p>
          We check for approval every few seconds; you can leave this page, access will appear in My Books.
        </p>
      </Box>
    );
  }
  if (view === 'rejected') {
    return (
      <Box $tone="danger" role="status" aria-live="polite">
        <h2>Payment Rejected</h2>
        <p>
          Reason: <strong>{payment?.rejectionReason || 'No reason was given.'}</strong>
        </p>
        <p>Please check your payment and submit the correct UTR number again.</p>
        {payment && contacts && (
          <p>
            <a href={supportMailto(contacts.email, payment.paymentId)}>Contact support</a> about payment{' '}
            <strong>{payment.paymentId}</strong>
          </p>
        )}
      </Box>
    );
  }
  const title = view === 'approved' ? 'Payment Approved' : view === 'free' ? 'Free Book' : 'Admin Access';
  const text =
    view === 'approved'
      ? 'Your payment has been approved. You have lifetime access to this book.'
      : view === 'free'
        ? 'This book is free. Start reading right away.'
        : 'As an admin you can read every book.';
  return (
    <Box $tone="success" role="status" aria-live="polite">
      <h2>{title}</h2>
      <p>{text}</p>
      <ReadActions onRead={onRead} />
      {view === 'approved' && payment?.status === 'approved' && (
        <p style={{ marginTop: '0.75rem' }}>
          <Link to={`/receipt/${payment.paymentId}`}>View receipt</Link>
        </p>
      )}
    </Box>
  );
}
