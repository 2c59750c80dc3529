import fs from 'node:fs';
import path from 'node:path';
import { multipart } from '../multipart';
import { ADMIN_ONLY, type MatrixRow } from './rows';

/** A bank statement sample for the import route. */
const KOTAK_SAMPLE = fs.readFileSync(path.join(__dirname, '../../fixtures/statements/kotak.csv'));

/**
 * The admin's payments (modules/purchases/admin-payment-routes, reconciliation, rejection-templates): review, export,
 * audit log, rejection templates, bank statement reconciliation and the payment configuration.
 */
export const ADMIN_PAYMENT_ROUTES: MatrixRow[] = [
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
];
