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
import type { Page } from '@playwright/test';
import { adminToken, bookIdByTitle, callApi, realErrors, toast } from './support/admin-helpers';
import { attemptRow, BOOK, makeTest, save, statsRow, takeTest, uploadKeys } from './support/admin-test-flows';
import {
  type AdminAttempt,
  type AdminTest,
  checkDrawn,
  checkRegions,
  mouseDrag,
  regionBox,
  touchDrag,
} from './support/admin-test-regions';
import { expect, test } from './support/fixtures';
import { axeFindings, settle, themeScript } from './support/page-audit';

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
