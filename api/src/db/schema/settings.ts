import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Key/value settings (docs/domains/operations.md "Payment Config", "Rules and limits"): `payment.config`
 * {upiId, payeeName, bankName}, `payment.testAmount` (rupees), `upload.limits` {maxImageSize, maxPdfSize}
 * (bytes).
 */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});
