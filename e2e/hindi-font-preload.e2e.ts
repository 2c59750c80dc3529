/**
 * Hindi's face preloaded by the server (docs/languages.md "Font"): once a visitor's theme script has written
 * the lang cookie, the next HTML answer's Link header preloads the face a Hindi first paint waits for, and
 * an English page's never does. A page whose largest paint is an image gets its face after the image.
 */
import { expect, test } from './support/fixtures';
import { PHONE, settle } from './support/hindi-page';
import { demoAttempt } from './support/online-test';

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

// The question reflowed (Fit to screen, on until turned off: drawn in pieces of its image) and as printed.
for (const fit of [true, false])
  test(`a Hindi page led by an image (a reopened exam screen, its question ${fit ? 'reflowed' : 'as printed'}) fetches the face once, after the image is drawn, and then draws its words in it`, async ({
    signedInContext,
    platform,
  }) => {
    const { student, testId, attemptId } = await demoAttempt(`Image First Hindi ${fit ? 'Fit' : 'Printed'}`);
    const context = await signedInContext(
      { token: student.token },
      false,
      { viewport: { width: PHONE, height: 800 } },
      `localStorage.setItem('lang', 'hi');${fit ? '' : "localStorage.setItem('examQuestionFit', '0')"}`,
    );
    const address = `${platform.url}/test/${testId}/attempt/${attemptId}`;
    // The first visit reads the attempt (the resume cookie) and writes the lang cookie (and the Fit cookie).
    const first = await context.newPage();
    await first.goto(address);
    const question = first.getByTestId('exam-screen');
    await expect(
      fit
        ? question.locator('[data-question-reflow]:not([data-reflow-empty])')
        : question.locator('img[data-watermark]'),
    ).toBeVisible();
    await first.close();

    const page = await context.newPage();
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.woff2')) fetched.push(new URL(request.url()).pathname);
    });
    const answer = page.waitForResponse((r) => r.request().resourceType() === 'document');
    await page.goto(address);
    const response = await answer;
    const html = await response.text();
    expect(html).toMatch(/^<!doctype html>\s*<html[^>]*\sdata-image-first/i);
    // The HTML draws the question the way the student reads it.
    expect(html.includes('data-reflow-seed')).toBe(fit);
    expect((await response.allHeaders()).link ?? '').not.toContain('.woff2');
    await expect(page.locator('html')).not.toHaveAttribute('data-font-wait');
    await expect(page.locator('html')).not.toHaveAttribute('data-font-later');
    const times = await page.evaluate(() => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const image = entries.find((e) => /\/questions\/1\/image/.test(e.name));
      const face = entries.find((e) => e.name.endsWith('.woff2'));
      return { imageEnd: image?.responseEnd, faceStart: face?.startTime };
    });
    // The face was asked for only once the question image had arrived (then decoded and drawn).
    expect(times.faceStart).toBeGreaterThan(times.imageEnd!);
    expect(fetched).toHaveLength(1);
    expect(await page.evaluate(() => document.fonts.check("1em 'Noto Sans Devanagari Hindi'", 'अ'))).toBe(
      true,
    );
  });
