/**
 * JavaScript budgets: what each page loads before a student can use it, per app, in gzip bytes, against
 * `e2e/js-budgets.json`. A build that grows an app's share of a page past its budget fails here, in CI.
 * Each page is opened in a fresh browser context (nothing cached), and its scripts are counted until the
 * network is idle once its main heading shows; each script is gzipped at level 9, as the build's .gz copies
 * are. The reader and the exam screen have their own budgets of 60 kB (their apps' share of opening a book
 * and of opening a test's instructions).
 *
 * Raising a budget is a decision: change the JSON in the same commit as the code that needs it, and say why.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Response } from '@playwright/test';
import { demoBuyer, DEMO_SERIES, openDemoTest } from './support/online-test';
import { FREE_BOOK, openFromCard, waitForPainted } from './support/reader-helpers';
import { adminToken, bookId, card, registerStudent } from './support/store-session';
import { expect, test } from './support/fixtures';

/** Budgets by page, then by app (`shell`, or a remote's name from apps.json), in gzip bytes; `$comment` aside. */
type Budgets = Record<string, Record<string, number>>;
const BUDGETS = JSON.parse(fs.readFileSync(path.join(__dirname, 'js-budgets.json'), 'utf8')) as Budgets;

/** The app a script belongs to: `/remotes/<name>/…` is that remote's, anything else the shell's. */
const appOf = (url: string) => /^\/remotes\/([a-z]+)\//.exec(new URL(url).pathname)?.[1] ?? 'shell';

/** Starts counting the scripts `context` receives: gzip bytes by app, read with the returned function. */
function countScripts(context: BrowserContext): () => Promise<Record<string, number>> {
  const bodies: Promise<[string, number]>[] = [];
  const onResponse = (response: Response) => {
    if (!/\.m?js$/.test(new URL(response.url()).pathname) || response.status() !== 200) return;
    lastScriptAt = Date.now();
    bodies.push(
      response
        .body()
        .then((body) => [appOf(response.url()), gzipSync(body, { level: 9 }).length] as [string, number]),
    );
  };
  context.on('response', onResponse);
  return async () => {
    // Counting ends here: a script arriving later (a prefetch) would have its body read after the context
    // closed, and that read's failure failed the test although nothing was over budget.
    context.off('response', onResponse);
    const totals: Record<string, number> = {};
    for (const [app, bytes] of await Promise.all(bodies)) totals[app] = (totals[app] ?? 0) + bytes;
    return totals;
  };
}

/** When the last script of the counted context arrived (ms since the epoch). */
let lastScriptAt = 0;

/**
 * Waits until no script has arrived for a second. The reader keeps page images coming (the next pages
 * made ready), so "no request for 500 ms" (`networkidle`) may never come; scripts are what is counted.
 */
async function scriptsSettled(): Promise<void> {
  await expect.poll(() => Date.now() - lastScriptAt, { timeout: 30_000 }).toBeGreaterThanOrEqual(1_000);
}

/** Compares one page's figures with its budgets: every app within its own, no app without one. */
function check(page: string, measured: Record<string, number>) {
  const budget = BUDGETS[page] ?? {};
  const rows = Object.entries(measured).map(([app, bytes]) => ({ app, bytes, budget: budget[app] ?? 0 }));
  test.info().annotations.push({
    type: `JS on ${page} (gzip bytes)`,
    description: rows.map((r) => `${r.app} ${r.bytes} / ${r.budget}`).join(', '),
  });
  console.log(`${page}: ${rows.map((r) => `${r.app} ${r.bytes} / ${r.budget}`).join(', ')}`);
  expect.soft(BUDGETS[page], `no budget for ${page}`).toBeDefined();
  const over = rows.filter((r) => r.bytes > r.budget).map((r) => `${r.app} ${r.bytes} > ${r.budget}`);
  expect.soft(over, `over budget on ${page}`).toEqual([]);
}

/** Opens `pagePath` in a context of its own from `fresh` (nothing cached) and counts its scripts. */
async function measure(fresh: () => Promise<BrowserContext>, pagePath: string) {
  const context = await fresh();
  const page = await context.newPage();
  const totals = countScripts(context);
  await page.goto(pagePath);
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  check(pagePath.replace(/[0-9a-f-]{36}/, ':id'), await totals());
  await context.close();
}

test('guest pages stay within their JavaScript budgets', async ({ newContext, platform }) => {
  const guest = () => newContext({ baseURL: platform.url });
  for (const pagePath of ['/', '/class11', '/class12', '/tests', '/login', '/search?q=physics'])
    await measure(guest, pagePath);
});

test('signed-in pages stay within their JavaScript budgets: My Books, a payment page, the admin dashboard', async ({
  signedInContext,
  platform,
}) => {
  const { token } = await registerStudent('Budget Reader');
  const student = () => signedInContext({ token }, false, { baseURL: platform.url });
  await measure(student, '/my-books');
  await measure(student, `/payment/${await bookId('Units and Measurements', 'class11')}`);
  const admin = await adminToken();
  await measure(() => signedInContext({ token: admin }, true, { baseURL: platform.url }), '/admin');
});

test("the reader's and the exam screen's own JavaScript stay within 60 kB each", async ({
  signedInContext,
  platform,
}) => {
  // The reader: its scripts loaded from Read Now to the viewer.
  const student = await registerStudent('Budget Viewer');
  const context = await signedInContext({ token: student.token }, false, { baseURL: platform.url });
  const page = await context.newPage();
  await page.goto('/faq');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  const before = countScripts(context);
  await openFromCard(page, FREE_BOOK, platform.url);
  await waitForPainted(page, 1);
  await scriptsSettled();
  const reader = await before();
  check('reader', { reader: reader.reader ?? 0 });
  expect(reader.reader).toBeGreaterThan(5_000);
  await context.close();

  // The exam screen: a buyer of the demo series opens its test's instructions from the listing.
  const { student: buyer } = await demoBuyer('Budget Candidate');
  const exam = await signedInContext({ token: buyer.token }, false, { baseURL: platform.url });
  const tab = await exam.newPage();
  await tab.goto('/tests');
  const take = card(tab, DEMO_SERIES).getByRole('link', { name: 'Take Test' });
  await take.waitFor({ timeout: 30_000 });
  const examScripts = countScripts(exam);
  await take.click();
  // Straight to the instructions when the series has one test, else its list (other files add tests).
  await openDemoTest(tab);
  await tab.waitForLoadState('networkidle');
  await scriptsSettled();
  const examJs = await examScripts();
  check('exam screen', { exam: examJs.exam ?? 0 });
  expect(examJs.exam).toBeGreaterThan(5_000);
  await exam.close();
});
