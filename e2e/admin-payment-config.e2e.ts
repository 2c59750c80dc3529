/**
 * Admin Payment Config tab in Chromium (docs/domains/operations.md "Payment Config" read/edit modes,
 * docs/domains/operations.md "Rules and limits", "Errors"; docs/domains/purchases.md "Rules and limits" test
 * amount): the read-only cards, the Test QR Code box and Copy Test UPI Link, Edit Configuration with Save
 * (Saving...) and Cancel, the VPA check, the toasts, and the student's payment page using the new payee at
 * once. The seeded payee is restored at the end.
 */
import type { Page } from '@playwright/test';
import {
  adminToken,
  bookIdByTitle,
  callApi,
  realErrors,
  registerStudent,
  toast,
} from './support/admin-helpers';
import { expect, test } from './support/fixtures';

const SEEDED = { upiId: 'examstore@okaxis', payeeName: 'Exam Store', bankName: 'State Bank of India' };
const NEW = { upiId: 'neet.prep@okhdfcbank', payeeName: 'NEET Prep House', bankName: 'HDFC Bank' };

test.afterAll(async () => {
  await callApi('/admin/payment-config', { method: 'PUT', token: await adminToken(), body: SEEDED });
});

const card = (page: Page, label: string) => page.getByRole('group', { name: label });
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test('read mode: UPI ID, Payee Name, Bank Name cards; Test QR Code with amount ₹100; Copy Test UPI Link', async ({
  openAdmin,
}) => {
  const { page, errors } = await openAdmin('payment-config');
  await page.getByRole('heading', { name: 'Payment Configuration' }).waitFor();
  await card(page, 'UPI ID').getByText(SEEDED.upiId, { exact: true }).waitFor();
  await card(page, 'Payee Name').getByText(SEEDED.payeeName, { exact: true }).waitFor();
  await card(page, 'Bank Name').getByText(SEEDED.bankName, { exact: true }).waitFor();
  await page.getByRole('heading', { name: 'Test QR Code' }).waitFor();
  await page.getByText('₹100', { exact: true }).waitFor();
  const qr = page.getByRole('img', { name: 'Test QR code' });
  expect(await qr.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThanOrEqual(180);

  await page.getByRole('button', { name: 'Copy Test UPI Link' }).click();
  await toast(page, 'Test UPI link copied to clipboard!').waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    'upi://pay?pa=examstore@okaxis&pn=Exam%20Store&am=100.00&cu=INR',
  );
  expect(realErrors(errors)).toEqual([]);
});

test('Edit Configuration: Cancel restores the saved values; required fields and the VPA are checked', async ({
  openAdmin,
}) => {
  const { page } = await openAdmin('payment-config');
  await page.getByRole('button', { name: 'Edit Configuration' }).click();
  await expect(field(page, 'UPI ID')).toHaveValue(SEEDED.upiId);
  await expect(field(page, 'Payee Name')).toHaveValue(SEEDED.payeeName);
  await expect(field(page, 'Bank Name')).toHaveValue(SEEDED.bankName);
  await field(page, 'UPI ID').fill('changed@okicici');
  await field(page, 'Bank Name').fill('');
  await page.getByRole('button', { name: 'Save Configuration' }).click();
  await toast(page, 'Please fill in all required fields').waitFor();
  await field(page, 'Bank Name').fill('ICICI');
  await field(page, 'UPI ID').fill('not a vpa');
  await page.getByRole('button', { name: 'Save Configuration' }).click();
  await toast(page, 'Please enter a valid UPI ID, like name@bank').waitFor();

  await page.getByRole('button', { name: 'Cancel' }).click();
  await card(page, 'UPI ID').getByText(SEEDED.upiId, { exact: true }).waitFor();
  await card(page, 'Bank Name').getByText(SEEDED.bankName, { exact: true }).waitFor();
  // Editing again starts from the saved values, not the discarded ones.
  await page.getByRole('button', { name: 'Edit Configuration' }).click();
  await expect(field(page, 'UPI ID')).toHaveValue(SEEDED.upiId);
  await expect(field(page, 'Bank Name')).toHaveValue(SEEDED.bankName);
  // The server refuses a bad VPA too.
  expect(
    (
      await callApi('/admin/payment-config', {
        method: 'PUT',
        token: await adminToken(),
        body: { ...NEW, upiId: 'x y' },
      })
    ).status,
  ).toBe(400);
});

test('Save Configuration: Saving..., the toast, read mode with the new values; the payment page uses them at once', async ({
  openPage,
  openAdmin,
}) => {
  const { page } = await openAdmin('payment-config');
  await page.getByRole('button', { name: 'Edit Configuration' }).click();
  await field(page, 'UPI ID').fill(NEW.upiId);
  await field(page, 'Payee Name').fill(NEW.payeeName);
  await field(page, 'Bank Name').fill(NEW.bankName);
  await page.route('**/api/admin/payment-config', async (route) => {
    if (route.request().method() === 'PUT') await new Promise((r) => setTimeout(r, 700));
    await route.continue();
  });
  await page.getByRole('button', { name: 'Save Configuration' }).click();
  await page.getByRole('button', { name: 'Saving...' }).waitFor();
  await toast(page, 'Payment configuration updated successfully').waitFor();
  await card(page, 'UPI ID').getByText(NEW.upiId, { exact: true }).waitFor();
  await card(page, 'Payee Name').getByText(NEW.payeeName, { exact: true }).waitFor();
  await card(page, 'Bank Name').getByText(NEW.bankName, { exact: true }).waitFor();

  const student = await registerStudent('Config Student');
  const bookId = await bookIdByTitle('Units and Measurements');
  const payment = await openPage(student.token, false, `/payment/${bookId}`);
  await payment.page.getByText(NEW.upiId).first().waitFor({ timeout: 20_000 });
  await payment.page.getByText(NEW.payeeName).first().waitFor();
  await expect(payment.page.getByText(SEEDED.upiId)).toHaveCount(0);

  // A failed save keeps the form open and shows the text of docs/domains/operations.md "Errors".
  await page.unroute('**/api/admin/payment-config');
  await page.route('**/api/admin/payment-config', (route) =>
    route.request().method() === 'PUT' ? route.fulfill({ status: 500, body: '' }) : route.continue(),
  );
  await page.getByRole('button', { name: 'Edit Configuration' }).click();
  await page.getByRole('button', { name: 'Save Configuration' }).click();
  await toast(page, 'Failed to update payment configuration').waitFor({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Save Configuration' }).waitFor();
});

test('Not configured shows on each empty card (an installation with no payee yet)', async ({
  adminPage: { page },
}) => {
  await page.route('**/api/admin/payment-config', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ upiId: '', payeeName: '', bankName: '', testAmount: 100, testQrCode: '' }),
    }),
  );
  await page.getByRole('tab', { name: 'Payment Config', exact: true }).click();
  for (const label of ['UPI ID', 'Payee Name', 'Bank Name'])
    await card(page, label).getByText('Not configured', { exact: true }).waitFor();
  await expect(page.getByRole('button', { name: 'Copy Test UPI Link' })).toBeDisabled();
});
