/**
 * The purchases domain's module (docs/domains/purchases.md): what other modules use of it. The admin's
 * undo of an approval reads the payment (`findPayment`), and the dashboard counts the payments the admin's
 * list shows (`listAdminPayments`).
 */
export { findPayment, PAYMENT_MESSAGES } from './payments';
export { listAdminPayments } from './admin-payment-list';
