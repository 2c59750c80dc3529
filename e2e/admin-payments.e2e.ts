/**
 * Admin Payments tab in Chromium (docs/domains/operations.md "Payments", "Errors";
 * docs/domains/purchases.md "Payment states"): the Recent Payments table, pending first by default, status
 * filter and search on the server, Approve and Reject with their busy labels and toasts, the rejection
 * reason, and the student's payment page following the decision without a reload.
 */
import type { Page } from '@playwright/test';
import {
  adminToken,
  bookIdByTitle,
  callApi,
  openTab,
  pollUntil,
  realErrors,
  registerStudent,
  submitPayment,
  toast,
  uniqueUtr,
  type Student,
} from './support/admin-helpers';
import { expect, test } from './support/fixtures';

const OPTICS = 'Ray Optics: Mirrors and Lenses, Illustrated'; // ₹149 discounted to ₹99
const ATLAS = 'Map Projections Atlas, High Resolution';

let meera: Student;
let kabir: Student;
test.beforeAll(async () => {
  meera = await registerStudent('Meera Nair');
  kabir = await registerStudent('Kabir Shah');
});

/** Holds every answer of `pattern` for `ms`, so a busy label can be seen. */
async function slow(page: Page, pattern: string, ms = 800): Promise<void> {
  await page.route(pattern, async (route) => {
    await new Promise((r) => setTimeout(r, ms));
    await route.continue();
  });
}

const row = (page: Page, utr: string) => page.getByTestId('payment-row').filter({ hasText: utr });

test('Recent Payments: columns, pending by default and first, server-side filter and search, No payments found', async ({
  openAdmin,
}) => {
  const opticsId = await bookIdByTitle(OPTICS);
  const utr = uniqueUtr();
  await submitPayment(meera, opticsId, utr);
  const { page, errors } = await openAdmin('dashboard');
  const listed = page.waitForRequest(
    (r) =>
      /\/api\/admin\/payments\?.*status=pending/.test(r.url()) &&
      /limit=20/.test(r.url()) &&
      /page=1/.test(r.url()),
  );
  await openTab(page, 'Payments');
  await listed;
  await page.getByRole('heading', { name: 'Recent Payments' }).waitFor();
  await expect(page.locator('thead th')).toHaveText([
    'User',
    'Book',
    'UTR Number',
    'Status',
    'Match',
    'Date',
    'Actions',
  ]);
  await expect(page.getByLabel('Status filter')).toHaveValue('pending');

  const r = row(page, utr);
  await r.waitFor();
  await r.getByText('Meera Nair', { exact: true }).waitFor();
  await r.getByText(meera.email, { exact: true }).waitFor();
  await r.getByText(OPTICS, { exact: true }).waitFor();
  await r.getByText('₹99', { exact: true }).waitFor(); // the discounted price, not ₹149
  await r.getByText('Pending', { exact: true }).waitFor();
  // Today in India, with the time of day (admin dates in IST, e.g. "24 Nov 2026, 03:04:05 pm IST").
  const today = new Date().toLocaleDateString('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: '2-digit',
    month: 'short',
    year: 'numeric',
  });
  const date = new RegExp(`^${today}, \\d{2}:\\d{2}:\\d{2} [ap]m IST$`);
  await r.getByText(date).waitFor();
  await r.getByRole('button', { name: 'Approve' }).waitFor();
  await r.getByRole('button', { name: 'Reject' }).waitFor();
  // Every row of the default view is pending.
  const badges = await page.getByTestId('payment-row').locator('td:nth-child(4)').allInnerTexts();
  expect(badges.every((b) => b === 'Pending')).toBe(true);

  // Search by UTR, by e-mail and by book, on the server.
  const search = page.getByLabel('Search payments');
  await search.fill(utr);
  await page.waitForResponse((res) => res.url().includes(`q=${utr}`));
  await pollUntil(
    () => page.getByTestId('payment-row').count(),
    (n) => n === 1,
  );
  await search.fill(meera.email.toUpperCase());
  await page.waitForResponse(
    (res) =>
      res.url().includes('q=') &&
      res.url().toLowerCase().includes(encodeURIComponent(meera.email).toLowerCase()),
  );
  await row(page, utr).waitFor();
  await search.fill('no-such-payment-anywhere');
  await page.getByText('No payments found', { exact: true }).waitFor();
  await search.fill('');

  // Approved view: no Approve/Reject buttons at all.
  await page.getByLabel('Status filter').selectOption('approved');
  await page.waitForResponse((res) => res.url().includes('status=approved'));
  await page.waitForTimeout(300);
  expect(
    await page
      .getByTestId('payment-row')
      .getByRole('button', { name: /Approve|Reject/ })
      .count(),
  ).toBe(0);
  expect(realErrors(errors)).toEqual([]);
});

test('Approve: Approving..., the toast, and the student sees Payment Approved without reloading', async ({
  openPage,
  openAdmin,
}) => {
  const opticsId = await bookIdByTitle(OPTICS);
  const utr = uniqueUtr();
  await submitPayment(kabir, opticsId, utr);
  const student = await openPage(kabir.token, false, `/payment/${opticsId}`);
  await student.page.getByRole('heading', { name: /Payment Pending/ }).waitFor({ timeout: 20_000 });

  const { page } = await openAdmin('payments');
  await slow(page, '**/api/admin/payments/*/approve');
  await row(page, utr).getByRole('button', { name: 'Approve' }).click();
  await row(page, utr).getByRole('button', { name: 'Approving...' }).waitFor();
  await toast(page, 'Payment approved successfully').waitFor();
  // It leaves the pending view.
  await row(page, utr).waitFor({ state: 'detached' });

  await student.page.getByRole('heading', { name: 'Payment Approved' }).waitFor({ timeout: 20_000 });
  await student.page.getByRole('button', { name: 'Read Now' }).first().waitFor();
});

test('Reject: asks for a reason, Rejecting..., the toast, and the student sees the reason and the form again', async ({
  openPage,
  openAdmin,
}) => {
  const atlasId = await bookIdByTitle(ATLAS);
  const utr = uniqueUtr();
  await submitPayment(meera, atlasId, utr);
  const student = await openPage(meera.token, false, `/payment/${atlasId}`);
  await student.page.getByRole('heading', { name: /Payment Pending/ }).waitFor({ timeout: 20_000 });

  const { page } = await openAdmin('payments');
  await slow(page, '**/api/admin/payments/*/reject');
  await row(page, utr).getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog', { name: `Reject payment ${utr}` });
  // A note alone (no template): the reject dialog offers templates plus a note.
  await dialog.getByLabel('Reason', { exact: true }).selectOption({ label: 'No template (note only)' });
  await dialog.getByLabel('Note (optional)').fill('UTR not found in the bank statement');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await row(page, utr).getByRole('button', { name: 'Rejecting...' }).waitFor();
  await toast(page, 'Payment rejected successfully').waitFor();

  await page.getByLabel('Status filter').selectOption('rejected');
  await row(page, utr).getByText('Rejected', { exact: true }).waitFor();
  await row(page, utr).getByText('Reason: UTR not found in the bank statement').waitFor();

  await student.page.getByRole('heading', { name: 'Payment Rejected' }).waitFor({ timeout: 20_000 });
  await student.page.getByText('UTR not found in the bank statement', { exact: true }).waitFor();
  await student.page.getByLabel(/UTR/i).first().waitFor();
});

test('failures toast Failed to approve payment / Failed to reject payment, or the server error', async ({
  openAdmin,
}) => {
  const id = await bookIdByTitle(ATLAS);
  const utr = uniqueUtr();
  await submitPayment(kabir, id, utr);
  const { page } = await openAdmin('payments');
  await row(page, utr).waitFor();
  // A server fault with no error field: the fallback texts of docs/domains/operations.md "Errors".
  await page.route('**/api/admin/payments/*/approve', (route) => route.fulfill({ status: 500, body: '' }));
  await page.route('**/api/admin/payments/*/reject', (route) => route.fulfill({ status: 500, body: '' }));
  await row(page, utr).getByRole('button', { name: 'Approve' }).click();
  await toast(page, 'Failed to approve payment').waitFor({ timeout: 20_000 });
  await row(page, utr).getByRole('button', { name: 'Reject' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Reject' }).click();
  await toast(page, 'Failed to reject payment').waitFor({ timeout: 20_000 });
  await page.unroute('**/api/admin/payments/*/approve');
  await page.unroute('**/api/admin/payments/*/reject');

  // Another admin approved it meanwhile: the server's error field is shown.
  const other = await openAdmin('payments');
  await row(other.page, utr).getByRole('button', { name: 'Approve' }).click();
  await toast(other.page, 'Payment approved successfully').waitFor();
  await row(page, utr).getByRole('button', { name: 'Approve' }).click();
  await toast(page, 'Only pending payments can be approved').waitFor();
});

test('Pagination on the server: 20 a page, "Page X of Y · N payments", Previous and Next', async ({
  openAdmin,
}) => {
  const token = await adminToken();
  const { body: books } = await callApi<Array<{ _id: string; isFree: boolean }>>('/admin/books', { token });
  const paid = books.filter((b) => !b.isFree);
  // 21 new pending payments at least: two fresh students, one payment per paid book each.
  const students = [await registerStudent('Pager One'), await registerStudent('Pager Two')];
  const ids: string[] = [];
  for (const s of students)
    for (const b of paid) if (ids.length < 21) ids.push(await submitPayment(s, b._id, uniqueUtr()));
  const first = await callApi<{ total: number; payments: Array<{ utr: string }> }>(
    '/admin/payments?status=pending&page=1&limit=20',
    { token },
  );
  const total = first.body.total;
  const pages = Math.ceil(total / 20);
  expect(total).toBeGreaterThanOrEqual(21);

  const { page, errors } = await openAdmin('dashboard');
  await openTab(page, 'Payments');
  await page.getByText(`Page 1 of ${pages} · ${total} payments`, { exact: true }).waitFor();
  await expect(page.getByTestId('payment-row')).toHaveCount(20);
  await row(page, first.body.payments[0].utr).waitFor(); // the newest pending payment leads page 1
  const previous = page.getByRole('button', { name: 'Previous', exact: true });
  const next = page.getByRole('button', { name: 'Next', exact: true });
  await expect(previous).toBeDisabled();

  const second = page.waitForRequest(
    (r) => /\/api\/admin\/payments\?/.test(r.url()) && /page=2/.test(r.url()) && /limit=20/.test(r.url()),
  );
  await next.click();
  await second;
  await page.getByText(`Page 2 of ${pages} · ${total} payments`, { exact: true }).waitFor();
  const expected = await callApi<{ payments: Array<{ utr: string }> }>(
    '/admin/payments?status=pending&page=2&limit=20',
    { token },
  );
  await pollUntil(
    () => page.getByTestId('payment-row').count(),
    (n) => n === expected.body.payments.length,
  );
  await row(page, expected.body.payments[0].utr).waitFor();
  await expect(row(page, first.body.payments[0].utr)).toHaveCount(0); // page 1's rows are gone
  await expect(previous).toBeEnabled();
  if (pages === 2) await expect(next).toBeDisabled();

  await previous.click();
  await page.getByText(`Page 1 of ${pages} · ${total} payments`, { exact: true }).waitFor();
  expect(realErrors(errors)).toEqual([]);

  // Leave the pending queue as it was for the tests after this one.
  for (const id of ids)
    expect(
      (
        await callApi(`/admin/payments/${id}/reject`, {
          method: 'POST',
          token,
          body: { reason: 'pagination test' },
        })
      ).status,
    ).toBe(200);
});
