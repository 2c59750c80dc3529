/**
 * Hindi's face preloaded by the server (docs/languages.md "Font"): once a visitor's theme script has written
 * the lang cookie, the next HTML answer's Link header preloads the face a Hindi first paint waits for, and
 * an English page's never does.
 */
import { expect, test } from './support/fixtures';
import { PHONE, settle } from './support/hindi-page';

test('the next page of a Hindi visitor preloads the face from its HTML’s Link header, fetched once; never in English', async ({
  newContext,
  platform,
}) => {
  const nextPage = async (lang: string) => {
    const context = await newContext({ viewport: { width: PHONE, height: 800 } });
    await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
    const page = await context.newPage();
    // The first visit's theme script writes the lang cookie the server's next answer follows.
    await settle(page, '/', 'h1', platform.url);
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.woff2')) fetched.push(new URL(request.url()).pathname);
    });
    const answer = page.waitForResponse((r) => r.request().resourceType() === 'document');
    await settle(page, '/class12', 'h1', platform.url);
    const link = (await (await answer).allHeaders()).link ?? '';
    const cookie = (await context.cookies()).find((c) => c.name === 'lang')?.value;
    await context.close();
    return { link, fetched, cookie };
  };
  const english = await nextPage('en');
  expect(english.cookie).toBe('en');
  expect(english.link).not.toContain('.woff2');
  expect(english.fetched).toEqual([]);
  const hindi = await nextPage('hi');
  expect(hindi.cookie).toBe('hi');
  const font =
    /<(\/assets\/noto-sans-devanagari-devanagari-400-normal-hindi\.[0-9a-f]{8}\.woff2)>; rel=preload; as=font/.exec(
      hindi.link,
    )?.[1];
  expect(font).toBeDefined();
  // The header's preload and the theme script's own one for the same URL are one request.
  expect(hindi.fetched).toEqual([font]);
});
