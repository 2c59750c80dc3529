import { Type, type Static } from '@sinclair/typebox';

/** A payment's review state (docs/domains/purchases.md "Payment states"): only `pending` can be approved or
 * rejected. */
export const PAYMENT_STATES = ['pending', 'approved', 'rejected'] as const;
export const PaymentState = Type.Union(PAYMENT_STATES.map((s) => Type.Literal(s)));
export type PaymentState = Static<typeof PaymentState>;
