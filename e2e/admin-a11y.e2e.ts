/**
 * Accessibility AA of the admin dashboard and the reader, in a real browser, in both
 * themes: axe-core finds no serious or critical violation on any admin tab, in the book dialog (add and
 * edit) or in the open viewer; the admin page has exactly one `<main>` and its headings do not skip a level.
 */
import type { Page } from '@playwright/test';
import { adminToken } from './support/admin-helpers';
import { axeFindings, settle, themeScript } from './support/page-audit';
import { FREE_BOOK, openFromCard, waitForFirstPaint } from './support/reader-helpers';
import { registerStudent } from './support/store-session';
import { expect, test } from './support/fixtures';

/** Every admin tab, by its `?tab=` id and label. */
const TABS = [
  ['dashboard', 'Dashboard'],
  ['payments', 'Payments'],
  ['reconciliation', 'Reconciliation'],
  ['users', 'Users'],
  ['books', 'Books'],
  ['tests', 'Tests'],
  ['payment-config', 'Payment Config'],
  ['audit-log', 'Audit Log'],
  ['leak-trace', 'Leak Trace'],
] as const;

/** Heading levels in document order that skip a level (h2 followed by h4), as "h2→h4 text". */
function skippedHeadings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    let previous = 0;
    for (const h of document.querySelectorAll('h1, h2, h3, h4, h5, h6')) {
      const level = Number(h.tagName[1]);
      if (previous && level > previous + 1) found.push(`h${previous}→h${level} ${h.textContent?.trim()}`);
      previous = level;
    }
    return found;
  });
}

for (const theme of ['dark', 'light'] as const) {
  test(`${theme} theme: every admin tab and the book dialog (add, edit) have no serious or critical axe violation`, async ({
    signedInContext,
    platform,
  }) => {
    test.setTimeout(240_000);
    const context = await signedInContext({ token: await adminToken() }, true, {}, themeScript(theme));
    const page = await context.newPage();
    const found: string[] = [];
    for (const [id, label] of TABS) {
      await page.goto(`${platform.url}/admin?tab=${id}`);
      await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor({ timeout: 30_000 });
      await expect(page.getByRole('tab', { name: label, exact: true })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await settle(page);
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
      expect(await page.locator('main').count()).toBe(1);
      found.push(...(await skippedHeadings(page)).map((f) => `${id} headings: ${f}`));
      found.push(...(await axeFindings(page)).map((f) => `${id}: ${f}`));
    }

    // The book dialog in add mode, then in edit mode on the first book.
    await page.getByRole('tab', { name: 'Books', exact: true }).click();
    await page.getByRole('button', { name: '+ Add Book' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await settle(page);
    found.push(...(await axeFindings(page)).map((f) => `add dialog: ${f}`));
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('book-row').first().getByRole('button', { name: /^Edit/ }).click();
    await dialog.waitFor();
    await settle(page);
    found.push(...(await axeFindings(page)).map((f) => `edit dialog: ${f}`));
    expect(found).toEqual([]);
  });

  test(`${theme} theme: the open viewer has no serious or critical axe violation`, async ({
    signedInContext,
  }) => {
    const student = await registerStudent('Viewer Audit');
    const context = await signedInContext({ token: student.token }, false, {}, themeScript(theme));
    const page = await context.newPage();
    await openFromCard(page, FREE_BOOK);
    await waitForFirstPaint(page);
    // The first page is painted: what is audited is drawn. Not "no request for half a second": on a fresh
    // platform the book's background preparation, after the admin tests of this file, can keep one of the
    // reader's own requests open for longer than the wait allows.
    await settle(page, { network: false });
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
    expect(await axeFindings(page)).toEqual([]);
  });
}
