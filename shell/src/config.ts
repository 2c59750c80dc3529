/**
 * Site facts shown in the footer (SPEC 1: "Footer contact details are {email} and {phone}; the location is
 * Mumbai, Maharashtra, India"). Constants rather than a runtime config: the values are part of the release.
 */
export const SITE = {
  name: 'Exam Store',
  tagline: 'Your trusted partner for NEET and JEE preparation with study materials, practice tests and expert guidance.',
  supportEmail: 'support@examstore.in',
  supportPhone: '+91 98765 43210',
  location: 'Mumbai, Maharashtra, India',
} as const;

/** Where the browser goes for Google sign-in (SPEC 7: a navigation, not a fetch; same host as the API). */
export const GOOGLE_SIGN_IN_URL = '/api/auth/google';
