import { Type, type Static } from '@sinclair/typebox';

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
