/**
 * The purchases domain's module (docs/domains/purchases.md): what other modules use of it. The admin's
 * undo of an approval reads the payment (`findPayment`), and the dashboard counts the payments the admin's
 * list shows (`listAdminPayments`).
 * The module holds all of its domain's code, its plugin and routes included; app.ts and routes/index.ts
 * register those directly (docs/architecture.md "Where to read more"), everything else goes through here.
 */
export { findPayment, PAYMENT_MESSAGES } from './payments';
export { listAdminPayments } from './admin-payment-list';
