/**
 * A deep-linked instructions page or exam screen starts reading its data as its code arrives, alongside
 * the session check, not after it (the page's largest paint waits for that answer; ARCHITECTURE "Online
 * tests"). With the session check held back for two seconds, the page's own read has already gone; once
 * the check answers, the page draws from that one read (no second one), and a reload of it does the same.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { demoBuyer, questionHeading } from './support/online-test';
import { callApi } from './support/store-session';

/** Holds every `/api/auth/me` of `page` until `release()`; `held()` says whether one is waiting. */
async function holdSessionCheck(page: Page) {
  let waiting = 0;
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth/me', async (route) => {
    waiting += 1;
    await gate;
    await route.continue();
  });
  return { held: () => waiting > 0, release };
}

test('the instructions page and the exam screen read their data while the session is still being checked, once', async ({
  signedInContext,
  platform,
}) => {
  test.setTimeout(120_000);
  const { student, bookId } = await demoBuyer('Kavya Nair');
  const [{ id: testId }] = await callApi<{ id: string }[]>(`/tests?bookId=${bookId}`, { token: student.token });
  const { attemptId } = await callApi<{ attemptId: string }>(`/tests/${testId}/attempts`, {
    token: student.token,
    json: {},
  });
  const context = await signedInContext({ token: student.token }, false);

  for (const [path, read, drawn] of [
    [`/test/${testId}`, `/api/tests/${testId}`, 'I have read and understood the instructions'],
    [`/test/${testId}/attempt/${attemptId}`, `/api/attempts/${attemptId}`, null],
  ] as const) {
    const page = await context.newPage();
    const reads: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'GET' && new URL(r.url()).pathname === read) reads.push(r.url());
    });
    const session = await holdSessionCheck(page);
    await page.goto(`${platform.url}${path}`);
    // The page's read goes while the session check waits.
    await expect.poll(() => reads.length, { timeout: 15_000 }).toBe(1);
    expect([path, session.held()]).toEqual([path, true]);
    session.release();
    if (drawn) await expect(page.getByLabel(drawn)).toBeVisible();
    else await expect(questionHeading(page)).toHaveText('Question 1');
    await page.waitForLoadState('networkidle');
    expect([path, reads.length]).toEqual([path, 1]);
    await page.close();
  }
});
