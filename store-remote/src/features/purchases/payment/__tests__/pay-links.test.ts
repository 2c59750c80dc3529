import { t } from '@exam/web-platform/i18n';
import '../i18n';
import { isAndroid, supportMailto } from '../lib/pay-links';

describe('pay links', () => {
  it('recognises Android user agents only', () => {
    expect(isAndroid('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile')).toBe(
      true,
    );
    expect(isAndroid('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Safari/604.1')).toBe(false);
    expect(isAndroid('Mozilla/5.0 (X11; Linux x86_64) Chrome/126')).toBe(false);
  });

  it('fills the payment id into the support e-mail', () => {
    const link = supportMailto('support@examstore.in', 'abc-123', t);
    expect(link.startsWith('mailto:support@examstore.in?subject=Payment%20abc-123&body=')).toBe(true);
    expect(decodeURIComponent(link.split('body=')[1])).toContain('abc-123');
  });
});
