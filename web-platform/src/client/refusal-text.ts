import { currentLang, defineCatalog, t } from '@exam/web-platform/i18n';
import type { ApiErrorBody, ApiErrorCode } from '@exam/shared-contracts/http';

// The refusals' messages in Hindi, keyed by their stable code (`API_ERROR_PARAMS`); their English is the
// server's own `error` text, so the English bundle carries none of them. Quiet: read when a refusal is
// shown, so its arrival redraws nothing.
defineCatalog<string>({}, () => import('./locales/hi.json'), { quiet: true });

/**
 * The text to show for a refusal's JSON body (`ApiErrorBody`, docs/languages.md): in English the
 * server's `error` as it came (the texts of each domain page's "Errors"); in another language the message of
 * its `code` with its `params`, or the server's text when the code has no message there. Undefined when
 * `data` holds no `error` text.
 */
export function refusalText(data: unknown): string | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const { error, code, params } = data as Partial<ApiErrorBody>;
  if (typeof error !== 'string') return undefined;
  if (typeof code === 'string' && currentLang() !== 'en') {
    const text = t(code, params);
    // The runtime answers a message it does not hold with its id.
    if (text !== code) return text;
  }
  return error;
}

/** The body a failed call carries (RTK Query's `data`, `HttpStatusError.data`), if any. */
const bodyOf = (error: unknown): unknown =>
  error && typeof error === 'object' && 'data' in error ? error.data : undefined;

/**
 * The stable code of a failed call's refusal (`ApiErrorBody.code`): how a front end recognises a refusal
 * (a book taken over, a test opened elsewhere) whatever its English words. Undefined when it has none.
 */
export function refusalCode(error: unknown): ApiErrorCode | undefined {
  const code = (bodyOf(error) as Partial<ApiErrorBody> | null | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * The server's refusal from a failed call in the language shown now ({@link refusalText}: its `error` text,
 * or the message of its `code`), else `fallback` (docs/screens.md "Calls": "server error field, else ...").
 * Accepts anything RTK Query or a thrown value may hold.
 */
export function errorMessage(error: unknown, fallback: string): string {
  return refusalText(bodyOf(error)) ?? fallback;
}
