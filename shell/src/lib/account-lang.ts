import { sendApiRequest } from '@exam/web-platform/client';
import { accountPaths } from '@exam/shared-contracts/constants';
import type { Preferences } from '@exam/shared-contracts/accounts';
import { currentLang, isLang, readStoredLang, setLang, type Lang } from '@exam/web-platform/i18n';

/**
 * Keeps `lang` on the signed-in account (`PUT /api/auth/preferences`, docs/languages.md): its e-mails
 * are written in it and a new device opens in it. Fire and forget: a failure leaves the account's older
 * choice, never the page.
 */
export function saveAccountLang(lang: Lang, token?: string): void {
  sendApiRequest(accountPaths.authPreferences, { method: 'PUT', body: { lang }, token }).catch(
    () => undefined,
  );
}

/** sessionStorage flag: this tab has asked for the signed-in account's language already. */
const ASKED_KEY = 'langAsked';

function asked(): boolean {
  try {
    return sessionStorage.getItem(ASKED_KEY) === '1';
  } catch {
    return false;
  }
}

function rememberAsked(): void {
  try {
    sessionStorage.setItem(ASKED_KEY, '1');
  } catch {
    /* storage unavailable: the next page load asks again */
  }
}

/**
 * Brings the page and the account to one language once a session is known. Just signed in with a language
 * chosen on this device (`signedInNow` and a stored `lang`): the account takes it. No choice stored here (a
 * new device, cleared storage): the page takes the account's. Otherwise the device's own choice stands.
 * Never throws.
 */
export async function syncAccountLang(token: string, signedInNow: boolean): Promise<void> {
  const stored = readStoredLang();
  if (stored) {
    if (signedInNow) saveAccountLang(stored, token);
    return;
  }
  // Asked at each sign-in and once per tab after it, not on every page load.
  if (!signedInNow && asked()) return;
  const res = await sendApiRequest(accountPaths.authPreferences, { token }).catch(() => null);
  if (!res?.ok) return;
  rememberAsked();
  const { lang } = (await res.json().catch(() => ({}))) as Partial<Preferences>;
  if (isLang(lang) && lang !== currentLang()) await setLang(lang).catch(() => undefined);
}
