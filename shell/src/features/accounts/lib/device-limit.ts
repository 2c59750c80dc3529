import type { DeviceLimitResponse } from '@exam/shared-contracts/accounts';
import type { Translate } from '@exam/web-platform/i18n';
import type { ShellMessageId } from '../../../lib/i18n';

/**
 * The device limit's refusal inside a failed sign-in (RTK Query `{ status: 409, data }`, or a plain
 * `{ status, body }`), or null for any other error: the sign-in pages then show the devices and the way to
 * replace one (docs/domains/reading.md "Per-user budgets").
 */
export function deviceLimitOf(error: unknown): DeviceLimitResponse | null {
  const e = error as { status?: unknown; data?: unknown } | null;
  const data = e?.data as Partial<DeviceLimitResponse> | undefined;
  if (e?.status !== 409 || data?.code !== 'device_limit' || !Array.isArray(data.devices)) return null;
  if (typeof data.replaceToken !== 'string') return null;
  return data as DeviceLimitResponse;
}

/**
 * "Phone · Chrome 131 on Android" for a device row: the kind in the current language (`t`), the browser as
 * the server describes it.
 */
export function deviceLabel(d: { kind: string; browser: string }, t: Translate<ShellMessageId>): string {
  const kind = d.kind === 'mobile' ? t('Phone') : d.kind === 'tablet' ? t('Tablet') : t('Computer');
  return `${kind} · ${d.browser}`;
}
