import type { Translate } from '@exam/web-platform/i18n';
import type { ShellMessageId } from '../../../lib/i18n';

/**
 * A password field's show/hide toggle in the page's language (the UI kit's `toggleText`): "Show" / "Hide",
 * named "Show password" / "Hide password" after the field's (translated) label.
 */
export const passwordToggleText = (t: Translate<ShellMessageId>, label: string) => ({
  show: t('Show'),
  hide: t('Hide'),
  showName: t('Show {field}', { field: label.toLowerCase() }),
  hideName: t('Hide {field}', { field: label.toLowerCase() }),
});
