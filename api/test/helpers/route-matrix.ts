import { ADMIN_BOOK_ROUTES } from './route-matrix/admin-books';
import { ADMIN_PAYMENT_ROUTES } from './route-matrix/admin-payments';
import { ADMIN_TEST_ROUTES } from './route-matrix/admin-exams';
import { ADMIN_USER_ROUTES } from './route-matrix/admin-users';
import { AUTH_ROUTES } from './route-matrix/auth';
import { BOOK_ROUTES } from './route-matrix/books';
import { PAYMENT_ROUTES } from './route-matrix/payment';
import { READING_ROUTES } from './route-matrix/reading';
import type { MatrixRow } from './route-matrix/rows';
import { SITE_ROUTES } from './route-matrix/site';
import { TEST_ROUTES } from './route-matrix/tests';

export type { MatrixRequest, MatrixRow } from './route-matrix/rows';

/**
 * THE authorization matrix: every API route × guest, user, inactive user, user who bought,
 * user who did not buy (has a pending payment only), admin → expected status. authorization-matrix.test.ts
 * walks it against the real database and fails when a route is missing from it; fuzz-inputs.test.ts sends
 * generated bad input to each of its routes. One file per area under route-matrix/, as in src/routes.
 */
export const ROUTE_MATRIX: MatrixRow[] = [
  ...SITE_ROUTES,
  ...AUTH_ROUTES,
  ...BOOK_ROUTES,
  ...PAYMENT_ROUTES,
  ...READING_ROUTES,
  ...ADMIN_USER_ROUTES,
  ...ADMIN_BOOK_ROUTES,
  ...ADMIN_PAYMENT_ROUTES,
  ...TEST_ROUTES,
  ...ADMIN_TEST_ROUTES,
];
