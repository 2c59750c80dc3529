import { Link } from '@exam/web-platform/router';
import styled from 'styled-components';
import type { UserOrder } from '@exam/shared-contracts/purchases';
import { formatIndiaDateTime, formatRupees } from '@exam/shared-contracts/rules';
import { Badge } from '../../../../components/book-card/book-card-styles';
import { Container, Page } from '../../../../components/layout';
import { SignInRedirect } from '../../../../components/sign-in-redirect';
import { Spinner } from '@exam/shared-ui/spinner';
import { useGetOrdersQuery } from '../api/purchased-api';
import { readEarlyAt } from '../api/early-reads';
import { purchasePaths } from '@exam/shared-contracts/constants';
import { earlyLoadPattern, STORE_PAGES } from '../../../../page-table';
import { LibraryStates } from '../components/library-states';
import { PageTitle } from '../components/page-parts';
import { useSessionData } from '../../../../components/use-session-data';
import { useLibraryT, type LibraryMessageId } from '../i18n';
import { useDataLang, useIntlLocale } from '@exam/web-platform/i18n';

export { libraryMessagesReady as messagesReady } from '../i18n';

readEarlyAt(earlyLoadPattern(STORE_PAGES.myOrders.path), [purchasePaths.userOrders]);

const List = styled.ol`
  list-style: none;
  margin: 0 0 3rem;
  padding: 0;
  display: grid;
  gap: 1rem;
`;

const Order = styled.article`
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
  padding: 1rem 1.25rem;
  display: grid;
  gap: 0.6rem;
  header {
    display: flex;
    justify-content: space-between;
    align-items: baseline;
    gap: 0.75rem;
    flex-wrap: wrap;
  }
  h2 {
    margin: 0;
    font-size: 1.08rem;
    overflow-wrap: anywhere;
  }
  dl {
    margin: 0;
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 12rem), 1fr));
    gap: 0.5rem 1.25rem;
  }
  dt {
    font-size: 0.8rem;
    color: ${(p) => p.theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  a {
    color: ${(p) => p.theme.colors.text};
  }
`;

const Reason = styled.p`
  margin: 0;
  padding: 0.6rem 0.75rem;
  border-left: 3px solid ${(p) => p.theme.colors.danger};
  background: ${(p) => p.theme.colors.surfaceAlt};
`;

/**
 * An order's state as a badge: the book cards' English word, which picks the badge's colour (never shown),
 * and the message id of the text shown.
 */
const STATE_BADGE: Record<UserOrder['status'], { colour: string; text: LibraryMessageId }> = {
  pending: { colour: 'Pending', text: 'Pending' },
  approved: { colour: 'Purchased', text: 'Approved' },
  rejected: { colour: 'Rejected', text: 'Rejected' },
};

/** One payment: its book, state, amount, UTR and times; the reason and a new try when rejected. */
function OrderItem({ order }: { order: UserOrder }) {
  const t = useLibraryT();
  const locale = useIntlLocale();
  const dataLang = useDataLang();
  const badge = STATE_BADGE[order.status];
  return (
    <li>
      <Order aria-labelledby={`order-${order.paymentId}`}>
        <header>
          <h2 id={`order-${order.paymentId}`} lang={dataLang}>
            {order.book.title}
          </h2>
          <Badge $label={badge.colour}>{t(badge.text)}</Badge>
        </header>
        <dl>
          <div>
            <dt>{t('Amount')}</dt>
            <dd>{formatRupees(order.amount)}</dd>
          </div>
          <div>
            <dt>{t('UTR')}</dt>
            <dd>{order.utr}</dd>
          </div>
          <div>
            <dt>{t('Submitted')}</dt>
            <dd>{formatIndiaDateTime(order.submittedAt, { locale })}</dd>
          </div>
          {order.reviewedAt && (
            <div>
              <dt>{t(order.status === 'approved' ? 'Approved' : 'Rejected')}</dt>
              <dd>{formatIndiaDateTime(order.reviewedAt, { locale })}</dd>
            </div>
          )}
        </dl>
        {order.status === 'pending' && (
          <p>{t('An admin checks your UTR against the bank; this usually takes a few hours.')}</p>
        )}
        {order.status === 'rejected' && (
          <>
            <Reason>
              <strong>{t('Reason:')} </strong>
              {order.rejectionReason ?? t('No reason given')}
            </Reason>
            <Link to={`/payment/${order.book._id}`}>{t('Pay again with a new UTR')}</Link>
          </>
        )}
        {order.status === 'approved' && (
          <Link
            to={`/receipt/${order.paymentId}`}
            aria-label={t('Receipt for {title}', { title: order.book.title })}
          >
            {t('Receipt')}
          </Link>
        )}
      </Order>
    </li>
  );
}

/**
 * /my-orders: every payment the student made, newest first, with its book, amount,
 * UTR, submitted time, state, the approval or rejection time (IST) and a rejection's reason. Signed-in
 * students only (a guest is sent to /login and comes back here). Loading, error with Try again, and empty
 * states like My Books.
 */
export function MyOrdersPage() {
  const { status, canAsk } = useSessionData();
  const orders = useGetOrdersQuery(undefined, { skip: !canAsk });
  const t = useLibraryT();

  if (status === 'checking') return <Spinner label={t('Checking your session...')} />;
  if (status === 'guest') return <SignInRedirect />;

  return (
    <Page>
      <Container>
        <PageTitle>
          <h1>{t('My orders')}</h1>
          <p>{t('Every payment you made and where it stands')}</p>
        </PageTitle>
        <LibraryStates query={orders} what="orders">
          {(data) => (
            <List>
              {data.map((order) => (
                <OrderItem key={order.paymentId} order={order} />
              ))}
            </List>
          )}
        </LibraryStates>
      </Container>
    </Page>
  );
}
