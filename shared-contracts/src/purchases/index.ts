/** The purchases' contracts (payments, UTR, receipts, reconciliation, UPI settings): HTTP schemas and rules, no browser code. */
export * from './rules';
export * from './payment-state';
export * from './payments';
export * from './payments-export';
export * from './reconciliation';
export * from './paths';
