import { Type, type Static } from '@sinclair/typebox';
import { PaymentState } from './payment-state';
import { MatchState } from './reconciliation';

/**
 * `GET /api/admin/payments/export.csv` (the dashboard's Export Data, the Payments tab's Export CSV): the
 * same `status`, `q` and `match` filters as the payments list (the export honours the tab's filter); the answer is `text/csv` (UTF-8, header row, one payment a line, pending first then
 * newest), amounts in rupees.
 */
export const AdminPaymentsExportQuery = Type.Object({
  status: Type.Optional(Type.Union([PaymentState, Type.Literal('all')])),
  q: Type.Optional(Type.String({ maxLength: 200 })),
  /** Only payments in this match state against the bank statements. */
  match: Type.Optional(MatchState),
});
export type AdminPaymentsExportQuery = Static<typeof AdminPaymentsExportQuery>;

/** The export's body: CSV text (sent as `text/csv`, so it is not JSON-encoded). */
export const AdminPaymentsCsv = Type.String();
