import type { Book } from '@exam/shared-contracts/catalogue';
import type { FastifyInstance } from 'fastify';
import { auth } from './test-accounts';

/**
 * The purchases and reading side of an API test's requests: the seeded books, payments submitted and
 * approved, and reading sessions opened. Re-exported by test-app.ts.
 */

/** A seeded demo book as the API lists it: every demo book has a PDF and a cover. */
export type SeededBook = Book & { pdfUrl: string; image: string };

/**
 * Two paid demo books by what a student pays: ₹99 (`cheap`) and ₹149 (`dear`), the amounts the
 * statement and export tests match on.
 */
export async function paidBooksAt99And149(
  app: FastifyInstance,
): Promise<{ cheap: SeededBook; dear: SeededBook }> {
  const paid = (await guestBooks(app)).filter((b) => !b.isFree);
  const payable = (b: SeededBook) => b.priceDiscounted ?? b.price;
  return { cheap: paid.find((b) => payable(b) === 99)!, dear: paid.find((b) => payable(b) === 149)! };
}

/** The listed books as a guest. */
export async function guestBooks(app: FastifyInstance): Promise<SeededBook[]> {
  return (await app.inject({ method: 'GET', url: '/api/books' })).json();
}

let utrSeq = 0;

/** A well-formed UTR (12 digits, starting 97) no other call in this test file gets. */
export function nextUtr(): string {
  utrSeq += 1;
  return `97${String(utrSeq).padStart(10, '0')}`;
}

/**
 * `POST /api/payment/submit` of `bookId` by `token` with `utr` (default {@link nextUtr}) and, when given,
 * `amount`; the raw answer.
 */
export function submitPayment(
  app: FastifyInstance,
  token: string,
  bookId: string,
  opts: { utr?: string; amount?: unknown } = {},
) {
  const payload: Record<string, unknown> = { bookId, utr: opts.utr ?? nextUtr() };
  if ('amount' in opts) payload.amount = opts.amount;
  return app.inject({ method: 'POST', url: '/api/payment/submit', headers: auth(token), payload });
}

/** {@link submitPayment} that must answer 201; returns the pending payment's id and its UTR. */
export async function submitted(
  app: FastifyInstance,
  token: string,
  bookId: string,
  opts: { utr?: string; amount?: unknown } = {},
): Promise<{ paymentId: string; utr: string }> {
  const utr = opts.utr ?? nextUtr();
  const res = await submitPayment(app, token, bookId, { ...opts, utr });
  if (res.statusCode !== 201) throw new Error(`submit failed: ${res.statusCode} ${res.body}`);
  return { paymentId: res.json().paymentId as string, utr };
}

/** `POST /api/admin/payments/:id/approve` as `admin` (an admin token); the raw answer. */
export function approve(app: FastifyInstance, admin: string, paymentId: string) {
  return app.inject({
    method: 'POST',
    url: `/api/admin/payments/${paymentId}/approve`,
    headers: auth(admin),
  });
}

/**
 * A purchase: `token` submits a UTR for `bookId` ({@link submitted}) and `admin` approves it (must be 200);
 * returns the approved payment's id and its UTR.
 */
export async function buyBook(
  app: FastifyInstance,
  admin: string,
  token: string,
  bookId: string,
  opts: { utr?: string; amount?: unknown } = {},
): Promise<{ paymentId: string; utr: string }> {
  const payment = await submitted(app, token, bookId, opts);
  const res = await approve(app, admin, payment.paymentId);
  if (res.statusCode !== 200) throw new Error(`approve failed: ${res.statusCode} ${res.body}`);
  return payment;
}

/**
 * `POST /api/reading/sessions` for `bookId` (any value: bad ids are refused) by `token` (on `device`, default
 * this test's), with `view` when given; the raw answer (201 carries the reading session's `token`).
 */
export function openReadingSession(
  app: FastifyInstance,
  token: string,
  bookId: unknown,
  opts: { view?: unknown; device?: string } = {},
) {
  const payload: Record<string, unknown> = { bookId };
  if (opts.view !== undefined) payload.view = opts.view;
  return app.inject({
    method: 'POST',
    url: '/api/reading/sessions',
    headers: auth(token, opts.device),
    payload,
  });
}
