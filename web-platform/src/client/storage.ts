/** Keys in localStorage (docs/domains/accounts.md "Session"). */
export const STORAGE_KEYS = {
  token: 'token',
  isAdmin: 'isAdmin',
  theme: 'theme',
  adminToken: 'adminToken',
} as const;

/** The stored bearer token: `token`, else `adminToken` (docs/domains/reading.md "The reader", the PDF call).
 * Null when none or no storage. */
export function readToken(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.token) ?? localStorage.getItem(STORAGE_KEYS.adminToken);
  } catch {
    return null;
  }
}

/** Removes the token and the admin flag (logout, failed verification, any 401:
 * docs/domains/accounts.md "Session"; docs/screens.md "The 401 rule"). */
export function clearSession(): void {
  try {
    localStorage.removeItem(STORAGE_KEYS.token);
    localStorage.removeItem(STORAGE_KEYS.isAdmin);
    localStorage.removeItem(STORAGE_KEYS.adminToken);
  } catch {
    /* storage unavailable (private mode): nothing to clear */
  }
}
