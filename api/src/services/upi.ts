import QRCode from 'qrcode';

/**
 * The UPI deep link of SPEC 3/9: `upi://pay?pa=<upiId>&pn=<payeeName>&am=<amount, 2 decimals>&cu=INR`.
 * `amountRupees` is in rupees.
 */
export function upiLink(upiId: string, payeeName: string, amountRupees: number): string {
  return `upi://pay?pa=${encodeURIComponent(upiId).replace(/%40/g, '@')}&pn=${encodeURIComponent(payeeName)}&am=${amountRupees.toFixed(2)}&cu=INR`;
}

/** A PNG data URL (`data:image/png;base64,...`) of a QR code holding `text`. */
export function qrDataUrl(text: string): Promise<string> {
  return QRCode.toDataURL(text, { errorCorrectionLevel: 'M', margin: 2, width: 300 });
}
