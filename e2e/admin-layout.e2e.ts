/**
 * An admin screen that holds still, in Chromium: the tab strip keeps its box on every tab
 * at 1280 and 360 px, the tabs follow the WAI-ARIA tabs pattern (arrows, Home, End), the four stat cards
 * share one row on a desktop and make two rows of two on a phone, Undo after approve and after deactivate,
 * the Payments tab's Export CSV honours its filter, and payment dates show the time of day in IST.
 */
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import {
  adminToken,
  bookIdByTitle,
  callApi,
  registerStudent,
  submitPayment,
  toast,
  uniqueUtr,
} from './support/admin-helpers';
import { expect, test } from './support/fixtures';

const OPTICS = 'Ray Optics: Mirrors and Lenses, Illustrated';
const TAB_LABELS = [
  'Dashboard',
  'Payments',
  'Reconciliation',
  'Users',
  'Books',
  'Tests',
  'Payment Config',
  'Audit Log',
  'Leak Trace',
];

/** The box of an element, rounded to 0.1 px. */
async function box(page: Page, selector: string) {
  const b = await page.locator(selector).first().boundingBox();
  if (!b) throw new Error(`${selector} has no box`);
  const r = (n: number) => Math.round(n * 10) / 10;
  return { x: r(b.x), y: r(b.y), width: r(b.width), height: r(b.height) };
}

for (const width of [1280, 360]) {
  test(`${width} px: the tab strip and the page keep the same box on every tab`, async ({ signedInPage }) => {
    test.setTimeout(180_000);
    const page = await signedInPage(await adminToken(), '/admin?tab=dashboard', true, width);
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor({ timeout: 30_000 });
    const seen: Record<string, unknown> = {};
    for (const label of TAB_LABELS) {
      // The strip may scroll sideways on a phone: a tab is brought into view by the click itself.
      await page.getByRole('tab', { name: label, exact: true }).click();
      await expect(page.getByRole('tab', { name: label, exact: true })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      // The page's height follows its content; its position and width must not.
      const main = await box(page, 'main');
      seen[label] = {
        strip: await box(page, '[role="tablist"]'),
        main: { x: main.x, y: main.y, width: main.width },
        panel: (await box(page, '[role="tabpanel"]')).width,
      };
    }
    const first = seen.Dashboard;
    expect(seen).toEqual(Object.fromEntries(TAB_LABELS.map((l) => [l, first])));
    // The page never scrolls sideways: wide tables scroll inside their own container.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}

test('tabs: ArrowRight/ArrowLeft move and activate (wrapping), Home and End, one tab stop, ?tab= follows', async ({
  openAdmin,
}) => {
  const { page } = await openAdmin('dashboard');
  const selected = page.locator('[role="tab"][aria-selected="true"]');
  const focusedTab = () => page.evaluate(() => document.activeElement?.textContent);
  await page.getByRole('tab', { name: 'Dashboard', exact: true }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(selected).toHaveText('Payments');
  expect(await focusedTab()).toBe('Payments');
  await expect(page).toHaveURL(/[?&]tab=payments/);
  await expect(page.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', 'payments-tab');
  await expect(selected).toHaveAttribute('aria-controls', 'payments-panel');
  await page.keyboard.press('End');
  await expect(selected).toHaveText('Leak Trace');
  expect(await focusedTab()).toBe('Leak Trace');
  await page.keyboard.press('ArrowRight');
  await expect(selected).toHaveText('Dashboard');
  await page.keyboard.press('ArrowLeft');
  await expect(selected).toHaveText('Leak Trace');
  await page.keyboard.press('Home');
  await expect(selected).toHaveText('Dashboard');
  expect(await focusedTab()).toBe('Dashboard');
  // Roving tabindex: only the selected tab is in the Tab order.
  expect(await page.locator('[role="tab"][tabindex="0"]').allTextContents()).toEqual(['Dashboard']);
  expect(await page.locator('[role="tab"][tabindex="-1"]').count()).toBe(TAB_LABELS.length - 1);
});

for (const width of [1280, 360]) {
  test(`${width} px: the four stat cards ${width === 1280 ? 'share one row' : 'make two rows of two'}`, async ({
    signedInPage,
  }) => {
    const page = await signedInPage(await adminToken(), '/admin?tab=dashboard', true, width);
    const cards = ['Total Users', 'Total Books', 'Total Payments', 'Revenue'].map((l) =>
      page.getByRole('group', { name: l, exact: true }),
    );
    await cards[3].waitFor({ timeout: 30_000 });
    const boxes = await Promise.all(cards.map(async (c) => (await c.boundingBox())!));
    const rows = new Set(boxes.map((b) => Math.round(b.y)));
    expect(rows.size).toBe(width === 1280 ? 1 : 2);
    if (width === 360) {
      expect(Math.round(boxes[0].y)).toBe(Math.round(boxes[1].y));
      expect(Math.round(boxes[2].y)).toBe(Math.round(boxes[3].y));
    }
  });
}

const paymentRow = (page: Page, utr: string) => page.getByTestId('payment-row').filter({ hasText: utr });

test('Undo after approve: the payment is pending again and the student cannot read the book', async ({
  openAdmin,
}) => {
  const student = await registerStudent('Undo Approve');
  const bookId = await bookIdByTitle(OPTICS);
  const utr = uniqueUtr();
  const paymentId = await submitPayment(student, bookId, utr);
  const { page } = await openAdmin('payments');
  await paymentRow(page, utr).getByRole('button', { name: 'Approve' }).click();
  const approved = page
    .locator('.notistack-SnackbarContainer')
    .filter({ hasText: 'Payment approved successfully' });
  await approved.getByRole('button', { name: 'Undo' }).click();
  await toast(page, 'Approval undone: the payment is pending again').waitFor();
  // Back in the pending list, reviewable again.
  await paymentRow(page, utr).getByRole('button', { name: 'Approve' }).waitFor();
  const { body } = await callApi<{ payments: { paymentId: string; status: string }[] }>(
    `/admin/payments?status=all&q=${utr}`,
    { token: await adminToken() },
  );
  expect(body.payments.map((p) => [p.paymentId, p.status])).toEqual([[paymentId, 'pending']]);
  const read = await callApi('/reading/sessions', { method: 'POST', token: student.token, body: { bookId } });
  expect(read.status).toBe(403);
  const mine = await callApi<{ paymentStatus: string }[]>('/user/purchased-books', { token: student.token });
  expect(mine.body.filter((b) => b.paymentStatus !== 'free')).toEqual([]);
});

test('keyboard: a approves the selected row, u undoes it while the toast is up', async ({ openAdmin }) => {
  const student = await registerStudent('Undo Keys');
  const utr = uniqueUtr();
  const paymentId = await submitPayment(student, await bookIdByTitle(OPTICS), utr);
  const { page } = await openAdmin('payments');
  // The newest pending payment is first, and selected.
  await expect(paymentRow(page, utr)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('a');
  await toast(page, 'Payment approved successfully').waitFor();
  await paymentRow(page, utr).waitFor({ state: 'detached' });
  await page.keyboard.press('u');
  await toast(page, 'Approval undone: the payment is pending again').waitFor();
  await paymentRow(page, utr).getByRole('button', { name: 'Approve' }).waitFor();
  const { body } = await callApi<{ payments: { paymentId: string; status: string }[] }>(
    `/admin/payments?status=all&q=${utr}`,
    { token: await adminToken() },
  );
  expect(body.payments.map((p) => [p.paymentId, p.status])).toEqual([[paymentId, 'pending']]);
});

test('Undo after deactivate: the user stays active', async ({ openAdmin }) => {
  const student = await registerStudent('Undo Deactivate');
  const { page } = await openAdmin('users');
  const row = page.getByTestId('user-row').filter({ hasText: student.email });
  await row.getByRole('button', { name: `Active: toggle status of ${student.name}` }).click();
  const done = page
    .locator('.notistack-SnackbarContainer')
    .filter({ hasText: 'User status updated successfully' });
  await done.getByRole('button', { name: 'Undo' }).click();
  await toast(page, `${student.name} is active again`).waitFor();
  await row.getByRole('button', { name: `Active: toggle status of ${student.name}` }).waitFor();
  const { body } = await callApi<{ _id: string; isActive: boolean }[]>('/admin/users', {
    token: await adminToken(),
  });
  expect(body.find((u) => u._id === student.id)?.isActive).toBe(true);
  // The account works again (its old sessions ended with the deactivation: it signs in afresh).
  const login = await callApi('/auth/login', {
    method: 'POST',
    body: { email: student.email, password: 'violet-harbor-kite-42' },
  });
  expect(login.status).toBe(200);
});

test('Export CSV on the Payments tab downloads only the rows of its filter and search', async ({
  openAdmin,
}) => {
  const bookId = await bookIdByTitle(OPTICS);
  const rejected = uniqueUtr();
  const pending = uniqueUtr();
  const a = await registerStudent('Export Rejected');
  const b = await registerStudent('Export Pending');
  const rejectedId = await submitPayment(a, bookId, rejected);
  await submitPayment(b, bookId, pending);
  const reject = await callApi(`/admin/payments/${rejectedId}/reject`, {
    method: 'POST',
    token: await adminToken(),
    body: {},
  });
  expect(reject.status).toBe(200);

  const { page } = await openAdmin('payments');
  await page.getByLabel('Status filter').selectOption('rejected');
  await paymentRow(page, rejected).waitFor();
  const download = async () => {
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    return fs
      .readFileSync((await file.path())!, 'utf8')
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
      .slice(1);
  };
  const all = await download();
  expect(all.length).toBeGreaterThan(0);
  expect(all.every((line) => line.split(',')[2] === 'rejected')).toBe(true);
  expect(all.some((line) => line.includes(rejected))).toBe(true);
  expect(all.some((line) => line.includes(pending))).toBe(false);

  await page.getByLabel('Search payments').fill(rejected);
  await expect(page.getByTestId('payment-row')).toHaveCount(1);
  const searched = await download();
  expect(searched).toHaveLength(1);
  expect(searched[0]).toContain(rejected);
});

test('payment dates show the date and the time of day in IST', async ({ openAdmin }) => {
  const student = await registerStudent('IST Dates');
  const utr = uniqueUtr();
  await submitPayment(student, await bookIdByTitle(OPTICS), utr);
  const { page } = await openAdmin('payments');
  const cells = await paymentRow(page, utr).locator('td').allInnerTexts();
  expect(cells.some((c) => /^\d{2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}:\d{2} [ap]m IST$/.test(c.trim()))).toBe(
    true,
  );
});
