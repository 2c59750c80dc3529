/** Every API path, relative to the `/api` base (SPEC 7). Functions build paths with ids. */
export const API_BASE = '/api';

export const paths = {
  health: '/health',
  site: '/site',
  authLogin: '/auth/login',
  authRegister: '/auth/register',
  authMe: '/auth/me',
  authGoogle: '/auth/google',
  adminLogin: '/admin/login',
  books: '/books',
  paymentForBook: (bookId: string) => `/payment/${encodeURIComponent(bookId)}`,
  paymentSubmit: '/payment/submit',
  paymentStatus: (paymentId: string) => `/payment/${encodeURIComponent(paymentId)}/status`,
  purchasedBooks: '/user/purchased-books',
  pdfProxy: (pdfUrl: string) => `/pdf-proxy?url=${encodeURIComponent(pdfUrl)}`,
  readingSessions: '/reading/sessions',
  readingProgress: (bookId: string) => `/reading/progress/${encodeURIComponent(bookId)}`,
  /** Page image (reading-session token): `?w=` width in px, optional `&tile=x,y` above the largest width. */
  readingPage: (page: number, width: number, tile?: { x: number; y: number }) =>
    `/reading/pages/${page}?w=${width}${tile ? `&tile=${tile.x},${tile.y}` : ''}`,
  readingThumbnail: (page: number) => `/reading/pages/${page}/thumbnail`,
  readingDocument: '/reading/document',
  readingOutline: '/reading/outline',
  readingSearch: (q: string) => `/reading/search?q=${encodeURIComponent(q)}`,
  readingBookmarks: (bookId: string) => `/reading/bookmarks/${encodeURIComponent(bookId)}`,
  readingBookmark: (bookId: string, page: number) =>
    `/reading/bookmarks/${encodeURIComponent(bookId)}/${page}`,
  adminLeakTrace: (code: string) => `/admin/leak-trace/${encodeURIComponent(code)}`,
  adminBooks: '/admin/books',
  adminBook: (id: string) => `/admin/books/${encodeURIComponent(id)}`,
  adminConfig: '/admin/config',
  adminDashboard: '/admin/dashboard',
  adminUsers: '/admin/users',
  adminUserRole: (id: string) => `/admin/users/${encodeURIComponent(id)}/role`,
  adminUserStatus: (id: string) => `/admin/users/${encodeURIComponent(id)}/status`,
  adminPayments: '/admin/payments',
  adminPaymentApprove: (id: string) => `/admin/payments/${encodeURIComponent(id)}/approve`,
  adminPaymentReject: (id: string) => `/admin/payments/${encodeURIComponent(id)}/reject`,
  adminPaymentConfig: '/admin/payment-config',
  adminPaymentsExport: '/admin/payments/export.csv',
  adminAuditLog: '/admin/audit-log',
} as const;
