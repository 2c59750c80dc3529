/** Formats rupees for display: `₹1,299` (SPEC 9: INR shown with ₹). */
export function rupees(amount: number): string {
  return `₹${amount.toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;
}
