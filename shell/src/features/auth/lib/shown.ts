import { errorMessage } from '@exam/shared-contracts/client';
import type { Translate } from '@exam/shared-contracts/i18n';
import type { ShellMessageId } from '../../../lib/i18n';

/**
 * A text an auth form keeps to show later (a refusal under the form): one of the shell's messages, kept by
 * id so a change of language redraws it, or a text shown as it came (the server's `{ error }`).
 */
export type Shown = { id: ShellMessageId; values?: Record<string, unknown> } | { text: string };

/** The words of `shown` in the current language. */
export const showText = (t: Translate<ShellMessageId>, shown: Shown): string =>
  'id' in shown ? t(shown.id, shown.values) : shown.text;

/** A failed call's text: the server's `{ error }` as it is, else the shell's message `fallback`. */
export function failureShown(error: unknown, fallback: ShellMessageId): Shown {
  const said = errorMessage(error, '');
  return said ? { text: said } : { id: fallback };
}
