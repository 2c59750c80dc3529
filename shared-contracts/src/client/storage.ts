/** Keys in localStorage (SPEC 3 "Stored in the browser"). */
export const STORAGE_KEYS = {
  token: 'token',
  isAdmin: 'isAdmin',
  theme: 'theme',
  adminToken: 'adminToken',
} as const;

/** The stored bearer token: `token`, else `adminToken` (SPEC 7, the PDF call). Null when none or no storage. */
export function readToken(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.token) ?? localStorage.getItem(STORAGE_KEYS.adminToken);
  } catch {
    return null;
  }
}

/** Removes the token and the admin flag (logout, failed verification, any 401: SPEC 4, 8). */
export function clearSession(): void {
  try {
    localStorage.removeItem(STORAGE_KEYS.token);
    localStorage.removeItem(STORAGE_KEYS.isAdmin);
    localStorage.removeItem(STORAGE_KEYS.adminToken);
  } catch {
    /* storage unavailable (private mode): nothing to clear */
  }
}
