import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * One-time codes of the Google sign-in callback (docs/domains/accounts.md "Auth callback"): the callback
 * hands the front end a random code instead of a session token; `POST /api/auth/google/exchange` trades it,
 * once, within 60 s, and only from the browser that started the flow. Only SHA-256 hashes are stored: of the
 * code, and of the random browser id kept in that browser's httpOnly flow cookie.
 */
export const signInCodes = pgTable(
  'sign_in_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    browserHash: text('browser_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sign_in_codes_expires_idx').on(t.expiresAt)],
);

export type SignInCodeRow = typeof signInCodes.$inferSelect;
