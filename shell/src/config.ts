import { SITE_CONTACTS } from '@exam/shared-contracts/constants';

/**
 * Site facts shown in the header and footer (SPEC 1). The contacts come from the shared `SITE_CONTACTS`
 * configuration, the same the store's contact and policy pages show.
 */
export const SITE = {
  name: 'Exam Store',
  tagline: 'Your trusted partner for NEET and JEE preparation with study materials, practice tests and expert guidance.',
  supportEmail: SITE_CONTACTS.email,
  supportPhone: SITE_CONTACTS.phone,
  location: SITE_CONTACTS.location,
} as const;

/** Where the browser goes for Google sign-in (SPEC 7: a navigation, not a fetch; same host as the API). */
export const GOOGLE_SIGN_IN_URL = '/api/auth/google';
