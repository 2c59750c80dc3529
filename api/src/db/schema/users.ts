import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Accounts (docs/domains/accounts.md "Session"). Students sign up with an e-mail (stored lowercased); admins
 * sign in with a username (docs/domains/accounts.md "Calls"). `password_hash` is Argon2id; null for accounts
 * without a password (e.g. a future Google sign-in, `google_sub`). The role lives only here: tokens carry
 * just the user id and `token_version`, which logout, deactivation, a role change and a password change
 * increment: every token signed with an older version is refused from the next request on.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').unique(),
    username: text('username').unique(),
    passwordHash: text('password_hash'),
    role: text('role', { enum: ['admin', 'user'] })
      .notNull()
      .default('user'),
    isActive: boolean('is_active').notNull().default(true),
    photo: text('photo'),
    googleSub: text('google_sub').unique(),
    tokenVersion: integer('token_version').notNull().default(0),
    /** The language the student chose (docs/languages.md): their e-mails are written in it. */
    lang: text('lang', { enum: ['en', 'hi'] })
      .notNull()
      .default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('users_role_check', sql`${t.role} in ('admin', 'user')`),
    check('users_lang_check', sql`${t.lang} in ('en', 'hi')`),
  ],
);

export type UserRow = typeof users.$inferSelect;
