/**
 * The product's public contact details (docs/screens.md "Header and footer":
 * "Footer contact details are {email} and {phone}; the location is Mumbai, Maharashtra, India"): the defaults
 * of the server's SUPPORT_* configuration, which `GET /api/site` serves, and what `useSiteContacts` shows
 * when that call fails. Phone in display form; `tel:` links strip the spaces.
 */
export const SITE_CONTACTS = {
  email: 'support@examstore.in',
  phone: '+91 98765 43210',
  location: 'Mumbai, Maharashtra, India',
} as const;
