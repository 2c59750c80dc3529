/**
 * True on an Android phone or tablet, where a `upi://pay` link opens the installed UPI apps. iOS
 * has no common handler for it, so elsewhere the QR code and the copy button are the ways to pay.
 */
export function isAndroid(userAgent: string): boolean {
  return /\bAndroid\b/i.test(userAgent);
}

/** A `mailto:` link to support with the payment id in the subject and body. */
export function supportMailto(email: string, paymentId: string): string {
  const subject = `Payment ${paymentId}`;
  const body = `Hello, I need help with my payment ${paymentId}.`;
  return `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
