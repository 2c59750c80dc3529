import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { multipart } from './multipart';
import type { Actor, MatrixFixtures } from './matrix-fixtures';
import { ADMIN_LOGIN } from './matrix-fixtures';
import { deviceCookie, TEST_PASSWORD } from './test-app';
import { TEST_ROUTES } from './route-matrix-tests';
import { DEFAULT_READER_LIMITS } from '@exam/shared-contracts/http';

/** One request to send: built per cell, so mutating routes act on a throwaway row each time. */
export interface MatrixRequest {
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

/** One row: a route, how to call it, and the status each actor must get. */
export interface MatrixRow {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The route as Fastify registered it (`:param` form), to check every route is in the table. */
  route: string;
  request(f: MatrixFixtures): Promise<MatrixRequest> | MatrixRequest;
  expect: Record<Actor, number>;
}

type Six = [guest: number, user: number, inactive: number, buyer: number, nonBuyer: number, admin: number];
const s = ([guest, user, inactive, buyer, nonBuyer, admin]: Six): Record<Actor, number> => ({
  guest,
  user,
  inactive,
  buyer,
  nonBuyer,
  admin,
});

const ALL = (n: number) => s([n, n, n, n, n, n]);
/** A signed-in student route (inactive accounts are refused like guests). */
const SIGNED_IN = (n: number) => s([401, n, 401, n, n, n]);
/** An admin route: no/inactive token 401, students 403. */
const ADMIN_ONLY = (n: number) => s([401, 403, 401, 403, 403, n]);
/** A bank statement sample for the import route. */
const KOTAK_SAMPLE = fs.readFileSync(path.join(__dirname, '../fixtures/statements/kotak.csv'));
const email = () => `m-${randomBytes(5).toString('hex')}@example.com`;
const bookForm = () =>
  multipart({ title: 'Matrix book', description: 'd', category: 'NEET', section: 'class12', price: '10' });

/**
 * THE authorization matrix: every API route × guest, user, inactive user, user who bought,
 * user who did not buy (has a pending payment only), admin → expected status. authorization-matrix.test.ts
 * walks it against the real database and fails when a route is missing from it.
 */
export const ROUTE_MATRIX: MatrixRow[] = [
  { method: 'GET', route: '/api/health', request: () => ({ url: '/api/health' }), expect: ALL(200) },
  {
    method: 'GET',
    route: '/api/health/live',
    request: () => ({ url: '/api/health/live' }),
    expect: ALL(200),
  },
  {
    method: 'GET',
    route: '/api/health/ready',
    request: () => ({ url: '/api/health/ready' }),
    expect: ALL(200),
  },
  // Metrics answer only METRICS_TOKEN's bearer; unset in these tests → 404 for everyone.
  { method: 'GET', route: '/api/metrics', request: () => ({ url: '/api/metrics' }), expect: ALL(404) },
  { method: 'GET', route: '/api/site', request: () => ({ url: '/api/site' }), expect: ALL(200) },
  // The OpenAPI description and its Swagger UI page are public, like the routes they describe.
  { method: 'GET', route: '/api/docs', request: () => ({ url: '/api/docs' }), expect: ALL(200) },
  { method: 'GET', route: '/api/docs/json', request: () => ({ url: '/api/docs/json' }), expect: ALL(200) },
  { method: 'GET', route: '/api/docs/yaml', request: () => ({ url: '/api/docs/yaml' }), expect: ALL(200) },
  {
    method: 'GET',
    route: '/api/docs/static/index.html',
    // Swagger UI sends its own index page on to /api/docs/.
    request: () => ({ url: '/api/docs/static/index.html' }),
    expect: ALL(302),
  },
  {
    method: 'GET',
    route: '/api/docs/static/swagger-initializer.js',
    request: () => ({ url: '/api/docs/static/swagger-initializer.js' }),
    expect: ALL(200),
  },
  {
    method: 'GET',
    route: '/api/docs/static/*',
    request: () => ({ url: '/api/docs/static/swagger-ui.css' }),
    expect: ALL(200),
  },
  {
    method: 'POST',
    route: '/api/auth/register',
    request: () => ({
      url: '/api/auth/register',
      payload: { name: 'M', email: email(), password: TEST_PASSWORD },
    }),
    expect: ALL(201),
  },
  {
    method: 'POST',
    route: '/api/auth/login',
    // Every cell signs in from the one test browser (its device cookie), as a student does again and again.
    request: (f) => ({ url: '/api/auth/login', payload: f.loginUser, headers: deviceCookie() }),
    expect: ALL(200),
  },
  { method: 'GET', route: '/api/auth/me', request: () => ({ url: '/api/auth/me' }), expect: SIGNED_IN(200) },
  {
    // Revokes the actor's sessions; the matrix signs a fresh token for every cell (MatrixFixtures.token).
    method: 'POST',
    route: '/api/auth/logout',
    request: () => ({ url: '/api/auth/logout' }),
    expect: SIGNED_IN(204),
  },
  {
    // A wrong current password: signed-in callers reach the check (400) and nothing changes.
    method: 'PUT',
    route: '/api/auth/password',
    request: () => ({
      url: '/api/auth/password',
      payload: { currentPassword: 'not-the-password', newPassword: 'a brand new passphrase 77' },
    }),
    expect: SIGNED_IN(400),
  },
  {
    method: 'GET',
    route: '/api/auth/google',
    request: () => ({ url: '/api/auth/google' }),
    expect: ALL(302),
  },
  {
    method: 'GET',
    route: '/api/auth/google/callback',
    request: () => ({ url: '/api/auth/google/callback?code=x&state=y' }),
    expect: ALL(302),
  },
  {
    // Only a code issued to this browser's flow cookie works (sign-in-code.test.ts): none here.
    method: 'POST',
    route: '/api/auth/google/exchange',
    request: () => ({ url: '/api/auth/google/exchange', payload: { code: 'not-a-code' } }),
    expect: ALL(400),
  },
  {
    method: 'POST',
    route: '/api/admin/login',
    request: () => ({ url: '/api/admin/login', payload: ADMIN_LOGIN }),
    expect: ALL(200),
  },
  {
    method: 'GET',
    route: '/api/books',
    request: () => ({ url: '/api/books?section=home' }),
    expect: ALL(200),
  },
  {
    method: 'GET',
    route: '/api/books/search',
    request: () => ({ url: '/api/books/search?q=physics&category=JEE' }),
    expect: ALL(200),
  },
  {
    method: 'GET',
    route: '/api/payment/:bookId',
    request: (f) => ({ url: `/api/payment/${f.paidBook._id}` }),
    expect: SIGNED_IN(200),
  },
  {
    method: 'POST',
    route: '/api/payment/submit',
    request: (f) => ({
      url: '/api/payment/submit',
      payload: { bookId: f.paidBook._id, utr: f.utr(), amount: 1 },
    }),
    // buyer: owns it; nonBuyer: already pending; admin: reads everything, cannot file purchases.
    expect: s([401, 201, 401, 409, 409, 409]),
  },
  {
    method: 'GET',
    route: '/api/payment/:paymentId/status',
    request: (f) => ({ url: `/api/payment/${f.buyerPaymentId}/status` }),
    expect: s([401, 404, 401, 200, 404, 200]),
  },
  {
    method: 'GET',
    route: '/api/user/purchased-books',
    request: () => ({ url: '/api/user/purchased-books' }),
    expect: SIGNED_IN(200),
  },
  {
    method: 'GET',
    route: '/api/pdf-proxy',
    request: (f) => ({
      url: `/api/pdf-proxy?url=${encodeURIComponent(f.paidBook.pdfUrl)}`,
      headers: { range: 'bytes=0-99' },
    }),
    // The original file is for admins only: even the buyer reads page images.
    expect: s([401, 403, 401, 403, 403, 206]),
  },
  {
    method: 'POST',
    route: '/api/reading/sessions',
    request: (f) => ({ url: '/api/reading/sessions', payload: { bookId: f.paidBook._id } }),
    expect: s([401, 403, 401, 201, 403, 201]),
  },
  {
    method: 'GET',
    route: '/api/reading/progress/:bookId',
    request: (f) => ({ url: `/api/reading/progress/${f.paidBook._id}` }),
    expect: s([401, 403, 401, 200, 403, 200]),
  },
  {
    method: 'PUT',
    route: '/api/reading/progress/:bookId',
    request: (f) => ({ url: `/api/reading/progress/${f.paidBook._id}`, payload: { page: 2 } }),
    expect: s([401, 403, 401, 200, 403, 200]),
  },
  // The server-rendered reader takes ONLY a reading-session token: every sign-in token is refused.
  ...['/api/reading/document', '/api/reading/outline', '/api/reading/search?q=force'].map(
    (url): MatrixRow => ({
      method: 'GET',
      route: url.split('?')[0],
      request: () => ({ url }),
      expect: ALL(401),
    }),
  ),
  {
    method: 'GET',
    route: '/api/reading/pages/:page',
    request: () => ({ url: '/api/reading/pages/1?w=480' }),
    expect: ALL(401),
  },
  {
    method: 'GET',
    route: '/api/reading/pages/:page/thumbnail',
    request: () => ({ url: '/api/reading/pages/1/thumbnail' }),
    expect: ALL(401),
  },
  {
    method: 'GET',
    route: '/api/reading/bookmarks/:bookId',
    request: (f) => ({ url: `/api/reading/bookmarks/${f.paidBook._id}` }),
    expect: s([401, 403, 401, 200, 403, 200]),
  },
  {
    method: 'PUT',
    route: '/api/reading/bookmarks/:bookId/:page',
    request: (f) => ({ url: `/api/reading/bookmarks/${f.paidBook._id}/2`, payload: { label: 'Matrix' } }),
    expect: s([401, 403, 401, 200, 403, 200]),
  },
  {
    method: 'DELETE',
    route: '/api/reading/bookmarks/:bookId/:page',
    request: (f) => ({ url: `/api/reading/bookmarks/${f.paidBook._id}/2` }),
    expect: s([401, 403, 401, 200, 403, 200]),
  },
  // Replacing a device needs the refused sign-in's token, from the browser it was given to.
  ...['/api/auth/devices/replace', '/api/auth/devices/replace/confirm'].map((url): MatrixRow => ({
    method: 'POST',
    route: url,
    request: () => ({
      url,
      payload: url.endsWith('confirm')
        ? { replaceToken: 'x', code: '123456' }
        : { replaceToken: 'x', deviceId: '00000000-0000-4000-8000-000000000000' },
    }),
    expect: ALL(400),
  })),
  {
    method: 'GET',
    route: '/api/admin/limits',
    request: () => ({ url: '/api/admin/limits' }),
    expect: ADMIN_ONLY(200),
  },
  {
    method: 'PUT',
    route: '/api/admin/limits',
    request: () => ({ url: '/api/admin/limits', payload: DEFAULT_READER_LIMITS }),
    expect: ADMIN_ONLY(200),
  },
  {
    method: 'GET',
    route: '/api/admin/flags',
    request: () => ({ url: '/api/admin/flags' }),
    expect: ADMIN_ONLY(200),
  },
  {
    method: 'GET',
    route: '/api/admin/users/:id/devices',
    request: async (f) => ({ url: `/api/admin/users/${await f.newUserId()}/devices` }),
    expect: ADMIN_ONLY(200),
  },
  {
    method: 'DELETE',
    route: '/api/admin/users/:id/devices',
    request: async (f) => ({ url: `/api/admin/users/${await f.newUserId()}/devices` }),
    expect: ADMIN_ONLY(200),
  },
  {
    method: 'GET',
    route: '/api/admin/leak-trace/:code',
    request: () => ({ url: '/api/admin/leak-trace/ABCD-EFGH' }),
    expect: ADMIN_ONLY(404),
  },
  {
    // A form without an image: the admin reaches the check (400; leak-trace-image.test.ts reads real ones).
    method: 'POST',
    route: '/api/admin/leak-trace/image',
    request: () => {
      const form = multipart({ page: '1' });
      return { url: '/api/admin/leak-trace/image', payload: form.payload, headers: form.headers };
    },
    expect: ADMIN_ONLY(400),
  },
  {
    method: 'GET',
    route: '/api/files/covers/:name',
    request: (f) => ({ url: f.paidBook.image }),
    expect: ALL(200),
  },
  {
    method: 'GET',
    route: '/api/admin/books',
    request: () => ({ url: '/api/admin/books' }),
    expect: ADMIN_ONLY(200),
  },
  {
    method: 'POST',
    route: '/api/admin/books',
    request: () => {
      const b = bookForm();
      return { url: '/api/admin/books', payload: b.payload, headers: b.headers };
    },
    expect: ADMIN_ONLY(201),
  },
  {
    method: 'PUT',
    route: '/api/admin/books/:id',
    request: async (f) => {
      const b = bookForm();
      return { url: `/api/admin/books/${await f.newBookId()}`, payload: b.payload, headers: b.headers };
    },
    expect: ADMIN_ONLY(200),
  },
  {
    method: 'DELETE',
    route: '/api/admin/books/:id',
    request: async (f) => ({ url: `/api/admin/books/${await f.newBookId()}` }),
    expect: ADMIN_ONLY(200),
  },
  {
    method: 'GET',
    route: '/api/admin/config',
    request: () => ({ url: '/api/admin/config' }),
    expect: ADMIN_ONLY(200),
  },
  {
    method: 'GET',
    route: '/api/admin/payments',
    request: () => ({ url: '/api/admin/payments?status=pending' }),
    expect: ADMIN_ONLY(200),
  },
  {
    method: 'GET',
    route: '/api/admin/payments/export.csv',
    request: () => ({ url: '/api/admin/payments/export.csv?status=all' }),
    expect: ADMIN_ONLY(200),
  },
  {
    method: 'GET',
    route: '/api/admin/audit-log',
    request: () => ({ url: '/api/admin/audit-log?page=1&limit=5' }),
    expect: ADMIN_ONLY(200),
  },
  {
    method: 'POST',
    route: '/api/admin/payments/:id/approve',
    request: async (f) => ({ url: `/api/admin/payments/${await f.newPendingPaymentId()}/approve` }),
    expect: ADMIN_ONLY(200),
  },
  {
    method: 'POST',
    route: '/api/admin/payments/:id/reject',
    request: async (f) => ({
      url: `/api/admin/payments/${await f.newPendingPaymentId()}/reject`,
      payload: { reason: 'no' },
    }),
    expect: ADMIN_ONLY(200),
  },
  {
    method: 'POST',
    route: '/api/admin/payments/:id/undo-approve',
    // A fresh pending payment has no approval to undo: the admin passes the guard and meets 409 (the 200
    // path, the window and the audit rows are in admin-undo.test.ts).
    request: async (f) => ({ url: `/api/admin/payments/${await f.newPendingPaymentId()}/undo-approve` }),
    expect: ADMIN_ONLY(409),
  },
  {
    method: 'GET',
    route: '/api/admin/rejection-templates',
    request: () => ({ url: '/api/admin/rejection-templates' }),
    expect: ADMIN_ONLY(200),
  },
  {
    method: 'PUT',
    route: '/api/admin/rejection-templates',
    request: () => ({
      url: '/api/admin/rejection-templates',
      payload: { templates: ['UTR not found in our statement', 'Amount does not match'] },
    }),
    expect: ADMIN_ONLY(200),
  },
  {
    method: 'GET',
    route: '/api/payment/:paymentId/receipt',
    // Only the buyer's own approved payment has a receipt; anyone else's is 404 like a missing one.
    request: (f) => ({ url: `/api/payment/${f.buyerPaymentId}/receipt` }),
    expect: s([401, 404, 401, 200, 404, 404]),
  },
  {
    method: 'GET',
    route: '/api/user/receipts',
    request: () => ({ url: '/api/user/receipts' }),
    expect: SIGNED_IN(200),
  },
  {
    method: 'POST',
    route: '/api/auth/password/forgot',
    request: () => ({ url: '/api/auth/password/forgot', payload: { email: 'nobody@example.com' } }),
    // The matrix's app has no SMTP server: reset by e-mail answers 503 for everyone alike.
    expect: ALL(503),
  },
  {
    method: 'POST',
    route: '/api/auth/password/reset',
    request: () => ({
      url: '/api/auth/password/reset',
      payload: { token: 'x', password: 'violet-harbour-quill-38' },
    }),
    expect: ALL(400),
  },
  {
    method: 'GET',
    route: '/api/user/orders',
    request: () => ({ url: '/api/user/orders' }),
    expect: SIGNED_IN(200),
  },
  {
    method: 'GET',
    route: '/api/admin/reconciliation',
    request: () => ({ url: '/api/admin/reconciliation' }),
    expect: ADMIN_ONLY(200),
  },
  {
    method: 'POST',
    route: '/api/admin/reconciliation/statements',
    request: () => {
      const form = multipart(
        {},
        { file: { filename: 'kotak.csv', contentType: 'text/csv', data: KOTAK_SAMPLE } },
      );
      return { url: '/api/admin/reconciliation/statements', payload: form.payload, headers: form.headers };
    },
    expect: ADMIN_ONLY(200),
  },
  {
    method: 'POST',
    route: '/api/admin/reconciliation/approve-matched',
    request: () => ({ url: '/api/admin/reconciliation/approve-matched' }),
    expect: ADMIN_ONLY(200),
  },
  {
    method: 'PUT',
    route: '/api/admin/reconciliation/settings',
    request: () => ({ url: '/api/admin/reconciliation/settings', payload: { autoApproveMatched: false } }),
    expect: ADMIN_ONLY(200),
  },
  {
    method: 'PUT',
    route: '/api/admin/reconciliation/mappings',
    request: () => ({
      url: '/api/admin/reconciliation/mappings',
      payload: { name: 'Matrix Bank', date: 'Date', narration: 'Details', credit: 'Credit' },
    }),
    expect: ADMIN_ONLY(200),
  },
  {
    method: 'GET',
    route: '/api/admin/payment-config',
    request: () => ({ url: '/api/admin/payment-config' }),
    expect: ADMIN_ONLY(200),
  },
  {
    method: 'PUT',
    route: '/api/admin/payment-config',
    request: () => ({
      url: '/api/admin/payment-config',
      payload: { upiId: 'examstore@okaxis', payeeName: 'Exam Store', bankName: 'SBI' },
    }),
    expect: ADMIN_ONLY(200),
  },
  {
    method: 'GET',
    route: '/api/admin/dashboard',
    request: () => ({ url: '/api/admin/dashboard' }),
    expect: ADMIN_ONLY(200),
  },
  {
    method: 'GET',
    route: '/api/admin/users',
    request: () => ({ url: '/api/admin/users' }),
    expect: ADMIN_ONLY(200),
  },
  {
    method: 'PUT',
    route: '/api/admin/users/:id/status',
    request: async (f) => ({
      url: `/api/admin/users/${await f.newUserId()}/status`,
      payload: { isActive: false },
    }),
    expect: ADMIN_ONLY(200),
  },
  {
    method: 'POST',
    route: '/api/admin/users/:id/undo-deactivate',
    // A fresh user is active: nothing to undo, so the admin meets 409 (admin-undo.test.ts has the 200 path).
    request: async (f) => ({ url: `/api/admin/users/${await f.newUserId()}/undo-deactivate` }),
    expect: ADMIN_ONLY(409),
  },
  {
    method: 'PUT',
    route: '/api/admin/users/:id/role',
    request: async (f) => ({
      url: `/api/admin/users/${await f.newUserId()}/role`,
      payload: { role: 'user' },
    }),
    expect: ADMIN_ONLY(200),
  },
  ...TEST_ROUTES,
];
