/**
 * The online test (CBT) screen in a real browser (docs/domains/exams.md "Online tests"; exam-remote). A
 * student who bought the demo test series takes the seeded 24-question JEE Main test, at 360 and at 1280 px:
 * from My Books' Take Test (beside "Readable after your test") to the instructions, then answers and marks
 * questions, uses the palette (a drawer on the phone, beside the question on the wide screen), goes offline
 * for 10 s ("Offline: N answers waiting", then "Saved"), reloads (same question, same time left ±2 s), has the
 * attempt's time cut by the admin and watches it submit itself, then reads the result (score, rank,
 * percentile) and the review. Every response is recorded: none carries PDF bytes, none before the submit
 * carries the key, and every question image is marked (x-watermark-code). axe finds no serious or critical
 * violation on the instructions, exam and result pages, and the exam screen's own JavaScript stays within
 * 60 kB gzip. The keyboard, Submit's counts, practice and a guest: online-test-keyboard.e2e.ts.
 */
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { collectErrors } from './support/browser';
import { expect, test } from './support/fixtures';
import {
  DEMO_SERIES,
  DEMO_TEST,
  demoBuyer,
  openDemoTest,
  pictureDrawn,
  questionHeading,
  recordResponses,
  syncStatus,
  timer,
  timerSeconds,
  type Recorded,
} from './support/online-test';
import { axeFindings } from './support/page-audit';
import { adminToken, callApi, card } from './support/store-session';
import { KEY, rightOption, wrongOption } from './support/demo-options';

const WATERMARK = /^[A-Z2-9]{4}-[A-Z2-9]{4}$/;

async function saveAndNext(page: Page, next: number) {
  await page.getByRole('button', { name: 'Save & Next' }).click();
  await expect(questionHeading(page)).toHaveText(`Question ${next}`);
}

/** Checks the recorded responses: no PDF, no key before `submitAt`, every question image marked. */
function checkResponses(seen: Recorded[], answered: Set<number>) {
  const submitAt = seen.findIndex((r) => r.method === 'POST' && /\/attempts\/[^/]+\/submit$/.test(r.url));
  expect(submitAt).toBeGreaterThan(0);
  for (const r of seen) {
    expect([r.url, r.body.subarray(0, 4).toString('latin1')]).not.toEqual([r.url, '%PDF']);
    if (!/javascript/.test(r.headers['content-type'] ?? ''))
      expect([r.url, r.body.includes('%PDF')]).toEqual([r.url, false]);
  }
  const images = seen.filter(
    (r) => /\/api\/attempts\/[^/]+\/questions\/\d+\/image\?/.test(r.url) && r.status === 200,
  );
  expect(images.length).toBeGreaterThan(5);
  for (const image of images) {
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['x-watermark-code']).toMatch(WATERMARK);
  }
  for (const r of seen.slice(0, submitAt)) {
    if (!/json/.test(r.headers['content-type'] ?? '')) continue;
    const text = r.body.toString('utf8');
    expect([r.url, /"key"\s*:/.test(text), /"regions"|"tolerance"|"solutionRegions"/.test(text)]).toEqual([
      r.url,
      false,
      false,
    ]);
    // The only answers the server sends back before the submit are the student's own.
    const body = JSON.parse(text) as { answers?: { number: number; answer: string | null }[] };
    for (const a of body.answers ?? []) if (a.answer !== null) expect(answered.has(a.number)).toBe(true);
  }
}

for (const width of [360, 1280])
  test(`at ${width} px: answers, marks, 10 s offline, a reload, the admin’s time cut and the auto-submit, then the result and review`, async ({
    signedInContext,
    platform,
  }) => {
    test.setTimeout(300_000);
    const phone = width < 900;
    const name = phone ? 'Asha Verma' : 'Ravi Menon';
    const { student } = await demoBuyer(name);
    const context = await signedInContext({ token: student.token }, false, {
      viewport: { width, height: phone ? 740 : 900 },
    });
    const recorder = await recordResponses(context);
    const page = await context.newPage();
    const errors = collectErrors(page);

    // My Books: Take Test beside "Readable after your test" (the paper stays closed until the test), to the
    // series' tests (straight to the instructions when it has one).
    await page.goto(`${platform.url}/my-books`);
    const series = card(page, DEMO_SERIES);
    await expect(series.getByRole('button', { name: 'Readable after your test' })).toBeVisible();
    await series.getByRole('link', { name: 'Take Test' }).click();
    await openDemoTest(page);
    await expect(page).toHaveURL(/\/test\/[0-9a-f-]{36}$/);
    await expect(page.getByText('60 minutes')).toBeVisible();
    await expect(page.getByRole('row', { name: /Physics Section A 6/ })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Question states' }).getByRole('listitem')).toHaveCount(5);
    await page.waitForLoadState('networkidle');
    expect(await axeFindings(page)).toEqual([]);
    const start = page.getByRole('button', { name: 'Start' });
    await expect(start).toBeDisabled();
    const fullscreen = page.getByLabel('Take the test in full screen (recommended)');
    if (await fullscreen.count()) await fullscreen.uncheck();
    await page.getByLabel('I have read and understood the instructions').check();
    await start.click();

    await expect(page).toHaveURL(/\/attempt\/[0-9a-f-]{36}$/);
    const attemptId = page.url().split('/').pop()!;
    await expect(questionHeading(page)).toHaveText('Question 1');
    const image = page.getByRole('img', { name: 'Question 1' });
    await expect(image).toBeVisible();
    // Printed on the laptop, reflowed on the phone (Fit to screen, on until turned off).
    await expect.poll(() => pictureDrawn(image, 300)).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: DEMO_TEST })).toBeVisible();
    await expect(page.getByText(`Candidate: ${name}`)).toBeVisible();

    // Q1 right, Q2 wrong, Q3 right and marked (evaluated), Q4 marked without an answer.
    await page.getByRole('radio', { name: rightOption(1) }).check();
    await saveAndNext(page, 2);
    await page.getByRole('radio', { name: wrongOption(2) }).check();
    await saveAndNext(page, 3);
    await page.getByRole('radio', { name: rightOption(3) }).check();
    await page.getByRole('button', { name: 'Mark for Review & Next' }).click();
    await expect(questionHeading(page)).toHaveText('Question 4');
    await page.getByRole('button', { name: 'Mark for Review & Next' }).click();
    await expect(questionHeading(page)).toHaveText('Question 5');
    // A choice left unsaved on Q5 is not saved by the palette.
    await page.getByRole('radio', { name: 'Option (1)' }).check();

    // On a phone the palette is a drawer; on a wide screen it sits beside the question.
    if (phone) await page.getByRole('button', { name: /^Question palette/ }).click();
    const palette = phone
      ? page.getByRole('dialog', { name: 'Question palette' })
      : page.getByRole('complementary', { name: 'Question palette' });
    for (const name of [
      'Question 1: Answered',
      'Question 2: Answered',
      'Question 3: Answered & Marked for Review',
      'Question 4: Marked for Review',
      'Question 5: Not Answered',
      'Question 6: Not Visited',
    ])
      await expect(palette.getByRole('button', { name, exact: true })).toBeVisible();
    expect(await axeFindings(page)).toEqual([]);
    await palette.getByRole('button', { name: 'Question 6: Not Visited' }).click();
    if (phone) await expect(palette).toBeHidden();
    await expect(questionHeading(page)).toHaveText('Question 6');

    // Save & Next on a section's last question opens the next section's first: Q7, a whole number.
    await saveAndNext(page, 7);
    await expect(page.getByRole('button', { name: /^Physics Section B/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    const keypad = page.getByRole('group', { name: 'Keypad' });
    await expect(keypad.getByRole('button', { name: 'Decimal point' })).toHaveCount(0);
    for (const digit of KEY.get(7)!) await keypad.getByRole('button', { name: digit, exact: true }).click();
    await expect(page.getByRole('textbox', { name: /Your answer/ })).toHaveValue(KEY.get(7)!);
    await saveAndNext(page, 8);
    await expect(syncStatus(page)).toHaveText('Saved');
    await page.waitForLoadState('networkidle');
    expect(await axeFindings(page)).toEqual([]);

    // Ten seconds offline: the saves wait on the device, then go.
    await recorder.setOffline(true);
    await page.getByRole('textbox', { name: /Your answer/ }).fill(KEY.get(8)!);
    await saveAndNext(page, 9);
    await page.getByRole('radio', { name: rightOption(9) }).check();
    await saveAndNext(page, 10);
    await expect(syncStatus(page)).toHaveText('Offline: 2 answers waiting');
    await page.waitForTimeout(10_000);
    await expect(syncStatus(page)).toHaveText('Offline: 2 answers waiting');
    await recorder.setOffline(false);
    await expect(syncStatus(page)).toHaveText('Saved', { timeout: 20_000 });
    const held = await callApi<{ answers: { number: number; answer: string | null }[] }>(
      `/attempts/${attemptId}`,
      {
        token: student.token,
      },
    );
    expect(held.answers.filter((a) => a.answer !== null).map((a) => [a.number, a.answer])).toEqual([
      [1, KEY.get(1)],
      [2, String((Number(KEY.get(2)) % 4) + 1)],
      [3, KEY.get(3)],
      [7, KEY.get(7)],
      [8, KEY.get(8)],
      [9, KEY.get(9)],
    ]);

    // A reload resumes on the same question with the same time left.
    const before = { left: await timerSeconds(page), at: Date.now() };
    const reloadAt = recorder.seen.length;
    await page.reload();
    await expect(questionHeading(page)).toHaveText('Question 10');
    await expect(syncStatus(page)).toHaveText('Saved');
    // The exam screen's own JavaScript (routing bypasses the HTTP cache, so a reload fetches it all again):
    // exam-remote's scripts, each gzipped as the server's .gz copies are, within the 60 kB budget.
    const ownJs = recorder.seen
      .slice(reloadAt)
      .filter((r) => /\/remotes\/exam\/.*\.js$/.test(new URL(r.url).pathname))
      .reduce((sum, r) => sum + gzipSync(r.body, { level: 9 }).length, 0);
    test.info().annotations.push({ type: 'exam screen JS (gzip bytes)', description: String(ownJs) });
    expect(ownJs).toBeGreaterThan(10_000);
    expect(ownJs).toBeLessThanOrEqual(60_000);
    const after = { left: await timerSeconds(page), at: Date.now() };
    expect(Math.abs(before.at / 1000 + before.left - (after.at / 1000 + after.left))).toBeLessThanOrEqual(2);
    await expect(page.getByRole('button', { name: /^Physics Section A/ })).toContainText('3/6 answered');

    // The admin cuts the attempt to 15 s left; the next acknowledgement brings the deadline, then zero.
    const state = await callApi<{ remainingMs: number }>(`/attempts/${attemptId}`, { token: student.token });
    await callApi(`/admin/attempts/${attemptId}/time`, {
      token: await adminToken(),
      json: { seconds: -(Math.floor(state.remainingMs / 1000) - 15) },
    });
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(questionHeading(page)).toHaveText('Question 11');
    await expect(timer(page)).toContainText(/00:00:(1\d|0\d)/);
    await expect(timer(page)).toContainText('Time is running out');
    await expect(page).toHaveURL(/\/attempt\/[0-9a-f-]{36}\/result$/, { timeout: 45_000 });

    // Q1, Q3, Q7, Q8 and Q9 right (+4 each), Q2 wrong (−1).
    await expect(page.getByRole('heading', { level: 1, name: `Result: ${DEMO_TEST}` })).toBeVisible();
    await expect(page.getByTestId('result-score')).toHaveText('19 / 96');
    await expect(page.getByTestId('result-rank')).toHaveText(/^\d+ of \d+$/);
    await expect(page.getByTestId('result-percentile')).toHaveText(/^\d+(\.\d+)?$/);
    await expect(page.getByRole('table', { name: 'Score by section' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Top ten' })).toBeVisible();
    await page.getByRole('button', { name: /^Wrong \(1\)$/ }).click();
    await expect(page.getByRole('heading', { level: 3 })).toHaveText('Question 2 · Physics Section A');
    await expect(page.getByRole('img', { name: 'Question 2' })).toBeVisible();
    // The demo has worked solutions: question 2's opens under it, as wide as the screen allows.
    await page.getByRole('button', { name: 'Show solution' }).click();
    const solution = page.getByRole('img', { name: 'Solution of question 2' });
    await expect(solution).toBeVisible();
    await expect.poll(() => pictureDrawn(solution, 100)).toBe(true);
    const box = (await solution.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    await page.waitForLoadState('networkidle');
    expect(await axeFindings(page)).toEqual([]);

    checkResponses(recorder.seen, new Set([1, 2, 3, 7, 8, 9]));
    // Failed loads while offline are the network's, not the page's.
    expect(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::/.test(e))).toEqual([]);
  });
