import QRCode from 'qrcode';
import { upiLink } from '@exam/shared-contracts/rules';
import { qrDataUrl } from '../../../src/modules/purchases/upi';

describe('UPI link and QR code (docs/domains/purchases.md "Rules and limits")', () => {
  it('builds the UPI deep link with the amount in rupees to 2 decimals', () => {
    expect(upiLink('store@okaxis', 'Exam Store & Co', 149.5)).toBe(
      'upi://pay?pa=store@okaxis&pn=Exam%20Store%20%26%20Co&am=149.50&cu=INR',
    );
  });

  it('renders a PNG data URL once per link and reuses it for the same link', async () => {
    const render = jest.spyOn(QRCode, 'toDataURL');
    const link = upiLink('cache@upi', 'Cache Test', 100);
    const [first, again] = await Promise.all([qrDataUrl(link), qrDataUrl(link)]);
    expect(again).toBe(first);
    expect(await qrDataUrl(link)).toBe(first);
    expect(render).toHaveBeenCalledTimes(1); // no second render, even for two requests at once
    expect(first).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    const other = await qrDataUrl(upiLink('cache@upi', 'Cache Test', 101));
    expect(other).not.toBe(first);
    expect(render).toHaveBeenCalledTimes(2);
    render.mockRestore();
  });
});
