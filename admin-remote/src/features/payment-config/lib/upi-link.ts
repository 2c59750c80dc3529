/**
 * The test UPI link (SPEC 9: a UPI pay link with payee address, payee name, amount and currency INR):
 * `upi://pay?pa={upiId}&pn={payeeName}&am={amount, 2 decimals}&cu=INR`. Same shape as the API's purchase
 * link: values percent-encoded except the `@` of the UPI ID, which some UPI apps do not decode.
 */
export function testUpiLink(upiId: string, payeeName: string, amountRupees: number): string {
  const pa = encodeURIComponent(upiId).replace(/%40/g, '@');
  return `upi://pay?pa=${pa}&pn=${encodeURIComponent(payeeName)}&am=${amountRupees.toFixed(2)}&cu=INR`;
}
