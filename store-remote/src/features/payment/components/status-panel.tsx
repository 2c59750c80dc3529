import { Fragment, type ReactNode } from 'react';
import { Link } from '@exam/shared-contracts/router';
import styled from 'styled-components';
import { useSiteContacts } from '@exam/shared-contracts/client';
import { INTL_LOCALES, useLang } from '@exam/shared-contracts/i18n';
import type { Payment } from '@exam/shared-contracts/http';
import { PrimaryButton, SecondaryButton } from '../../../components/buttons';
import { usePaymentT, type PaymentMessageId } from '../i18n';
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

/** Marks where an element goes in a translated text: a private-use character no message contains. */
const MARK = '\uE000';

/**
 * A message whose placeholders `nodes` are elements (a bold UTR, a link): it is translated with a marker
 * in each one's place and cut at the markers, so each language keeps its own word order around them.
 */
function withNodes(text: (marks: Record<string, string>) => string, nodes: Record<string, ReactNode>) {
  const names = Object.keys(nodes);
  const marks = Object.fromEntries(names.map((name, i) => [name, `${MARK}${i}${MARK}`]));
  // Split at the markers: even parts are text, odd parts the index of a node.
  return text(marks)
    .split(MARK)
    .map((part, i) => <Fragment key={i}>{i % 2 === 0 ? part : nodes[names[Number(part)]]}</Fragment>);
}

function ReadActions({ onRead }: { onRead?: () => void }) {
  const t = usePaymentT();
  return (
    <Actions>
      {onRead && (
        <PrimaryButton type="button" onClick={onRead}>
          {t('Read Now')}
        </PrimaryButton>
      )}
      <SecondaryButton as={Link} to="/my-books">
        {t('Go to My Books')}
      </SecondaryButton>
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
 * The buyer's payment state for this book (SPEC 4): pending (under admin review), approved (access granted,
 * Read Now, a receipt link), rejected (the reason, a Contact support link with the payment id; the page
 * shows the form again). Free books and admins get access directly.
 */
export function StatusPanel({ view, payment, onRead }: StatusPanelProps) {
  const contacts = useSiteContacts();
  const t = usePaymentT();
  const lang = useLang();
  if (view === 'pending') {
    return (
      <Box $tone="warning" role="status" aria-live="polite">
        <h2>{t('Payment Pending — under admin review')}</h2>
        {payment && (
          <p>
            {withNodes(
              (marks) =>
                t('UTR {utr} submitted on {date}.', {
                  ...marks,
                  date: new Date(payment.submittedAt).toLocaleString(INTL_LOCALES[lang]),
                }),
              { utr: <strong>{payment.utr}</strong> },
            )}
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
            {withNodes((marks) => t('{contact} about payment {paymentId}', marks), {
              contact: (
                <a href={supportMailto(contacts.email, payment.paymentId, t)}>{t('Contact support')}</a>
              ),
              paymentId: <strong>{payment.paymentId}</strong>,
            })}
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
