import { useSelector } from 'react-redux';
import { readToken, selectSessionStatus } from '@exam/web-platform/client';

/**
 * The session status of a signed-in page (docs/domains/accounts.md "Session") and whether its per-user
 * requests (My Books, orders, receipts, a payment page) may go out now: once signed in, and already while a
 * stored token is being checked. They then run beside `GET /auth/me` instead of after it (in Lighthouse's
 * trace the payment page's `GET /api/payment/:bookId` started at ~550 ms instead of ~1,000 ms, part of the
 * chain before its largest paint). An expired token gets the same 401 as /auth/me,
 * and the 401 rule (docs/screens.md "The 401 rule") does what it would have done; with no stored token
 * nothing is asked.
 */
export function useSessionData(): {
  status: 'checking' | 'authenticated' | 'guest';
  canAsk: boolean;
} {
  const status = useSelector(selectSessionStatus);
  const canAsk = status === 'authenticated' || (status === 'checking' && readToken() !== null);
  return { status, canAsk };
}
