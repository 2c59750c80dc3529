/**
 * Site facts shown in the header and footer (SPEC 1). The contact details are not here: they come from the
 * server's configuration (`GET /api/site`, useSiteContacts), the same the store's contact and policy pages show.
 */
export const SITE = {
  name: 'Exam Store',
  tagline:
    'Your trusted partner for NEET and JEE preparation with study materials, practice tests and expert guidance.',
} as const;

/** Where the browser goes for Google sign-in (SPEC 7: a navigation, not a fetch; same host as the API). */
export const GOOGLE_SIGN_IN_URL = '/api/auth/google';
