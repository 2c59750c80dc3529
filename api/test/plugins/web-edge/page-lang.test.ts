import { fontLinks, hindiFontUrls, pageLang } from '../../../src/plugins/web-edge/page-lang';

const INDEX = '<script id="theme-init" data-hindi-fonts="/assets/hi.0123.woff2"></script>';

describe('pageLang: the language a page will be shown in, as the browser picks it', () => {
  it('takes the lang cookie first, then Accept-Language by q, then English', () => {
    const req = (cookie: string | undefined, acceptLanguage?: string) => ({
      cookies: cookie === undefined ? {} : { lang: cookie },
      headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
    });
    expect(pageLang(req('hi', 'en-US'))).toBe('hi');
    expect(pageLang(req('en', 'hi-IN'))).toBe('en');
    expect(pageLang(req(undefined, 'hi-IN,hi;q=0.9,en;q=0.8'))).toBe('hi');
    // By q, not by order; a language that is not ours (Marathi) is passed over.
    expect(pageLang(req(undefined, 'en;q=0.5, mr-IN, hi-IN;q=0.8'))).toBe('hi');
    expect(pageLang(req(undefined, 'en-GB,hi;q=0.9'))).toBe('en');
    expect(pageLang(req('xx', 'ta-IN'))).toBe('en');
    expect(pageLang(req(undefined))).toBe('en');
  });
});

describe('the Hindi face’s preload', () => {
  it('is the index’s data-hindi-fonts, in Hindi only, and never an address off the site', () => {
    expect(fontLinks('hi', INDEX)).toEqual([
      '</assets/hi.0123.woff2>; rel=preload; as=font; type="font/woff2"; crossorigin=anonymous',
    ]);
    expect(fontLinks('en', INDEX)).toEqual([]);
    expect(fontLinks('hi', null)).toEqual([]);
    expect(
      hindiFontUrls('<script data-hindi-fonts="//evil.example/a.woff2 https://x/b.woff2 /c.woff2">'),
    ).toEqual(['/c.woff2']);
  });
});
