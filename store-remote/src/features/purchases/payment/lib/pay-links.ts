import type { Translate } from '@exam/web-platform/i18n';
import type { PaymentMessageId } from '../i18n';

/**
 * True on an Android phone or tablet, where a `upi://pay` link opens the installed UPI apps. iOS
 * has no common handler for it, so elsewhere the QR code and the copy button are the ways to pay.
 */
export function isAndroid(userAgent: string): boolean {
  return /\bAndroid\b/i.test(userAgent);
}

/**
 * A `mailto:` link to support with the payment id in the subject and body, written in the student's
 * language by `t`.
 */
export function supportMailto(email: string, paymentId: string, t: Translate<PaymentMessageId>): string {
  const subject = t('Payment {paymentId}', { paymentId });
  const body = t('Hello, I need help with my payment {paymentId}.', { paymentId });
  return `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
