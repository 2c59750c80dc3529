/** Every API path, relative to the `/api` base (SPEC 7). Functions build paths with ids. */
export const API_BASE = '/api';

/**
 * `GET /site` (the contact details), apart so the shared client can ask for it without bundling all of
 * {@link paths} beside the copy each app has.
 */
export const SITE_PATH = '/site';

export const paths = {
  health: '/health',
  site: SITE_PATH,
  authLogin: '/auth/login',
  authRegister: '/auth/register',
  authMe: '/auth/me',
  authGoogle: '/auth/google',
  authGoogleExchange: '/auth/google/exchange',
  authLogout: '/auth/logout',
  authPreferences: '/auth/preferences',
  authPassword: '/auth/password',
  authPasswordForgot: '/auth/password/forgot',
  authDevicesReplace: '/auth/devices/replace',
  authDevicesReplaceConfirm: '/auth/devices/replace/confirm',
  authPasswordReset: '/auth/password/reset',
  adminLogin: '/admin/login',
  books: '/books',
  /** Book search; the query string is built by the caller (`BookSearchQuery`). */
  booksSearch: '/books/search',
  /** One book's page (`BookDetails`), and its sample page's image (a book's first page, marked, 480 px). */
  book: (bookId: string) => `/books/${encodeURIComponent(bookId)}`,
  bookSample: (bookId: string) => `/books/${encodeURIComponent(bookId)}/sample`,
  paymentForBook: (bookId: string) => `/payment/${encodeURIComponent(bookId)}`,
  paymentSubmit: '/payment/submit',
  paymentStatus: (paymentId: string) => `/payment/${encodeURIComponent(paymentId)}/status`,
  purchasedBooks: '/user/purchased-books',
  /** The caller's books that stay closed until their test (`ClosedBooks`). */
  closedBooks: '/user/closed-books',
  paymentReceipt: (paymentId: string) => `/payment/${encodeURIComponent(paymentId)}/receipt`,
  userReceipts: '/user/receipts',
  userOrders: '/user/orders',
} as const;

/**
 * The admin dashboard's paths (all under `/admin`, the sign-in excepted: it is in {@link paths}), apart so the
 * student apps do not carry them: each app bundles its own copy of `paths` (a literal object is not
 * tree-shaken), on every page.
 */
export const adminPaths = {
  adminLeakTrace: (code: string) => `/admin/leak-trace/${encodeURIComponent(code)}`,
  adminLeakTraceImage: '/admin/leak-trace/image',
  adminBooks: '/admin/books',
  adminBook: (id: string) => `/admin/books/${encodeURIComponent(id)}`,
  adminConfig: '/admin/config',
  adminDashboard: '/admin/dashboard',
  adminUsers: '/admin/users',
  adminUserRole: (id: string) => `/admin/users/${encodeURIComponent(id)}/role`,
  adminUserDevices: (id: string) => `/admin/users/${encodeURIComponent(id)}/devices`,
  adminLimits: '/admin/limits',
  adminFlags: '/admin/flags',
  adminUserStatus: (id: string) => `/admin/users/${encodeURIComponent(id)}/status`,
  adminUserUndoDeactivate: (id: string) => `/admin/users/${encodeURIComponent(id)}/undo-deactivate`,
  adminPayments: '/admin/payments',
  adminPaymentApprove: (id: string) => `/admin/payments/${encodeURIComponent(id)}/approve`,
  adminPaymentReject: (id: string) => `/admin/payments/${encodeURIComponent(id)}/reject`,
  adminPaymentUndoApprove: (id: string) => `/admin/payments/${encodeURIComponent(id)}/undo-approve`,
  adminPaymentConfig: '/admin/payment-config',
  adminPaymentsExport: '/admin/payments/export.csv',
  adminAuditLog: '/admin/audit-log',
  adminRejectionTemplates: '/admin/rejection-templates',
  adminReconciliation: '/admin/reconciliation',
  adminReconciliationStatements: '/admin/reconciliation/statements',
  adminReconciliationApproveMatched: '/admin/reconciliation/approve-matched',
  adminReconciliationSettings: '/admin/reconciliation/settings',
  adminReconciliationMappings: '/admin/reconciliation/mappings',
  adminTests: '/admin/tests',
  adminTest: (id: string) => `/admin/tests/${encodeURIComponent(id)}`,
  /** Making a test from a paper as a job: `POST` starts it (202 `TestJob`), `adminTestJob` follows it. */
  adminTestJobs: '/admin/tests/jobs',
  adminTestJob: (id: string) => `/admin/tests/jobs/${encodeURIComponent(id)}`,
  adminTestKey: (id: string) => `/admin/tests/${encodeURIComponent(id)}/key`,
  adminTestPublish: (id: string) => `/admin/tests/${encodeURIComponent(id)}/publish`,
  adminTestUnpublish: (id: string) => `/admin/tests/${encodeURIComponent(id)}/unpublish`,
  adminTestDrop: (id: string, n: number) => `/admin/tests/${encodeURIComponent(id)}/questions/${n}/drop`,
  adminTestAttempts: (id: string) => `/admin/tests/${encodeURIComponent(id)}/attempts`,
  adminTestAttemptsCsv: (id: string) => `/admin/tests/${encodeURIComponent(id)}/attempts.csv`,
  adminTestStats: (id: string) => `/admin/tests/${encodeURIComponent(id)}/stats`,
  adminTestSolutionsPdf: (id: string) => `/admin/tests/${encodeURIComponent(id)}/solutions-pdf`,
  /** A page of the test's PDF for the region editor (admin only, unmarked). */
  adminTestPage: (id: string, page: number, width: number, source: 'paper' | 'solutions' = 'paper') =>
    `/admin/tests/${encodeURIComponent(id)}/pages/${page}?w=${width}${source === 'solutions' ? '&source=solutions' : ''}`,
  adminAttemptTime: (attemptId: string) => `/admin/attempts/${encodeURIComponent(attemptId)}/time`,
  /** `POST` (with `{ reason }`) excludes the attempt from the ranks; `DELETE` puts it back. */
  adminAttemptExclude: (testId: string, attemptId: string) =>
    `/admin/tests/${encodeURIComponent(testId)}/attempts/${encodeURIComponent(attemptId)}/exclude`,
} as const;
