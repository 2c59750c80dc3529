import { Link } from '@exam/web-platform/router';
import styled from 'styled-components';
import { useSiteContacts } from '@exam/web-platform/client';
import { useIntlLocale } from '@exam/web-platform/i18n';
import type { Payment } from '@exam/shared-contracts/purchases';
import { usePaymentT, type PaymentMessageId } from '../i18n';
import { supportMailto } from '../lib/pay-links';
import { formatIndiaDateTime } from '@exam/shared-contracts/rules';
import { RichText } from '@exam/shared-ui/rich-text';
import { Button } from '@exam/shared-ui/button';

/** What the status panel shows (docs/domains/purchases.md "Payment states"), plus the access a buyer has
 * without a payment. */
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
  const t = usePaymentT();
  return (
    <Actions>
      {onRead && (
        <Button $variant="primary" $size="large" type="button" onClick={onRead}>
          {t('Read Now')}
        </Button>
      )}
      <Button $variant="secondary" $size="large" as={Link} to="/my-books">
        {t('Go to My Books')}
      </Button>
    </Actions>
  );
}

/** The heading and line of each access a buyer has with a book (message ids). */
const ACCESS_TEXTS: Record<
  'approved' | 'free' | 'admin',
  { title: PaymentMessageId; text: PaymentMessageId }
> = {
  approved: {
    title: 'Payment Approved',
    text: 'Your payment has been approved. You have lifetime access to this book.',
  },
  free: { title: 'Free Book', text: 'This book is free. Start reading right away.' },
  admin: { title: 'Admin Access', text: 'As an admin you can read every book.' },
};

/**
 * The buyer's payment state for this book (docs/domains/purchases.md "Payment states"): pending (under admin
 * review), approved (access granted, Read Now, a receipt link), rejected (the reason, a Contact support link
 * with the payment id; the page shows the form again). Free books and admins get access directly.
 */
export function StatusPanel({ view, payment, onRead }: StatusPanelProps) {
  const contacts = useSiteContacts();
  const t = usePaymentT();
  const locale = useIntlLocale();
  if (view === 'pending') {
    return (
      <Box $tone="warning" role="status" aria-live="polite">
        <h2>{t('Payment Pending — under admin review')}</h2>
        {payment && (
          <p>
            <RichText
              text={t('UTR <0>{utr}</0> submitted on {date}.', {
                utr: payment.utr,
                // In India's time, as every other time of the store (not the phone's zone).
                date: formatIndiaDateTime(payment.submittedAt, { locale }),
              })}
              parts={[(utr) => <strong>{utr}</strong>]}
            />
          </p>
        )}
        <p>
          {t(
            'We check for approval every few seconds; you can leave this page, access will appear in My Books.',
          )}
        </p>
      </Box>
    );
  }
  if (view === 'rejected') {
    return (
      <Box $tone="danger" role="status" aria-live="polite">
        <h2>{t('Payment Rejected')}</h2>
        <p>
          {t('Reason:')} <strong>{payment?.rejectionReason || t('No reason was given.')}</strong>
        </p>
        <p>{t('Please check your payment and submit the correct UTR number again.')}</p>
        {payment && contacts && (
          <p>
            <RichText
              text={t('<0>Contact support</0> about payment <1>{paymentId}</1>', {
                paymentId: payment.paymentId,
              })}
              parts={[
                (text) => <a href={supportMailto(contacts.email, payment.paymentId, t)}>{text}</a>,
                (paymentId) => <strong>{paymentId}</strong>,
              ]}
            />
          </p>
        )}
      </Box>
    );
  }
  const { title, text } = ACCESS_TEXTS[view];
  return (
    <Box $tone="success" role="status" aria-live="polite">
      <h2>{t(title)}</h2>
      <p>{t(text)}</p>
      <ReadActions onRead={onRead} />
      {view === 'approved' && payment?.status === 'approved' && (
        <p style={{ marginTop: '0.75rem' }}>
          <Link to={`/receipt/${payment.paymentId}`}>{t('View receipt')}</Link>
        </p>
      )}
    </Box>
  );
}
