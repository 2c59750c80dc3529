/**
 * The UPI pay link (docs/domains/purchases.md "Rules and limits"):
 * `upi://pay?pa={upiId}&pn={payeeName}&am={amount, 2 decimals}&cu=INR`, the one builder of the API's purchase
 * link and the admin's test link. `amountRupees` is in rupees. Values are percent-encoded except the `@` of
 * the UPI ID, which some UPI apps do not decode.
 */
export function upiLink(upiId: string, payeeName: string, amountRupees: number): string {
  const pa = encodeURIComponent(upiId).replace(/%40/g, '@');
  return `upi://pay?pa=${pa}&pn=${encodeURIComponent(payeeName)}&am=${amountRupees.toFixed(2)}&cu=INR`;
}
