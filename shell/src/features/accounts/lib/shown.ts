import { errorMessage } from '@exam/web-platform/client';
import type { Translate } from '@exam/web-platform/i18n';
import type { ShellMessageId } from '../../../lib/i18n';

/**
 * A text an auth form keeps to show later (a refusal under the form): one of the shell's messages, kept by
 * id, or a failed call kept as it came, so that a change of language redraws either; or a text shown as it is.
 */
export type Shown =
  { id: ShellMessageId; values?: Record<string, unknown> } | { failure: unknown } | { text: string };

/** The words of `shown` in the current language (a failure's: the server's refusal in it, `errorMessage`). */
export const showText = (t: Translate<ShellMessageId>, shown: Shown): string =>
  'id' in shown ? t(shown.id, shown.values) : 'text' in shown ? shown.text : errorMessage(shown.failure, '');

/** A failed call's text: the server's refusal (in the language shown then), else the shell's message `fallback`. */
export function failureShown(error: unknown, fallback: ShellMessageId): Shown {
  return errorMessage(error, '') ? { failure: error } : { id: fallback };
}
