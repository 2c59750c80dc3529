/**
 * A test's instructions page is drawn from its HTML (docs/speed.md "Prerendered first paint"): the server
 * fills the exam remote's per-test template, so on a phone the test's title, its facts and the general
 * instructions show before any script has run, stay while the page's own details load, and the page then
 * draws the same top in the same place: nothing moves, and the largest paint is the server's. The exam
 * screen's HTML has its loading state, so a reload in the middle of a test shows it at once.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { holdRequests, paintsOf, recordPaints } from './support/browser';
import {
  demoAttempt,
  demoBuyer,
  demoTestId,
  DEMO_SERIES,
  DEMO_TEST,
  questionHeading,
} from './support/online-test';

/** Where a heading stands on the page (CSS px from its top). */
const topOf = (page: Page, name: string) =>
  page
    .getByRole('heading', { name, exact: true })
    .filter({ visible: true })
    .evaluate((el) => el.getBoundingClientRect().top + window.scrollY);

for (const lang of ['en', 'hi'] as const)
  test(`${lang}: the instructions page shows the test from its HTML, keeps it while the details load, then draws it in place`, async ({
    signedInContext,
    platform,
  }) => {
    const bought = await demoBuyer(`Instructions Reader ${lang}`);
    const { student } = bought;
    const testId = await demoTestId(bought);
    const context = await signedInContext(
      { token: student.token },
      false,
      { viewport: { width: 412, height: 823 } },
      `localStorage.setItem('lang', '${lang}')`,
    );
    await recordPaints(context);
    const releaseDetails = await holdRequests(context, `**/api/tests/${testId}`);
    const page = await context.newPage();
    await page.goto(`${platform.url}/test/${testId}`);
    const general = lang === 'hi' ? 'सामान्य निर्देश' : 'General instructions';
    const sections = lang === 'hi' ? 'सेक्शन' : 'Sections';

    // The server's top, before the details are given: the test, its series, the general instructions.
    const prerendered = page.locator('[data-prerender]');
    await expect(prerendered.getByRole('heading', { level: 1 }).filter({ visible: true })).toHaveText(
      DEMO_TEST,
    );
    await expect(prerendered.getByText(DEMO_SERIES).filter({ visible: true })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    // The exam remote has loaded and checked the session meanwhile; no spinner replaces the top.
    await page.waitForTimeout(1000);
    await expect(page.getByRole('status')).toHaveCount(0);
    await expect(prerendered.getByRole('heading', { name: general }).filter({ visible: true })).toBeVisible();
    const before = await topOf(page, general);
    const releasedAt = await page.evaluate(() => performance.now());

    releaseDetails();
    await expect(page.getByRole('heading', { name: sections, exact: true })).toBeVisible();
    await expect(prerendered).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEMO_TEST);
    expect(await topOf(page, general)).toBe(before);
    await page.waitForLoadState('networkidle');
    const { lcp, shifts } = await paintsOf(page);
    // Every largest paint came from the HTML, before the page had its details.
    expect(lcp.length).toBeGreaterThan(0);
    expect(Math.max(...lcp.map((e) => e.at))).toBeLessThan(releasedAt);
    expect(shifts).toEqual([]);
  });

test('a reload of the exam screen shows it loading from the HTML, before the exam remote has arrived', async ({
  signedInContext,
  platform,
}) => {
  const { student, testId, attemptId } = await demoAttempt('Exam Reloader');
  const context = await signedInContext({ token: student.token }, false, {
    viewport: { width: 412, height: 823 },
  });
  await recordPaints(context);
  const releaseRemote = await holdRequests(context, '**/remotes/exam/**');
  const page = await context.newPage();
  await page.goto(`${platform.url}/test/${testId}/attempt/${attemptId}`);
  const loading = page.locator('[data-prerender]').getByRole('status').filter({ visible: true });
  await expect(loading).toHaveText('Loading your test...');
  await page.waitForTimeout(500);
  await expect(loading).toBeVisible();
  const firstPaint = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
  );
  const releasedAt = await page.evaluate(() => performance.now());
  releaseRemote();
  await expect(questionHeading(page)).toHaveText('Question 1');
  await expect(page.locator('[data-prerender]')).toHaveCount(0);
  expect(firstPaint).toBeLessThan(releasedAt);
  expect((await paintsOf(page)).shifts).toEqual([]);
});
