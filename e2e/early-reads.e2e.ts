/**
 * A deep-linked signed-in page starts reading its data as its code arrives, alongside the session check,
 * not after it (the page's largest paint waits for that answer; docs/speed.md): the online test's
 * instructions page and exam screen (with its current question's image), My Books and My Orders. With the
 * session check held back, the page's reads have already gone; once the check answers, the page draws from
 * those reads, each made once.
 */
import type { Page } from '@playwright/test';
import { holdRequests } from './support/browser';
import { expect, test } from './support/fixtures';
import { DEMO_SERIES, demoAttempt, questionHeading } from './support/online-test';
import { card } from './support/store-session';

/**
 * Opens `path` with the session check held: every read of `reads` (API paths) goes before it answers, and
 * each address (path and query: an image at each of its widths) only once.
 */
async function readsWhileChecking(page: Page, url: string, reads: string[], drawn: () => Promise<void>) {
  const seen = new Map<string, number>();
  page.on('request', (r) => {
    const { pathname, search } = new URL(r.url());
    const address = pathname + search;
    if (r.method() === 'GET' && reads.includes(pathname)) seen.set(address, (seen.get(address) ?? 0) + 1);
  });
  const pathsSeen = () => [...new Set([...seen.keys()].map((a) => a.split('?')[0]))].sort();
  // The session check stays unanswered until released.
  const releaseSessionCheck = await holdRequests(page, '**/api/auth/me');
  await page.goto(url);
  // The page's reads go while the session check is still unanswered (it may not even have been asked yet).
  await expect.poll(pathsSeen, { timeout: 15_000 }).toEqual([...reads].sort());
  releaseSessionCheck();
  await drawn();
  await page.waitForLoadState('networkidle');
  expect([url, pathsSeen(), Object.fromEntries([...seen].filter(([, n]) => n !== 1))]).toEqual([
    url,
    [...reads].sort(),
    {},
  ]);
}

test('the instructions page, the exam screen, My Books and My Orders read their data while the session is being checked, once', async ({
  signedInContext,
  platform,
}) => {
  test.setTimeout(120_000);
  const { student, testId, attemptId } = await demoAttempt('Kavya Nair');
  const context = await signedInContext({ token: student.token }, false);
  const open = async (path: string, reads: string[], drawn: (page: Page) => Promise<void>) => {
    const page = await context.newPage();
    await readsWhileChecking(page, `${platform.url}${path}`, reads, () => drawn(page));
    await page.close();
  };

  await open(`/test/${testId}`, [`/api/tests/${testId}`], (page) =>
    expect(page.getByLabel('I have read and understood the instructions')).toBeVisible(),
  );
  // The exam screen also asks for its current question's image as soon as the attempt is known, at the
  // width it draws it: its own ask takes that image (one request for the question at that width; a phone
  // that reflows it asks once more, for the wider copy the reflow is drawn from).
  const examReads = [`/api/attempts/${attemptId}`, `/api/attempts/${attemptId}/questions/1/image`];
  await open(`/test/${testId}/attempt/${attemptId}`, examReads, (page) =>
    expect(questionHeading(page)).toHaveText('Question 1'),
  );
  await open('/my-books', ['/api/user/purchased-books', '/api/user/receipts', '/api/user/orders'], (page) =>
    expect(card(page, DEMO_SERIES)).toBeVisible(),
  );
  await open('/my-orders', ['/api/user/orders'], (page) =>
    expect(page.getByText(DEMO_SERIES).first()).toBeVisible(),
  );

  // On phones, whose image width the screen works out from the window before drawing anything.
  for (const [width, deviceScaleFactor] of [
    [360, 3],
    [412, 1.75],
  ]) {
    const phone = await signedInContext({ token: student.token }, false, {
      viewport: { width, height: 800 },
      deviceScaleFactor,
      isMobile: true,
      hasTouch: true,
    });
    const page = await phone.newPage();
    await readsWhileChecking(page, `${platform.url}/test/${testId}/attempt/${attemptId}`, examReads, () =>
      expect(questionHeading(page)).toHaveText('Question 1'),
    );
    await phone.close();
  }
});
