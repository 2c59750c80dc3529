/**
 * The admin's Tests tab in Chromium (docs/domains/exams.md "Online tests"), at 1280 and 360 px: making a test
 * from the demo test-series book with the JEE Main preset, the proposed regions checked against the paper's
 * layout truth (../shared/fixtures/tests, read there) and drawn over the page images, a region dragged with
 * the mouse (and with a finger on the phone) and saved moved by exactly the dragged amount in points, a
 * broken answer key refused line by line, the fixture key accepted, publishing, then a student's attempt
 * in the attempts table and the statistics; on the desktop also the unsaved-changes guard, Export CSV,
 * Adjust time and a key correction that re-scores. Last, axe over the tab's pages in both themes.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page, Response } from '@playwright/test';
import {
  adminToken,
  bookIdByTitle,
  callApi,
  realErrors,
  registerStudent,
  submitPayment,
  toast,
  uniqueUtr,
  type Student,
} from './support/admin-helpers';
import { expect, test } from './support/fixtures';
import { axeFindings, settle, themeScript } from './support/page-audit';

const FIXTURES = path.resolve(__dirname, '..', '..', 'shared', 'fixtures');
const KEY_CSV = path.join(FIXTURES, 'tests', 'jee-main-mock-01.key.csv');
/** The paper's true question boxes: PDF points, origin top-left, pages from 1 (Q.3 has two parts). */
const LAYOUT = JSON.parse(
  fs.readFileSync(path.join(FIXTURES, 'tests', 'jee-main-mock-01.layout.json'), 'utf8'),
) as Array<Box & { question: number; page: number; part?: number }>;
const BOOK = 'JEE Main Mock Test 01: Online CBT';
const A4_WIDTH = 595.28;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
interface Region extends Box {
  page: number;
}
interface AdminTest {
  id: string;
  title: string;
  status: string;
  keyRevisedAt: string | null;
  questions: Array<{ number: number; answer: string | null; regions: Region[] }>;
}
interface AdminAttempt {
  attemptId: string;
  deadline: string;
  status: string;
  score: number | null;
}

/** Intersection over union of two boxes in the same units. */
function iou(a: Box, b: Box): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  const inter = Math.max(0, w) * Math.max(0, h);
  return inter / (a.width * a.height + b.width * b.height - inter);
}

const isTestWrite = (method: string) => (r: Response) =>
  r.request().method() === method && /\/api\/admin\/tests\/[0-9a-f-]+$/.test(new URL(r.url()).pathname);

/** The region box of question `n` (its `index`th region) on the page. */
const regionBox = (page: Page, n: number, index = 0) =>
  page.locator(
    `[data-testid="region-box"][data-kind="regions"][data-question="${n}"][data-index="${index}"]`,
  );

/** Makes a test from the demo book with the JEE Main preset in the dialog; returns the API's answer. */
async function makeTest(page: Page, title: string): Promise<AdminTest> {
  await page.getByRole('tab', { name: 'Tests', exact: true }).click();
  await page.getByRole('heading', { name: 'Online tests' }).waitFor();
  await page.getByRole('button', { name: '+ Make a test' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make a test' });
  await dialog.getByLabel('Test-series book').selectOption({ label: `${BOOK} (JEE)` });
  await expect(dialog.getByLabel('Preset')).toHaveValue('jee-main');
  // The paper's own title ("JEE (Main) Mock Test 01") is the seeded demo test's too: this one is named apart,
  // so the students' tests elsewhere find the demo test by its title alone.
  await dialog.getByLabel('Title (optional)').fill(title);
  await expect(dialog.getByLabel('Preset').locator('option')).toHaveText([
    'JEE Main',
    'NEET',
    'JEE Advanced',
    'Custom',
  ]);
  // The paper is read in a second or so: hold each answer about the job back a moment so its progress is
  // seen for sure.
  await page.route('**/api/admin/tests/jobs/*', async (route) => {
    await new Promise((r) => setTimeout(r, 500));
    await route.continue();
  });
  const started = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().endsWith('/api/admin/tests/jobs'),
  );
  await dialog.getByRole('button', { name: 'Make the test' }).click();
  expect((await started).status()).toBe(202);
  await expect(dialog.getByRole('button', { name: 'Making the test…' })).toBeDisabled();
  await expect(dialog.getByRole('progressbar', { name: 'Making the test' })).toBeVisible();
  const opened = page.waitForResponse(
    (r) =>
      r.request().method() === 'GET' && /\/api\/admin\/tests\/[0-9a-f-]+$/.test(new URL(r.url()).pathname),
  );
  await dialog.waitFor({ state: 'detached' });
  await toast(page, 'Test made: 24 questions found').waitFor();
  await page.unroute('**/api/admin/tests/jobs/*');
  const response = await opened;
  expect(response.status()).toBe(200);
  return (await response.json()) as AdminTest;
}

/** Every proposed region matches the layout truth (same pages, IoU ≥ 0.8), read from the API's answer. */
function checkRegions(test: AdminTest): void {
  expect(test.questions.map((q) => q.number)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
  for (const q of test.questions) {
    const truth = LAYOUT.filter((t) => t.question === q.number).sort((a, b) => (a.part ?? 1) - (b.part ?? 1));
    expect({ q: q.number, parts: q.regions.map((r) => r.page) }).toEqual({
      q: q.number,
      parts: truth.map((t) => t.page),
    });
    q.regions.forEach((r, i) => {
      const score = iou(r, truth[i]);
      expect({ q: q.number, part: i + 1, iouAtLeast08: score >= 0.8 }).toEqual({
        q: q.number,
        part: i + 1,
        iouAtLeast08: true,
      });
    });
  }
}

/** The editor draws 24 questions' 25 regions over the loaded page images, each where its points say. */
async function checkDrawn(page: Page, test: AdminTest): Promise<void> {
  await expect(page.getByTestId('region-box').and(page.locator('[data-kind="regions"]'))).toHaveCount(25);
  const numbers = await page
    .locator('[data-testid="region-box"][data-kind="regions"]')
    .evaluateAll((els) =>
      [...new Set(els.map((e) => Number((e as HTMLElement).dataset.question)))].sort((a, b) => a - b),
    );
  expect(numbers).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
  for (const q of test.questions)
    for (const [index, region] of q.regions.entries()) {
      const sheet = page.locator(`[data-testid="test-page"][data-page="${region.page}"]`);
      const box = regionBox(page, q.number, index);
      await box.scrollIntoViewIfNeeded();
      // The page image is fetched once the page is near the screen.
      await expect(sheet.locator('img')).toHaveJSProperty('complete', true);
      expect(
        await sheet.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth),
      ).toBeGreaterThan(0);
      const s = (await sheet.boundingBox())!;
      const b = (await box.boundingBox())!;
      const scale = s.width / A4_WIDTH;
      const drawn = {
        x: (b.x - s.x) / scale,
        y: (b.y - s.y) / scale,
        width: b.width / scale,
        height: b.height / scale,
      };
      const score = iou(drawn, region);
      expect({
        q: q.number,
        index,
        drawnWhereItIs: score > 0.97,
        ...(score > 0.97 ? {} : { drawn, region, s, b }),
      }).toEqual({
        q: q.number,
        index,
        drawnWhereItIs: true,
      });
    }
}

/** The page's scale (CSS px per point) and the box of question `n`'s first region, brought into view. */
async function grab(page: Page, n: number) {
  const box = regionBox(page, n);
  await box.scrollIntoViewIfNeeded();
  const region = (await box.getAttribute('aria-label'))!;
  const page1 = Number(/page (\d+)/.exec(region)![1]);
  const sheet = (await page.locator(`[data-testid="test-page"][data-page="${page1}"]`).boundingBox())!;
  const b = (await box.boundingBox())!;
  // Whole pixels: the pointer's start and end are then exact, so the offset in points is too.
  return {
    scale: sheet.width / A4_WIDTH,
    x: Math.round(b.x + b.width / 2),
    y: Math.round(b.y + b.height / 2),
  };
}

/** Drags question `n`'s box with the mouse by (dx, dy) CSS px; returns the offset it should move in points. */
async function mouseDrag(page: Page, n: number, dx: number, dy: number) {
  const { scale, x, y } = await grab(page, n);
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y + dy, { steps: 8 });
  await page.mouse.up();
  return { dx: dx / scale, dy: dy / scale };
}

/** Drags question `n`'s box with one finger (real touch input through the DevTools protocol). */
async function touchDrag(page: Page, n: number, dx: number, dy: number) {
  const { scale, x, y } = await grab(page, n);
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', px: number, py: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x: px, y: py, id: 1 }],
    });
  const scrolled = await page.evaluate(() => window.scrollY);
  await touch('touchStart', x, y);
  for (let i = 1; i <= 8; i += 1) await touch('touchMove', x + (dx * i) / 8, y + (dy * i) / 8);
  await touch('touchEnd', x + dx, y + dy);
  // A finger on a box drags the box: the page itself did not scroll.
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  return { dx: dx / scale, dy: dy / scale };
}

/** Saves the edit; returns the test as the API saved it. */
async function save(page: Page): Promise<AdminTest> {
  const saved = page.waitForResponse(isTestWrite('PUT'));
  await page.getByRole('button', { name: 'Save changes' }).click();
  const response = await saved;
  expect(response.status()).toBe(200);
  await expect(page.getByRole('button', { name: 'Saved', exact: true })).toBeDisabled();
  return (await response.json()) as AdminTest;
}

/** A broken key is refused line by line and changes nothing; the fixture key, chosen as a file, is saved. */
async function uploadKeys(page: Page, testId: string): Promise<void> {
  const key = page.getByLabel('Answer key CSV');
  await key.scrollIntoViewIfNeeded();
  await expect(page.getByText(/Header row: question,answer required/)).toContainText(
    '3, B, A;C, 1;3;4, 12.5',
  );
  await key.fill('question,answer\n1,3\n7,C\n2,E\n30,1');
  await page.getByRole('button', { name: 'Upload key' }).click();
  const errors = page.getByTestId('key-errors');
  await expect(errors).toContainText('3 lines of the answer key are wrong; nothing was saved');
  await expect(errors.getByRole('listitem')).toHaveText([
    "line 3: question 7 is numerical; 'C' is not a number",
    "line 4: question 2 is single; 'E' is not an option (1–4 or A–D)",
    'line 5: question 30 is not in this test (it has 24 questions)',
  ]);
  const unchanged = await callApi<AdminTest>(`/admin/tests/${testId}`, { token: await adminToken() });
  expect(unchanged.body.questions.every((q) => q.answer === null)).toBe(true);

  await page.getByLabel('Or choose a .csv file:').setInputFiles(KEY_CSV);
  await toast(page, 'Answer key saved: 24 of 24 questions have an answer').waitFor();
  await expect(errors).toHaveCount(0);
  await expect(page.getByLabel('Answer', { exact: true })).not.toHaveValue('');
  await expect(page.getByLabel('Go to question').locator('option', { hasText: 'no answer' })).toHaveCount(0);
}

/** A student who bought the demo series (payment approved) submits an attempt with `answers`. */
async function takeTest(
  testId: string,
  bookId: string,
  name: string,
  answers: Record<number, string>,
  submit = true,
) {
  const student: Student = await registerStudent(name);
  const paymentId = await submitPayment(student, bookId, uniqueUtr());
  const approved = await callApi(`/admin/payments/${paymentId}/approve`, {
    method: 'POST',
    token: await adminToken(),
  });
  expect(approved.status).toBe(200);
  const started = await callApi<{ attemptId: string }>(`/tests/${testId}/attempts`, {
    method: 'POST',
    token: student.token,
    body: {},
  });
  expect(started.status).toBe(201);
  const { attemptId } = started.body;
  let seq = 0;
  for (const [n, answer] of Object.entries(answers)) {
    seq += 1;
    const saved = await callApi(`/attempts/${attemptId}/answers/${n}`, {
      method: 'PUT',
      token: student.token,
      body: { answer, markedForReview: false, seq },
    });
    expect(saved.status).toBe(200);
  }
  if (submit)
    expect(
      (await callApi(`/attempts/${attemptId}/submit`, { method: 'POST', token: student.token })).status,
    ).toBe(200);
  return { student, attemptId };
}

const attemptRow = (page: Page, s: Student) => page.getByTestId('attempt-row').filter({ hasText: s.email });
const statsRow = (page: Page, n: number) => page.getByTestId('stats-row').nth(n - 1);

for (const width of [1280, 360]) {
  const phone = width === 360;
  test(`${width} px: make a test from the demo paper, correct a region by drag, the key, publish, attempts and statistics`, async ({
    openPage,
    newContext,
    platform,
  }) => {
    test.setTimeout(300_000);
    const bookId = await bookIdByTitle(BOOK);
    let page: Page;
    let errors: string[] = [];
    if (phone) {
      // A phone: touch and mouse both, two device pixels per CSS pixel (pages fetched at twice their width).
      const context = await newContext({
        viewport: { width: 360, height: 740 },
        hasTouch: true,
        isMobile: true,
        deviceScaleFactor: 2,
      });
      await context.addInitScript(
        (token) => {
          localStorage.setItem('token', token);
          localStorage.setItem('isAdmin', 'true');
        },
        await adminToken(),
      );
      page = await context.newPage();
      page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
      await page.goto(`${platform.url}/admin?tab=dashboard`);
    } else {
      ({ page, errors } = await openPage(await adminToken(), true, '/admin?tab=dashboard'));
    }
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();

    const made = await makeTest(page, `Mock made in the editor at ${width} px`);
    checkRegions(made);
    await expect(page).toHaveURL(new RegExp(`tab=tests&test=${made.id}`));
    await expect(page.getByRole('heading', { name: /^Edit test:/ })).toBeVisible();
    await expect(page.getByTestId('test-status')).toHaveText('Draft');
    await expect(page.getByTestId('section-row')).toHaveCount(6);
    await checkDrawn(page, made);
    if (phone) {
      // Page images are fetched for the screen's device pixels: at least twice the page's CSS width.
      const img = page.locator('[data-testid="test-page"][data-page="2"] img');
      const { natural, css } = await img.evaluate((el: HTMLImageElement) => ({
        natural: el.naturalWidth,
        css: el.clientWidth,
      }));
      expect(natural).toBeGreaterThanOrEqual(css * 2);
      // Nothing is wider than the phone (wide tables scroll inside their own box): a wider page would make
      // the phone lay it out wider and zoom it out.
      expect(await page.evaluate(() => [window.innerWidth, document.documentElement.scrollWidth])).toEqual([
        360, 360,
      ]);
    }

    // Drag question 5's region with the mouse (and question 9's, on another page, with a finger on the phone).
    const before5 = made.questions[4].regions[0];
    const moved5 = await mouseDrag(page, 5, 12, 10);
    await expect(page.getByRole('status').filter({ hasText: 'Unsaved changes' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Question 5 of 24' })).toBeVisible();
    const before9 = made.questions[8].regions[0];
    const moved9 = phone ? await touchDrag(page, 9, 0, 20) : null;
    if (!phone) {
      // Leaving with unsaved edits asks first; staying keeps them.
      page.once('dialog', (d) => {
        expect(d.message()).toBe('This test has unsaved changes. Leave without saving them?');
        void d.dismiss();
      });
      await page.getByRole('tab', { name: 'Books', exact: true }).click();
      await expect(page.getByRole('tab', { name: 'Tests', exact: true })).toHaveAttribute(
        'aria-selected',
        'true',
      );
    }
    const saved = await save(page);
    const after5 = saved.questions[4].regions[0];
    expect(after5.x).toBeCloseTo(before5.x + moved5.dx, 1);
    expect(after5.y).toBeCloseTo(before5.y + moved5.dy, 1);
    expect({ width: after5.width, height: after5.height }).toEqual({
      width: before5.width,
      height: before5.height,
    });
    if (moved9) {
      const after9 = saved.questions[8].regions[0];
      expect(after9.x).toBeCloseTo(before9.x, 1);
      expect(after9.y).toBeCloseTo(before9.y + moved9.dy, 1);
    }
    // The server kept it: read back.
    const stored = (await callApi<AdminTest>(`/admin/tests/${made.id}`, { token: await adminToken() })).body;
    expect(stored.questions[4].regions[0]).toEqual(after5);

    await uploadKeys(page, made.id);
    // Publishing asks once, with what students will get.
    const asked = new Promise<string>((resolve) =>
      page.once('dialog', (d) => {
        resolve(d.message());
        void d.accept();
      }),
    );
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    expect(await asked).toMatch(/Duration: \d+ minutes · 24 questions · 24 answers in the key$/);
    await expect(page.getByTestId('test-status')).toHaveText('Published');
    await toast(page, 'Test published: students can take it now').waitFor();

    // Students take it (through the API): two give the same wrong answer to question 2 (key 2).
    const asha = await takeTest(made.id, bookId, 'Asha Verma', { 1: '3', 2: '1', 7: '180' });
    const ravi = phone ? null : await takeTest(made.id, bookId, 'Ravi Kumar', { 2: '1', 3: '2' });
    const open = phone ? null : await takeTest(made.id, bookId, 'Meera Open', { 1: '3' }, false);

    await page.getByRole('button', { name: 'Attempts & statistics' }).click();
    await expect(page).toHaveURL(new RegExp(`test=${made.id}&view=attempts`));
    await expect(attemptRow(page, asha.student)).toContainText('Submitted');
    await expect(attemptRow(page, asha.student)).toContainText('Ranked');
    await expect(attemptRow(page, asha.student)).toContainText('7 / 96');
    await expect(page.getByTestId('stats-row')).toHaveCount(24);
    // Question 1: answered (and right) by Asha alone; question 2's most chosen wrong answer is 1.
    const share = phone ? '100%' : '50%';
    await expect(statsRow(page, 1).locator('td').nth(4)).toHaveText(share);
    await expect(statsRow(page, 1).locator('td').nth(5)).toHaveText(share);
    await expect(statsRow(page, 2).locator('td').nth(6)).toHaveText(`1 (${phone ? 1 : 2})`);

    if (!phone && ravi && open) {
      await expect(attemptRow(page, ravi.student)).toContainText('3 / 96');
      await expect(attemptRow(page, open.student)).toContainText('Open');
      // Every column of the attempts table is on a 1280-px screen: nothing scrolls sideways or is cut.
      const rows = page.getByTestId('attempt-row');
      const table = rows.first().locator('xpath=ancestor::table/..');
      expect(await table.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);
      const right = await table.evaluate((el) => el.getBoundingClientRect().right);
      const cells = await rows
        .locator('td')
        .evaluateAll((tds) => tds.map((td) => td.getBoundingClientRect().right));
      expect(cells.filter((r) => r > Math.min(right, 1280) + 1)).toEqual([]);
      // Both answers to question 2 agree on 1, and nobody gave the key: flagged, with the reason.
      await expect(statsRow(page, 2)).toContainText('Check the key 100% chose (1); the key says (2)');
      await expect(page.getByText('· 1 to check')).toBeVisible();

      // Export CSV downloads the attempts with the token.
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export CSV' }).click();
      const csv = fs.readFileSync(await (await download).path(), 'utf8');
      expect(csv).toContain(asha.student.email);
      expect(csv).toContain(ravi.student.email);

      // Five more minutes for the open attempt.
      const deadlineOf = async () =>
        (
          await callApi<AdminAttempt[]>(`/admin/tests/${made.id}/attempts`, { token: await adminToken() })
        ).body.find((a) => a.attemptId === open.attemptId)!.deadline;
      const deadline = await deadlineOf();
      await attemptRow(page, open.student)
        .getByRole('button', { name: /^Adjust time/ })
        .click();
      const adjust = page.getByRole('dialog');
      await adjust.getByRole('button', { name: '+5 min' }).click();
      await adjust.getByRole('button', { name: 'Adjust time' }).click();
      await toast(page, `300 s given to ${open.student.name}`).waitFor();
      expect(Date.parse(await deadlineOf()) - Date.parse(deadline)).toBe(300_000);

      // Key correction: question 2's key becomes 1; every attempt is re-scored.
      await statsRow(page, 2).getByRole('button', { name: 'Correct key of question 2' }).click();
      const fix = page.getByRole('dialog', { name: 'Correct question 2' });
      await fix.getByLabel('New key').fill('1');
      await expect(fix.getByText('will be re-scored and re-ranked')).toBeVisible();
      await fix.getByRole('checkbox').check();
      await fix.getByRole('button', { name: 'Correct and re-score' }).click();
      await toast(page, 'Question 2 corrected: 2 attempts re-scored').waitFor();
      await expect(page.getByTestId('key-revised')).toContainText(/Key revised on \d{2} \w{3} \d{4}, .* IST/);
      await expect(attemptRow(page, asha.student)).toContainText('12 / 96');
      await expect(attemptRow(page, ravi.student)).toContainText('8 / 96');
      await expect(statsRow(page, 2)).not.toContainText('Check the key');

      // The list's Publish asks the same one question: dismissed, nothing changes; accepted, published.
      await page.goto(`${platform.url}/admin?tab=tests`);
      const row = page.getByTestId('test-row').filter({ hasText: made.title });
      await row.getByRole('button', { name: `Unpublish ${made.title}` }).click();
      await expect(row).toContainText('Draft');
      const listAsked: string[] = [];
      page.once('dialog', (d) => {
        listAsked.push(d.message());
        void d.dismiss();
      });
      await row.getByRole('button', { name: `Publish ${made.title}` }).click();
      await expect
        .poll(() => listAsked)
        .toEqual([expect.stringMatching(/Duration: \d+ minutes · 24 questions · 24 answers in the key$/)]);
      await expect(row).toContainText('Draft');
      page.once('dialog', (d) => void d.accept());
      await row.getByRole('button', { name: `Publish ${made.title}` }).click();
      await expect(row).toContainText('Published');
    }
    expect(realErrors(errors)).toEqual([]);
  });
}

test('both themes: the tests list, the make dialog, the editor and the attempts page have no serious or critical axe violation', async ({
  signedInContext,
  platform,
}) => {
  test.setTimeout(240_000);
  const tests = (await callApi<Array<{ id: string }>>('/admin/tests', { token: await adminToken() })).body;
  const id = tests[tests.length - 1].id;
  const found: string[] = [];
  for (const theme of ['dark', 'light'] as const) {
    const context = await signedInContext({ token: await adminToken() }, true, {}, themeScript(theme));
    const page = await context.newPage();
    await page.goto(`${platform.url}/admin?tab=tests`);
    await page.getByRole('heading', { name: 'Online tests' }).waitFor();
    await settle(page);
    found.push(...(await axeFindings(page)).map((f) => `${theme} list: ${f}`));
    await page.getByRole('button', { name: '+ Make a test' }).click();
    await page.getByRole('dialog').getByLabel('Test-series book').waitFor();
    found.push(...(await axeFindings(page)).map((f) => `${theme} make dialog: ${f}`));
    await page.keyboard.press('Escape');
    await page.goto(`${platform.url}/admin?tab=tests&test=${id}`);
    await page.getByRole('heading', { name: /^Edit test:/ }).waitFor();
    await regionBox(page, 1).click();
    await settle(page);
    found.push(...(await axeFindings(page)).map((f) => `${theme} editor: ${f}`));
    await page.getByRole('button', { name: 'Solution regions' }).click();
    found.push(...(await axeFindings(page)).map((f) => `${theme} editor, solutions: ${f}`));
    await page.goto(`${platform.url}/admin?tab=tests&test=${id}&view=attempts`);
    await page.getByRole('heading', { name: 'Attempts', exact: true }).waitFor();
    await settle(page);
    found.push(...(await axeFindings(page)).map((f) => `${theme} attempts: ${f}`));
  }
  expect(found).toEqual([]);
});
