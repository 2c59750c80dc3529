import { SITE_CONTACTS } from '@exam/shared-contracts/constants';

/** Support contacts on the store's policy and contact pages (SPEC 1): the shared configuration the footer uses. */
export const SUPPORT = SITE_CONTACTS;

/** Formats rupees for display: `₹1,299` (SPEC 9: INR shown with ₹). */
export function rupees(amount: number): string {
  return `₹${amount.toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;
}
