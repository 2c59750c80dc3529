/**
 * Money (SPEC 3): the API speaks rupees (a number with at most two decimals); the database stores integer
 * paise. Every conversion and every "₹" shown goes through here.
 */

/** Integer paise from rupees: 499.5 → 49950. Rounds to the nearest paisa. */
export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

/** Rupees from integer paise: 49950 → 499.5. */
export function paiseToRupees(paise: number): number {
  return paise / 100;
}

/** An amount in rupees for display, Indian digit grouping, at most two decimals: 12500 → "₹12,500". */
export function formatRupees(rupees: number): string {
  return `₹${rupees.toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;
}
