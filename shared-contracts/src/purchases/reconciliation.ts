import { PaymentState } from './payment-state';
import { Type, type Static } from '@sinclair/typebox';

/**
 * Bank-statement reconciliation and rejection templates. Amounts are rupees, dates are the
 * bank's calendar days `YYYY-MM-DD` (Indian dates), instants are ISO strings.
 */

/** The statement formats the API reads by name; any other bank goes through a saved column mapping. */
export const STATEMENT_BANKS = ['sbi', 'hdfc', 'icici', 'axis', 'kotak'] as const;
export const StatementBank = Type.Union(STATEMENT_BANKS.map((b) => Type.Literal(b)));
export type StatementBank = Static<typeof StatementBank>;

/**
 * A payment's standing against the imported statements: `matched` (a credit line with its UTR and the same
 * amount), `amount_mismatch` (its UTR with another amount: `statementAmount`), `not_in_statement` (the
 * statements cover its IST submission day and the day after, and no line has its UTR), `unchecked` (no
 * statement covers those days yet). Rejected payments are `null`: they hold no UTR any more.
 */
export const MATCH_STATES = ['matched', 'amount_mismatch', 'not_in_statement', 'unchecked'] as const;
export const MatchState = Type.Union(MATCH_STATES.map((s) => Type.Literal(s)));
export type MatchState = Static<typeof MatchState>;

/** `match` of a listed payment; `statementAmount` (rupees) is the credit line's amount when one has its UTR. */
export const PaymentMatch = Type.Object({
  state: MatchState,
  statementAmount: Type.Union([Type.Number(), Type.Null()]),
});
export type PaymentMatch = Static<typeof PaymentMatch>;

/**
 * A saved column mapping for a bank without a built-in parser: the header texts (as in the file's header
 * row, compared case- and space-insensitively) of the date, narration, optional reference, and credit
 * columns. `name` is how the admin calls the bank; it is also the `bank` field value that selects it.
 */
export const StatementMapping = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 60, pattern: '^[A-Za-z0-9 ._-]+$' }),
  date: Type.String({ minLength: 1, maxLength: 100 }),
  narration: Type.String({ minLength: 1, maxLength: 100 }),
  reference: Type.Optional(Type.String({ maxLength: 100 })),
  credit: Type.String({ minLength: 1, maxLength: 100 }),
});
export type StatementMapping = Static<typeof StatementMapping>;

/**
 * Answer of `POST /api/admin/reconciliation/statements`: the format used, and counts over the file's
 * credit lines. `linesRead`: dated transaction rows read; `credits`: those that are credits; `new`: credit
 * lines not seen in an earlier import; `matched`, `amountMismatches`, `unmatched`: the file's credit lines
 * whose UTR is held by a pending or approved payment with the same amount, with another amount, or by
 * none; `autoApproved`: pending payments approved because the auto-approve setting is on.
 */
export const StatementImportResult = Type.Object({
  importId: Type.String(),
  bank: Type.String(),
  linesRead: Type.Integer(),
  credits: Type.Integer(),
  new: Type.Integer(),
  matched: Type.Integer(),
  amountMismatches: Type.Integer(),
  unmatched: Type.Integer(),
  autoApproved: Type.Integer(),
  coversFrom: Type.Union([Type.String(), Type.Null()]),
  coversTo: Type.Union([Type.String(), Type.Null()]),
});
export type StatementImportResult = Static<typeof StatementImportResult>;

/** A credit line no pending or approved payment claims (the student may not have submitted yet). */
export const UnmatchedCredit = Type.Object({
  id: Type.String(),
  bank: Type.String(),
  date: Type.String(),
  narration: Type.String(),
  reference: Type.Union([Type.String(), Type.Null()]),
  amount: Type.Number(),
});
export type UnmatchedCredit = Static<typeof UnmatchedCredit>;

/** One past import, newest first in the overview. */
export const StatementImportSummary = Type.Object({
  id: Type.String(),
  bank: Type.String(),
  fileName: Type.String(),
  linesRead: Type.Integer(),
  credits: Type.Integer(),
  new: Type.Integer(),
  coversFrom: Type.Union([Type.String(), Type.Null()]),
  coversTo: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
});
export type StatementImportSummary = Static<typeof StatementImportSummary>;

/** Reconciliation settings: approve exact matches as soon as a statement is imported (off by default). */
export const ReconciliationSettings = Type.Object({ autoApproveMatched: Type.Boolean() });
export type ReconciliationSettings = Static<typeof ReconciliationSettings>;

/**
 * `GET /api/admin/reconciliation`: the pending payments per match state, the unmatched credit lines (newest
 * first, at most 200), the last 10 imports, the saved mappings and the settings.
 */
export const ReconciliationOverview = Type.Object({
  pending: Type.Object({
    matched: Type.Integer(),
    amount_mismatch: Type.Integer(),
    not_in_statement: Type.Integer(),
    unchecked: Type.Integer(),
  }),
  unmatchedCredits: Type.Array(UnmatchedCredit),
  imports: Type.Array(StatementImportSummary),
  mappings: Type.Array(StatementMapping),
  settings: ReconciliationSettings,
});
export type ReconciliationOverview = Static<typeof ReconciliationOverview>;

/** Answer of `POST /api/admin/reconciliation/approve-matched`: the ids approved by this call. */
export const ApproveMatchedResponse = Type.Object({
  approved: Type.Integer(),
  paymentIds: Type.Array(Type.String()),
});
export type ApproveMatchedResponse = Static<typeof ApproveMatchedResponse>;

/** `GET/PUT /api/admin/rejection-templates`: the reasons offered when rejecting, 1..20 of them. */
export const RejectionTemplates = Type.Object({
  templates: Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { minItems: 1, maxItems: 20 }),
});
export type RejectionTemplates = Static<typeof RejectionTemplates>;

/**
 * `GET /api/payment/{paymentId}/receipt`: the caller's own approved payment as
 * a receipt. Amount in rupees, instants ISO; `payee` is the UPI payee the store shows now.
 */
export const PaymentReceipt = Type.Object({
  paymentId: Type.String(),
  book: Type.Object({ _id: Type.String(), title: Type.String() }),
  student: Type.Object({ name: Type.String(), email: Type.Union([Type.String(), Type.Null()]) }),
  amount: Type.Number(),
  utr: Type.String(),
  submittedAt: Type.String(),
  approvedAt: Type.String(),
  payee: Type.Object({ name: Type.String(), upiId: Type.String() }),
});
export type PaymentReceipt = Static<typeof PaymentReceipt>;

/** `GET /api/user/receipts`: the caller's approved payments, one per book (the latest), for My Books' links. */
export const UserReceipts = Type.Array(Type.Object({ paymentId: Type.String(), bookId: Type.String() }));
export type UserReceipts = Static<typeof UserReceipts>;

/**
 * `GET /api/user/orders`: every payment of the caller, newest first. Amounts in
 * rupees; times ISO 8601; `rejectionReason` only on rejected payments; `reviewedAt` is the approval or
 * rejection time (null while pending). Soft-deleted books keep their title here.
 */
export const UserOrder = Type.Object({
  paymentId: Type.String(),
  book: Type.Object({ _id: Type.String(), title: Type.String() }),
  amount: Type.Number(),
  utr: Type.String(),
  submittedAt: Type.String(),
  status: PaymentState,
  rejectionReason: Type.Union([Type.String(), Type.Null()]),
  reviewedAt: Type.Union([Type.String(), Type.Null()]),
});
export type UserOrder = Static<typeof UserOrder>;
export const UserOrders = Type.Array(UserOrder);
export type UserOrders = Static<typeof UserOrders>;
