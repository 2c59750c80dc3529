/**
 * Helpers of the online test's browser tests (e2e/online-test*.e2e.ts): a student who bought the demo test
 * series, the demo paper's key, a recorder of every response a context receives, and the exam screen's
 * parts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { ROOT } from './platform';
import {
  bookId,
  callApi,
  registerStudent,
  reviewPayment,
  submitPayment,
  type Account,
} from './store-session';

/** The seeded ₹49 test series holding the 24-question demo test (api/src/db/seed-demo-exam.ts). */
export const DEMO_SERIES = 'JEE Main Mock Test 01: Online CBT';
/** Its one published test's title. */
export const DEMO_TEST = 'JEE (Main) Mock Test 01';

/** A new student whose payment for the demo series was approved, and the series' id. */
export async function demoBuyer(name: string): Promise<{ student: Account; bookId: string }> {
  const id = await bookId(DEMO_SERIES, 'test');
  const student = await registerStudent(name);
  await reviewPayment(await submitPayment(student, id), 'approve');
  return { student, bookId: id };
}

/** The id of the demo series' one published test, as its buyer's test list gives it. */
export async function demoTestId(bought: { student: Account; bookId: string }): Promise<string> {
  const [{ id }] = await callApi<{ id: string }[]>(`/tests?bookId=${bought.bookId}`, {
    token: bought.student.token,
  });
  return id;
}

/**
 * A new student who bought the demo series and started its test through the API (from the fixtures'
 * device, as their browser context): the ids to open its instructions page and its exam screen.
 */
export async function demoAttempt(
  name: string,
): Promise<{ student: Account; bookId: string; testId: string; attemptId: string }> {
  const bought = await demoBuyer(name);
  const token = bought.student.token;
  const testId = await demoTestId(bought);
  const { attemptId } = await callApi<{ attemptId: string }>(`/tests/${testId}/attempts`, {
    token,
    json: {},
  });
  return { ...bought, testId, attemptId };
}

/**
 * Answers the demo attempt's questions `numbers` with the key's answers, through the API, and submits it:
 * a submitted attempt with known marks (+4 each) for a result page or a review.
 */
export async function submitWithRightAnswers(
  token: string,
  attemptId: string,
  numbers: number[],
): Promise<void> {
  const key = demoKey();
  for (const n of numbers)
    await callApi(`/attempts/${attemptId}/answers/${n}`, {
      token,
      method: 'PUT',
      json: { answer: key.get(n), markedForReview: false, seq: n },
    });
  await callApi(`/attempts/${attemptId}/submit`, { token, json: {} });
}

/** The demo paper's key by question number, read from the fixture the seed used (`*.key.csv`). */
export function demoKey(): Map<number, string> {
  const dir = process.env.FIXTURES_DIR ?? path.join(ROOT, '..', 'shared', 'fixtures');
  const lines = fs
    .readFileSync(path.join(dir, 'tests', 'jee-main-mock-01.key.csv'), 'utf8')
    .trim()
    .split('\n');
  return new Map(
    lines.slice(1).map((line) => {
      const cells = line.split(',');
      return [Number(cells[0]), cells[4].trim()];
    }),
  );
}

/** One response the browser received: where from, its status, headers and whole body. */
export interface Recorded {
  method: string;
  url: string;
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** What {@link recordResponses} gives: the responses so far, and the context's network switch. */
export interface Recorder {
  seen: Recorded[];
  /** Takes the context off the network (or back): the browser's offline mode, and no request answered. */
  setOffline(offline: boolean): Promise<void>;
}

/**
 * Records every response `context` receives, body included: each request goes through a route that fetches
 * it, keeps the bytes and hands the same response to the page (listening alone could miss a body the page
 * consumed as a blob). The route fetches from the test's side, which the browser's offline mode does not
 * reach, so going offline goes through {@link Recorder.setOffline}: while off, every request fails as a
 * dropped network does.
 */
export async function recordResponses(context: BrowserContext): Promise<Recorder> {
  const seen: Recorded[] = [];
  let offline = false;
  await context.route('**/*', async (route) => {
    if (offline) {
      await route.abort('internetdisconnected').catch(() => undefined);
      return;
    }
    let res;
    try {
      res = await route.fetch();
    } catch {
      await route.abort('failed').catch(() => undefined);
      return;
    }
    const body = await res.body();
    seen.push({
      method: route.request().method(),
      url: route.request().url(),
      status: res.status(),
      headers: res.headers(),
      body,
    });
    await route.fulfill({ response: res, body }).catch(() => undefined);
  });
  return {
    seen,
    async setOffline(value) {
      offline = value;
      await context.setOffline(value);
    },
  };
}

/**
 * From a series' Take Test (already clicked) to the demo test's instructions: the series' page goes straight
 * there when the series has one test, and lists them when it has more (the admin's browser tests publish
 * others from the same paper), where the seeded test is opened by its link, named `openLabel` (the page's
 * language's "Open test").
 */
export async function openDemoTest(page: Page, openLabel = 'Open test'): Promise<void> {
  const instructions = page.getByRole('heading', { level: 1, name: DEMO_TEST });
  // The list's heading shows while the tests load, even when there is only one to go straight to: wait
  // for the test's own link (several tests) or its instructions (one).
  const open = page
    .getByRole('region', { name: DEMO_TEST, exact: true })
    .getByRole('link', { name: openLabel });
  await expect(instructions.or(open)).toBeVisible();
  if (await open.isVisible()) await open.click();
  await expect(instructions).toBeVisible();
}

/**
 * From the series' tests (`/test/book/:bookId` on `url`) to the exam screen: the instructions accepted
 * (without full screen), then `label` (Start, or Resume when the attempt is open).
 */
export async function openAttempt(page: Page, url: string, bookId: string, label: 'Start' | 'Resume') {
  await page.goto(`${url}/test/book/${bookId}`);
  await openDemoTest(page);
  const fullscreen = page.getByLabel('Take the test in full screen (recommended)');
  if (await fullscreen.count()) await fullscreen.uncheck();
  await page.getByLabel('I have read and understood the instructions').check();
  await page.getByRole('button', { name: label, exact: true }).click();
}

/** The heading of the question shown ("Question 7"). */
export const questionHeading = (page: Page) =>
  page.getByRole('heading', { level: 2, name: /^Question \d+$/ });

/** The exam screen's timer. */
export const timer = (page: Page) => page.getByRole('timer', { name: 'Time left' });

/** The seconds the timer shows now (HH:MM:SS). */
export async function timerSeconds(page: Page): Promise<number> {
  const text = (await timer(page).locator('strong').innerText()).trim();
  const [h, m, s] = text.split(':').map(Number);
  return h * 3600 + m * 60 + s;
}

/** The save status line ("Saved", "Saving…", "Offline: N answers waiting"). */
export const syncStatus = (page: Page) => page.getByTestId('sync-status');

/**
 * Whether a question's (or solution's) picture is drawn: a printed `<img>` loaded more than `minWidth` px
 * wide, or a reflow (Fit to screen) whose pieces have the marked image.
 */
export const pictureDrawn = (picture: Locator, minWidth: number) =>
  picture.evaluate((el, min) => {
    if (el instanceof HTMLImageElement) return el.complete && el.naturalWidth > min;
    const piece = el.querySelector('[data-reflow-word], [data-reflow-block]');
    return !!piece && /^url\("blob:/.test(getComputedStyle(piece).backgroundImage);
  }, minWidth);
