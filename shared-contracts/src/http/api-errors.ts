/**
 * The stable codes of the API's refusals that reach students (api/README.md "Routes" and "Languages"), each
 * with the names of the values its message takes. A refusal's body is {@link ApiErrorBody}: `error` is the
 * English text (the texts of each domain page's "Errors", unchanged), `code` says which refusal it is,
 * `params` fill its message. A front end shows the message of `code` in the chosen language and falls back to
 * `error` for a code it does not know. A code is never renamed nor given another meaning; a new refusal gets
 * a new code. TypeBox-free, so a front end's bundle may import it.
 */
export const API_ERROR_PARAMS = {
  not_found: [],
  unavailable: [],
  internal: [],
  rate_limited: [],
  // Accounts and sign-in.
  sign_in_required: [],
  session_expired: [],
  device_signed_out: [],
  invalid_credentials: [],
  account_deactivated: [],
  email_taken: [],
  email_invalid: [],
  name_required: [],
  google_only: [],
  wrong_current_password: [],
  google_sign_in_expired: [],
  reset_unavailable: [],
  reset_invalid: [],
  password_too_short: ['min'],
  password_too_long: ['max'],
  password_blank: [],
  password_personal: [],
  password_weak: [],
  device_limit: ['count'],
  replace_expired: [],
  replace_unknown_device: [],
  replace_too_soon: ['days', 'date'],
  replace_no_mail: [],
  replace_wrong_code: [],
  // Store and payment.
  search_empty: [],
  book_not_found: [],
  utr_invalid: ['length'],
  already_owned: [],
  payment_pending: [],
  utr_used: [],
  book_free: [],
  payment_not_found: [],
  payments_not_configured: [],
  receipt_not_found: [],
  // Reader.
  no_book_access: [],
  reading_session_required: [],
  reading_session_expired: [],
  reading_session_invalid: [],
  reader_sign_in_here: [],
  device_key_missing: [],
  reading_other_device: [],
  book_taken_over: [],
  pages_too_fast: ['seconds'],
  searches_too_fast: ['seconds'],
  search_too_short: ['min'],
  bookmarks_full: ['max'],
  reader_busy: [],
  page_not_rendered: [],
  page_not_found: [],
  read_after_test: [],
  // Online tests.
  test_not_found: [],
  attempt_not_found: [],
  question_not_found: [],
  test_no_access: [],
  attempt_submitted: [],
  attempt_time_up: [],
  test_opened_elsewhere: [],
  test_sign_in_here: [],
  test_device_signed_out: [],
  test_start_busy: [],
  review_after_submit: [],
  solutions_after_submit: [],
  question_no_image: [],
  test_no_solutions: [],
  test_same_paper_open: [],
  bookmark_limit: ['max'],
} as const satisfies Record<string, readonly string[]>;

/** One of the stable refusal codes of {@link API_ERROR_PARAMS}. */
export type ApiErrorCode = keyof typeof API_ERROR_PARAMS;

/** The values of a refusal's message, by placeholder name (seconds, a count, an ISO date). */
export type ApiErrorParams = Record<string, string | number>;

/**
 * A refusal's JSON body (docs/screens.md "Calls": the client shows `error`): `{ error }` always, `code` and
 * `params` when the refusal is one students may see.
 */
export interface ApiErrorBody {
  error: string;
  code?: ApiErrorCode;
  params?: ApiErrorParams;
}

/** Every code, for tests and catalogs. */
export const API_ERROR_CODES = Object.keys(API_ERROR_PARAMS) as ApiErrorCode[];
