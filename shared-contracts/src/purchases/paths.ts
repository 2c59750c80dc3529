/** The purchases' paths: a book's payment, its status and receipt, the student's books, receipts and orders. */
export const purchasePaths = {
  paymentForBook: (bookId: string) => `/payment/${encodeURIComponent(bookId)}`,
  paymentSubmit: '/payment/submit',
  paymentStatus: (paymentId: string) => `/payment/${encodeURIComponent(paymentId)}/status`,
  purchasedBooks: '/user/purchased-books',
  paymentReceipt: (paymentId: string) => `/payment/${encodeURIComponent(paymentId)}/receipt`,
  userReceipts: '/user/receipts',
  userOrders: '/user/orders',
} as const;

/** The admin's purchases paths (all under `/admin`): payments, their review and export, UPI settings, reconciliation. */
export const adminPurchasePaths = {
  adminPayments: '/admin/payments',
  adminPaymentApprove: (id: string) => `/admin/payments/${encodeURIComponent(id)}/approve`,
  adminPaymentReject: (id: string) => `/admin/payments/${encodeURIComponent(id)}/reject`,
  adminPaymentUndoApprove: (id: string) => `/admin/payments/${encodeURIComponent(id)}/undo-approve`,
  adminPaymentConfig: '/admin/payment-config',
  adminPaymentsExport: '/admin/payments/export.csv',
  adminRejectionTemplates: '/admin/rejection-templates',
  adminReconciliation: '/admin/reconciliation',
  adminReconciliationStatements: '/admin/reconciliation/statements',
  adminReconciliationApproveMatched: '/admin/reconciliation/approve-matched',
  adminReconciliationSettings: '/admin/reconciliation/settings',
  adminReconciliationMappings: '/admin/reconciliation/mappings',
} as const;
