import { LIMIT_MESSAGES } from '@exam/shared-contracts/reading';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { flagAccount } from '../accounts';
import { HttpError } from '../../platform/http-error';
import { retryAfterSeconds } from '../../platform/limiters';

/**
 * Who asks for a page: the account (its role), the leak code the page is sent under (a reading session's,
 * or an exam attempt's), and whether that session or attempt already sent the page in full.
 */
export interface PageReader {
  user: { id: string; role: string };
  code: string;
  /** True when `page` was already sent in full under this code (at any width, tile or question cut). */
  sent(page: number): Promise<boolean>;
}

/**
 * The page budget (docs/domains/reading.md "Per-user budgets"), shared by reader pages and question images: a
 * page not yet sent in full in this session (or exam attempt) costs one of the account's new pages (30 a
 * minute, 400 an hour by default); a page already sent, at any width, tile or as a question cut from it, is
 * free. Over budget: 429 `pages_too_fast` with the wait in `Retry-After` and in the text, and the account is
 * flagged. Admins are not counted. The caller records the page as sent in full once it is sent (the reader's
 * recordPageServed, the exams' own record of an attempt's pages).
 */
export async function chargePage(
  app: FastifyInstance,
  reader: PageReader,
  page: number,
  reply: FastifyReply,
): Promise<void> {
  if (reader.user.role === 'admin' || (await reader.sent(page))) return;
  const spent = await app.budgets.spend('pages', reader.user.id);
  if (spent.ok) return;
  const wait = retryAfterSeconds(spent.retryAfterMs);
  await flagAccount(app.db, reader.user.id, 'page-budget', {
    code: reader.code,
    page,
    budget: `${spent.window.points} pages in ${spent.window.seconds} s`,
    waitSeconds: wait,
  });
  reply.header('retry-after', String(wait));
  throw new HttpError(429, LIMIT_MESSAGES.pages(wait), {
    code: 'pages_too_fast',
    params: { seconds: wait },
  });
}
