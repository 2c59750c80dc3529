/**
 * The product's public contact details (SPEC 1: "Footer contact details are {email} and {phone}; the location
 * is Mumbai, Maharashtra, India"). One configuration read by the shell's footer and the store's contact and
 * policy pages, so a change of address is made once. Phone in display form; `tel:` links strip the spaces.
 */
export const SITE_CONTACTS = {
  email: 'support@examstore.in',
  phone: '+91 98765 43210',
  location: 'Mumbai, Maharashtra, India',
} as const;
