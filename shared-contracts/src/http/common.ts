import { BOOK_ACCESS } from '../rules/access';
import { Type, type Static } from '@sinclair/typebox';
import { CATEGORIES, SECTIONS, SUBJECTS } from './rules';

/**
 * Every refusal from the API: `{ "error": "<message>" }` with a 4xx/5xx status (docs/screens.md "Calls": the
 * client shows `error`), with the refusal's stable `code` and the `params` of its message when students may
 * see it (`ApiErrorBody`, api-errors.ts).
 */
export const ErrorResponse = Type.Object(
  {
    error: Type.String(),
    code: Type.Optional(Type.String()),
    params: Type.Optional(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]))),
  },
  { $id: 'ErrorResponse' },
);
export type ErrorResponse = Static<typeof ErrorResponse>;

/** Book categories (docs/domains/catalogue.md "Rules and limits"). */
export const Category = Type.Union(CATEGORIES.map((c) => Type.Literal(c)));
export type Category = Static<typeof Category>;

/** Book sections (docs/domains/catalogue.md "Rules and limits"): `test` holds test series, `home` the
 * featured materials. */
export const Section = Type.Union(SECTIONS.map((s) => Type.Literal(s)));
export type Section = Static<typeof Section>;

/** Subjects a book is found by: derived by the server from title and description. */
export const Subject = Type.Union(SUBJECTS.map((s) => Type.Literal(s)));
export type Subject = Static<typeof Subject>;

/** Roles (docs/domains/accounts.md "Roles"). */
export const ROLES = ['admin', 'user'] as const;
export const Role = Type.Union(ROLES.map((r) => Type.Literal(r)));
export type Role = Static<typeof Role>;

/** A payment's review state (docs/domains/purchases.md "Payment states"): only `pending` can be approved or
 * rejected. */
export const PAYMENT_STATES = ['pending', 'approved', 'rejected'] as const;
export const PaymentState = Type.Union(PAYMENT_STATES.map((s) => Type.Literal(s)));
export type PaymentState = Static<typeof PaymentState>;

/** A book's status for the caller (docs/domains/catalogue.md "Book fields", "Book access"): the values of
 * `BOOK_ACCESS` in `rules/access`. */
export { BOOK_ACCESS };
export const BookAccess = Type.Union(BOOK_ACCESS.map((s) => Type.Literal(s)));
export type BookAccess = Static<typeof BookAccess>;

/** Route params holding one id (a UUID). */
export const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
export type IdParams = Static<typeof IdParams>;

/** `{ ok: true }`: an action that returns nothing else. */
export const OkResponse = Type.Object({ ok: Type.Boolean() });
export type OkResponse = Static<typeof OkResponse>;

/**
 * `GET /api/site`: the public contact details of the footer, contact and policy pages
 * (docs/screens.md "Information and policy pages"), from the server's configuration (SUPPORT_EMAIL,
 * SUPPORT_PHONE, SUPPORT_LOCATION). Phone in display form.
 */
export const SiteContacts = Type.Object({
  email: Type.String(),
  phone: Type.String(),
  location: Type.String(),
});
export type SiteContacts = Static<typeof SiteContacts>;

/** `GET /api/health`: `ok`/`up` when the database answered at once, `degraded`/`slow` when it is up but busy. */
export const HealthResponse = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')]),
  db: Type.Union([Type.Literal('up'), Type.Literal('slow')]),
});
export type HealthResponse = Static<typeof HealthResponse>;
