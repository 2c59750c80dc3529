import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The devices a student is signed in on (docs/domains/reading.md "Per-user budgets"): one row per browser,
 * known by the SHA-256 of the random secret in its httpOnly `exam_device` cookie (the secret itself is never
 * stored). A student may have `devicesPerStudent` devices (the `reader.limits` setting, 2 by default); a
 * third sign-in is refused until one is replaced with an e-mailed code. Signing out keeps the row: the
 * limit is on devices, not on sessions. `revoked_at` set: the device was replaced or reset by an admin,
 * and its sign-in tokens (claim `did`) are refused.
 */
export const devices = pgTable(
  'devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    secretHash: text('secret_hash').notNull(),
    /** `mobile`, `tablet` or `desktop`, from the User-Agent at sign-in. */
    kind: text('kind').notNull(),
    /** Browser and system, e.g. `Chrome 131 on Android`. */
    browser: text('browser').notNull(),
    lastIp: text('last_ip'),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('devices_user_secret_active')
      .on(t.userId, t.secretHash)
      .where(sql`revoked_at is null`),
    index('devices_user_idx').on(t.userId),
  ],
);

/**
 * A pending device replacement: the student signed in on a device past the limit and chose one to replace;
 * the e-mailed 6-digit code (its SHA-256 only) lets the new device take its place within 15 minutes, 5
 * tries. `used_at` marks a done replacement: at most one every 30 days per student.
 */
export const deviceReplacements = pgTable(
  'device_replacements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    replaceDeviceId: uuid('replace_device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    /** The new device: its cookie secret's hash and what it is. */
    secretHash: text('secret_hash').notNull(),
    kind: text('kind').notNull(),
    browser: text('browser').notNull(),
    ip: text('ip'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('device_replacements_user_idx').on(t.userId)],
);

/**
 * Accounts flagged for the admin (dashboard): a budget hit, a search walk, many addresses in a day. One row
 * per account, kind and IST day; `hits` counts the events and `evidence` keeps the latest details.
 */
export const accountFlags = pgTable(
  'account_flags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    day: date('day').notNull(),
    hits: integer('hits').notNull().default(1),
    evidence: jsonb('evidence').notNull(),
    firstAt: timestamp('first_at', { withTimezone: true }).notNull().defaultNow(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('account_flags_user_kind_day').on(t.userId, t.kind, t.day),
    index('account_flags_last_idx').on(t.lastAt),
  ],
);

export type DeviceRow = typeof devices.$inferSelect;
export type DeviceReplacementRow = typeof deviceReplacements.$inferSelect;
export type AccountFlagRow = typeof accountFlags.$inferSelect;
