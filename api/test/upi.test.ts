import { qrDataUrl, upiLink } from '../src/services/upi';

describe('UPI link and QR code (SPEC 3, 9)', () => {
  it('builds the UPI deep link with the amount in rupees to 2 decimals', () => {
    expect(upiLink('store@okaxis', 'Exam Store & Co', 149.5)).toBe('upi://pay?pa=store@okaxis&pn=Exam%20Store%20%26%20Co&am=149.50&cu=INR');
  });

  it('renders a PNG data URL once per link and reuses it for the same link', async () => {
    const link = upiLink('cache@upi', 'Cache Test', 100);
    const first = qrDataUrl(link);
    expect(qrDataUrl(link)).toBe(first); // the same promise: no second render
    expect(await first).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    const other = qrDataUrl(upiLink('cache@upi', 'Cache Test', 101));
    expect(other).not.toBe(first);
    expect(await other).not.toBe(await first);
  });
});
