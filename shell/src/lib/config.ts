/**
 * Site facts shown in the header and footer (docs/screens.md "Header and footer"); the product line is a
 * message of the shell's catalog. The contact details are not here: they come from the server's configuration
 * (`GET /api/site`, useSiteContacts), the same the store's contact and policy pages show.
 */
export const SITE = {
  name: 'Exam Store',
} as const;

/** Where the browser goes for Google sign-in (docs/domains/accounts.md "Calls": a navigation, not a fetch;
 * same host as the API). */
export const GOOGLE_SIGN_IN_URL = '/api/auth/google';
