/**
 * Support contacts shown on the store's policy and contact pages (SPEC 1). The same values as the shell's
 * footer config, kept here because remotes never import the shell.
 */
export const SUPPORT = {
  email: 'support@examstore.in',
  phone: '+91 98765 43210',
  location: 'Mumbai, Maharashtra, India',
} as const;

/** Formats rupees for display: `₹1,299` (SPEC 9: INR shown with ₹). */
export function rupees(amount: number): string {
  return `₹${amount.toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;
}
