/**
 * Who may call an operation, when its hooks do not say it (plugins/openapi.ts reads the rest from them):
 * `optional` a token is read when sent, `bearer` a token is required (checked in the handler).
 */
export type OperationAuth = 'optional' | 'bearer';

/**
 * Every documented operation of the API: its `operationId` (what a generated client names the call), a
 * one-line summary and, where the route's hooks do not show it, who may call it; by `METHOD /path` as
 * Fastify registers it. The OpenAPI plugin (plugins/openapi.ts) writes them into the description with each
 * route's tag and security; api/test/plugins/openapi.test.ts fails when a route has no entry here, or an entry has no
 * route.
 */
export const OPERATIONS: Record<string, [operationId: string, summary: string, auth?: OperationAuth]> = {
  'GET /api/health': ['getHealth', 'Whether the API and its database answer'],
  'GET /api/health/live': ['getLiveness', 'Liveness probe: the process runs'],
  'GET /api/health/ready': ['getReadiness', 'Readiness probe: database, Redis and storage are reachable'],
  'GET /api/metrics': ['getMetrics', 'Prometheus metrics (METRICS_TOKEN bearer)', 'bearer'],
  'GET /api/site': ['getSiteContacts', "The site's contact details"],
  'POST /api/auth/register': ['register', 'Create a student account and sign in'],
  'POST /api/auth/login': ['login', 'Sign in with e-mail and password'],
  'POST /api/auth/logout': ['logout', "End every session of the caller's account"],
  'PUT /api/auth/password': ['changePassword', 'Change the password'],
  'POST /api/auth/password/forgot': ['forgotPassword', 'E-mail a password reset link'],
  'POST /api/auth/password/reset': ['resetPassword', 'Set a new password from a reset link'],
  'GET /api/auth/device-nonce': ['getDeviceNonce', 'A current nonce for device proofs (DPoP-Nonce)'],
  'GET /api/auth/me': ['getMe', 'The signed-in user'],
  'GET /api/auth/preferences': ['getPreferences', "The signed-in account's language"],
  'PUT /api/auth/preferences': ['setPreferences', "Keep the signed-in account's language"],
  'POST /api/auth/devices/replace': [
    'startDeviceReplacement',
    'Past the device limit: e-mail a code to replace a device',
  ],
  'POST /api/auth/devices/replace/confirm': [
    'confirmDeviceReplacement',
    'Replace the chosen device with this one and sign in',
  ],
  'GET /api/auth/google': ['startGoogleSignIn', 'Start "Continue with Google" (a redirect)'],
  'GET /api/auth/google/callback': [
    'finishGoogleSignIn',
    'Where Google returns (a redirect to /auth-callback)',
  ],
  'POST /api/auth/google/exchange': [
    'exchangeGoogleCode',
    "Exchange Google sign-in's one-time code for a token",
  ],
  'GET /api/books': ['listBooks', "The catalogue, with the caller's access to each book", 'optional'],
  'GET /api/books/search': ['searchBooks', 'Find books by words, category, section and subject', 'optional'],
  'GET /api/books/:id': [
    'getBookPage',
    "One book's page: the book, its tests' sections and marks, whether it has a sample",
    'optional',
  ],
  'GET /api/books/:id/sample': [
    'getBookSample',
    "A study book's sample page: its first page, small and marked",
  ],
  'GET /api/payment/:bookId': [
    'getPaymentPage',
    'What the purchase page shows: book, UPI QR code, payee, amount',
  ],
  'POST /api/payment/submit': ['submitPayment', 'Submit the UTR of a UPI payment for a book'],
  'GET /api/payment/:paymentId/status': ['getPaymentStatus', "A payment's review state"],
  'GET /api/payment/:paymentId/receipt': ['getReceipt', 'The receipt of an approved payment'],
  'GET /api/user/receipts': ['listReceipts', "The caller's receipts"],
  'GET /api/user/orders': ['listOrders', "The caller's payments with their states"],
  'GET /api/user/purchased-books': ['listPurchasedBooks', 'My Books: the books the caller bought'],
  'GET /api/user/closed-books': [
    'listClosedBooks',
    "The caller's books that stay closed until their test (Readable after your test)",
  ],
  'GET /api/pdf-proxy': ['getPdf', 'A stored book PDF (admins only)'],
  'POST /api/reading/sessions': ['openReadingSession', 'Open a reading session of a book (its page token)'],
  'GET /api/reading/progress/:bookId': ['getReadingProgress', 'The last page read of a book'],
  'PUT /api/reading/progress/:bookId': ['saveReadingProgress', 'Save the last page read of a book'],
  'GET /api/reading/document': ['getReadingDocument', "The session's book: pages, sizes, widths, leak code"],
  'GET /api/reading/pages/:page': ['getReadingPage', 'A marked page image'],
  'GET /api/reading/pages/:page/thumbnail': ['getReadingThumbnail', 'A marked page thumbnail'],
  'GET /api/reading/outline': ['getReadingOutline', "The book's table of contents"],
  'GET /api/reading/search': ['searchReading', "Search the session's book"],
  'GET /api/reading/bookmarks/:bookId': ['listBookmarks', "The caller's bookmarks of a book"],
  'PUT /api/reading/bookmarks/:bookId/:page': ['putBookmark', 'Bookmark a page'],
  'DELETE /api/reading/bookmarks/:bookId/:page': ['deleteBookmark', 'Remove a bookmark'],
  'GET /api/tests': ['listBookTests', 'The published online tests of a test series'],
  'GET /api/tests/:id': ['getTest', "A test's instructions and whether the caller may take it"],
  'POST /api/tests/:id/attempts': ['startAttempt', 'Start an attempt at a test, or resume the open one'],
  'GET /api/attempts/:attemptId': [
    'getAttempt',
    "An attempt's state: answers, time left, the result once submitted",
  ],
  'GET /api/attempts/:attemptId/clock': [
    'getAttemptClock',
    "An attempt's status, deadline and the server's time (an idle screen's poll)",
  ],
  'PUT /api/attempts/:attemptId/answers/:number': [
    'saveAnswer',
    "Save one question's answer and review mark",
  ],
  'PUT /api/attempts/:attemptId/current': ['moveToQuestion', 'Move to a question (visited), with time spent'],
  'POST /api/attempts/:attemptId/integrity': [
    'reportIntegrityEvent',
    'Report a tab switch or a full-screen exit',
  ],
  'POST /api/attempts/:attemptId/submit': ['submitAttempt', 'Submit an attempt and get its result'],
  'GET /api/attempts/:attemptId/review': [
    'getAttemptReview',
    "A submitted attempt's review, analysis and top ten",
  ],
  'GET /api/attempts/:attemptId/questions/:number/image': ['getQuestionImage', "A question's marked image"],
  'GET /api/attempts/:attemptId/questions/:number/layout': [
    'getQuestionLayout',
    "A question image's lines and words, to reflow it on a phone",
  ],
  'GET /api/attempts/:attemptId/questions/:number/solution': [
    'getSolutionImage',
    "A question's solution image (after submission)",
  ],
  'GET /api/user/attempts': ['listMyAttempts', "My tests: the caller's attempts with score and rank"],
  'PUT /api/attempts/:attemptId/questions/:number/bookmark': [
    'keepQuestionBookmark',
    'Bookmark a question of a submitted attempt',
  ],
  'DELETE /api/attempts/:attemptId/questions/:number/bookmark': [
    'dropQuestionBookmark',
    'Remove a bookmarked question',
  ],
  'GET /api/user/bookmarks': ['listQuestionBookmarks', "The caller's bookmarked questions, newest first"],
  'GET /api/files/covers/:name': ['getCover', 'A book cover (public)'],
  'POST /api/admin/login': ['adminLogin', 'Sign in as the admin'],
  'GET /api/admin/books': ['adminListBooks', 'Every book with its reader preparation'],
  'POST /api/admin/books': ['adminCreateBook', 'Add a book (multipart: fields, cover, PDF)'],
  'PUT /api/admin/books/:id': ['adminUpdateBook', 'Edit a book (multipart)'],
  'DELETE /api/admin/books/:id': ['adminDeleteBook', 'Remove a book from the catalogue (buyers keep it)'],
  'GET /api/admin/config': ['adminGetConfig', 'Upload limits'],
  'GET /api/admin/payments': ['adminListPayments', 'Payments to review, filtered and paged'],
  'GET /api/admin/payments/export.csv': ['adminExportPayments', 'The filtered payments as CSV'],
  'POST /api/admin/payments/:id/approve': ['adminApprovePayment', 'Approve a pending payment'],
  'POST /api/admin/payments/:id/undo-approve': ['adminUndoApprove', 'Undo an approval within its window'],
  'POST /api/admin/payments/:id/reject': ['adminRejectPayment', 'Reject a pending payment with a reason'],
  'GET /api/admin/payment-config': ['adminGetPaymentConfig', 'The UPI payee settings'],
  'PUT /api/admin/payment-config': ['adminSavePaymentConfig', 'Change the UPI payee settings'],
  'GET /api/admin/dashboard': ['adminGetDashboard', 'Dashboard totals, growth and the last 30 days'],
  'GET /api/admin/users': ['adminListUsers', 'Every account'],
  'PUT /api/admin/users/:id/status': ['adminSetUserStatus', 'Activate or deactivate an account'],
  'POST /api/admin/users/:id/undo-deactivate': [
    'adminUndoDeactivate',
    'Undo a deactivation within its window',
  ],
  'PUT /api/admin/users/:id/role': ['adminSetUserRole', "Change an account's role"],
  'GET /api/admin/audit-log': ['adminListAuditLog', 'The audit log, newest first'],
  'GET /api/admin/leak-trace/:code': ['adminTraceLeakCode', 'Who read in the session of a leak code'],
  'POST /api/admin/leak-trace/image': [
    'adminTraceLeakedImage',
    'Name the reader of a leaked page image from its hidden mark',
  ],
  'GET /api/admin/limits': ['adminGetReaderLimits', 'The page, search and device budgets'],
  'PUT /api/admin/limits': ['adminSaveReaderLimits', 'Change the page, search and device budgets'],
  'GET /api/admin/flags': ['adminListFlags', 'Accounts flagged by the budgets, with their evidence'],
  'GET /api/admin/users/:id/devices': ['adminListUserDevices', "A student's signed-in devices"],
  'DELETE /api/admin/users/:id/devices': ['adminResetUserDevices', "Sign out all of a student's devices"],
  'GET /api/admin/rejection-templates': ['adminListRejectionTemplates', 'Rejection reasons to pick from'],
  'PUT /api/admin/rejection-templates': ['adminSaveRejectionTemplates', 'Change the rejection reasons'],
  'GET /api/admin/reconciliation': ['adminGetReconciliation', 'Imported statements and unmatched credits'],
  'POST /api/admin/reconciliation/statements': [
    'adminImportStatement',
    'Import a bank statement (CSV or XLSX)',
  ],
  'POST /api/admin/reconciliation/approve-matched': [
    'adminApproveMatched',
    'Approve every payment its statement proves',
  ],
  'PUT /api/admin/reconciliation/settings': ['adminSaveReconciliationSettings', 'Reconciliation settings'],
  'PUT /api/admin/reconciliation/mappings': [
    'adminSaveStatementMapping',
    "Save another bank's column mapping",
  ],
  'GET /api/admin/tests': ['adminListTests', 'Every online test'],
  'POST /api/admin/tests': ['adminCreateTest', "Make a draft test from a test series' PDF with a preset"],
  'POST /api/admin/tests/jobs': [
    'adminStartTestJob',
    "Start making a draft test from a test series' PDF (a job)",
  ],
  'GET /api/admin/tests/jobs/:id': [
    'adminGetTestJob',
    'Follow a job making a test: its stage and pages read',
  ],
  'GET /api/admin/tests/:id': ['adminGetTest', 'A test with its regions and key'],
  'PUT /api/admin/tests/:id': ['adminUpdateTest', "Save a test's edit (re-scores on a key revision)"],
  'DELETE /api/admin/tests/:id': ['adminDeleteTest', 'Delete a test without attempts'],
  'PUT /api/admin/tests/:id/key': ['adminSetAnswerKey', 'Set the answer key from a CSV'],
  'POST /api/admin/tests/:id/publish': ['adminPublishTest', 'Publish a test'],
  'POST /api/admin/tests/:id/unpublish': ['adminUnpublishTest', 'Unpublish a test'],
  'POST /api/admin/tests/:id/questions/:number/drop': [
    'adminDropQuestion',
    'Drop a question (or undo) and re-score',
  ],
  'GET /api/admin/tests/:id/attempts': [
    'adminListAttempts',
    "A test's attempts with ranks and integrity counts",
  ],
  'GET /api/admin/tests/:id/attempts.csv': ['adminExportAttempts', "A test's attempts as CSV"],
  'GET /api/admin/tests/:id/stats': [
    'adminGetTestStats',
    'Per-question statistics of the submitted attempts',
  ],
  'GET /api/admin/tests/:id/pages/:page': ['adminGetTestPage', "A page of the test's PDF for the editor"],
  'POST /api/admin/tests/:id/solutions-pdf': ['adminUploadSolutionsPdf', "Upload the test's solutions PDF"],
  'POST /api/admin/tests/:id/attempts/:attemptId/exclude': [
    'adminExcludeAttempt',
    'Exclude an attempt from the ranks, with a reason',
  ],
  'DELETE /api/admin/tests/:id/attempts/:attemptId/exclude': [
    'adminIncludeAttempt',
    'Put an excluded attempt back in the ranks (or keep a flagged one)',
  ],
  'POST /api/admin/attempts/:attemptId/time': [
    'adminAdjustAttemptTime',
    'Give or take time of an open attempt',
  ],
};
