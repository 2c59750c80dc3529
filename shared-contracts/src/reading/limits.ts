import { Type, type Static } from '@sinclair/typebox';

/**
 * Limits a student never feels and a scraper always does (docs/domains/reading.md "Per-user budgets"): how
 * many new pages and searches an account may ask for, and on how many devices it may be signed in. One stored
 * setting (`reader.limits`) the admin edits from the dashboard (`GET`/`PUT /api/admin/limits`).
 */
export const ReaderLimits = Type.Object(
  {
    /** New pages (not yet sent in the session) per minute, per account: the burst of a fast skim. */
    pagesPerMinute: Type.Integer({ minimum: 5, maximum: 1000 }),
    /** New pages per hour, per account. */
    pagesPerHour: Type.Integer({ minimum: 20, maximum: 20_000 }),
    /** Searches inside a book per minute, per account. */
    searchesPerMinute: Type.Integer({ minimum: 5, maximum: 1000 }),
    /** Searches per day (24 h), per account. */
    searchesPerDay: Type.Integer({ minimum: 20, maximum: 50_000 }),
    /** Devices a student may be signed in on at once. */
    devicesPerStudent: Type.Integer({ minimum: 1, maximum: 10 }),
  },
  { additionalProperties: false },
);
export type ReaderLimits = Static<typeof ReaderLimits>;

/** The defaults: a student reading or skimming never meets them (30 pages a minute is one every 2 s). */
export const DEFAULT_READER_LIMITS: ReaderLimits = {
  pagesPerMinute: 30,
  pagesPerHour: 400,
  searchesPerMinute: 60,
  searchesPerDay: 1000,
  devicesPerStudent: 2,
};

export { LIMIT_MESSAGES } from './limit-messages';

/** Why an account is flagged for the admin. */
export const FLAG_KINDS = ['page-budget', 'search-budget', 'search-walk', 'many-addresses'] as const;
export type FlagKind = (typeof FLAG_KINDS)[number];

/** `GET /api/admin/flags`: flagged accounts, newest first, with their evidence. */
export const AccountFlag = Type.Object({
  id: Type.String(),
  user: Type.Object({
    id: Type.String(),
    name: Type.String(),
    email: Type.Union([Type.String(), Type.Null()]),
  }),
  kind: Type.Union(FLAG_KINDS.map((k) => Type.Literal(k))),
  day: Type.String(),
  hits: Type.Integer(),
  evidence: Type.Record(Type.String(), Type.Unknown()),
  firstAt: Type.String({ format: 'date-time' }),
  lastAt: Type.String({ format: 'date-time' }),
});
export type AccountFlag = Static<typeof AccountFlag>;
export const AccountFlagList = Type.Object({ flags: Type.Array(AccountFlag) });
export type AccountFlagList = Static<typeof AccountFlagList>;
