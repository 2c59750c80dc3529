/**
 * Admin Books tab in Chromium (docs/domains/operations.md "Books", "Rules and limits" book form,
 * docs/domains/operations.md "Errors", "Rules and limits" upload limits): summary cards, the add dialog's
 * validation texts and size limits, and the upload limits read from the server. Adding, editing and
 * deleting a real book: admin-books-lifecycle.e2e.ts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { adminToken, callApi, pollUntil, realErrors, toast } from './support/admin-helpers';
import { expect, test } from './support/fixtures';
import { COVER, PDF, dialog } from './support/admin-books';

let tmp: string;
test.beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-books-'));
});
test.afterAll(async () => {
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** A file of `bytes` zero bytes in the temp folder (size checks happen before any byte is read). */
function bigFile(name: string, bytes: number): string {
  const file = path.join(tmp, name);
  const fd = fs.openSync(file, 'w');
  fs.ftruncateSync(fd, bytes);
  fs.closeSync(fd);
  return file;
}

test('summary cards match the catalogue; Failed to load books; No books found', async ({ openAdmin }) => {
  const books = (
    await callApi<Array<{ price: number; isFree: boolean; pdfUrl: string | null; image: string | null }>>(
      '/admin/books',
      { token: await adminToken() },
    )
  ).body;
  const { page, errors } = await openAdmin('books');
  await page.getByRole('heading', { name: 'All Books' }).waitFor();
  const value = books.reduce((s, b) => (b.isFree ? s : s + b.price), 0);
  const card = (label: string) => page.getByRole('group', { name: label });
  await card('Total Books').getByText(String(books.length), { exact: true }).waitFor();
  await card('Total Value')
    .getByText(`₹${value.toLocaleString('en-IN')}`, { exact: true })
    .waitFor();
  await card('With PDFs')
    .getByText(String(books.filter((b) => b.pdfUrl).length), { exact: true })
    .waitFor();
  await card('With Images')
    .getByText(String(books.filter((b) => b.image).length), { exact: true })
    .waitFor();
  await card('Free Books')
    .getByText(String(books.filter((b) => b.isFree).length), { exact: true })
    .waitFor();
  await expect(page.locator('tbody tr')).toHaveCount(books.length);
  expect(realErrors(errors)).toEqual([]);

  const failing = await openAdmin('dashboard');
  await failing.page.route('**/api/admin/books', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"down"}' }),
  );
  await failing.page.getByRole('tab', { name: 'Books', exact: true }).click();
  await failing.page.getByText('Failed to load books', { exact: true }).waitFor({ timeout: 20_000 });

  const empty = await openAdmin('dashboard');
  await empty.page.route('**/api/admin/books', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
  );
  await empty.page.getByRole('tab', { name: 'Books', exact: true }).click();
  await empty.page.getByText('No books found', { exact: true }).waitFor();
});

test('add dialog: required fields, wrong file types and the 5 MB / 50 MB limits are refused with the documented texts', async ({
  openAdmin,
}) => {
  const { page } = await openAdmin('books');
  await page.getByRole('button', { name: '+ Add Book' }).click();
  await dialog(page).getByRole('heading', { name: 'Add New Book' }).waitFor();
  await dialog(page).getByRole('button', { name: 'Create Book' }).click();
  await toast(page, 'Please fill in all required fields').waitFor();

  await dialog(page).getByLabel('Cover Image').setInputFiles(PDF);
  await toast(page, 'Please select a valid image file').waitFor();
  await dialog(page).getByLabel('PDF File').setInputFiles(COVER);
  await toast(page, 'Please select a valid PDF file').waitFor();
  await dialog(page)
    .getByLabel('Cover Image')
    .setInputFiles(bigFile('big-cover.jpg', 5 * 1_048_576 + 1));
  await toast(page, 'Image size should be less than 5 MB').waitFor();
  await dialog(page)
    .getByLabel('PDF File')
    .setInputFiles(bigFile('big.pdf', 50 * 1_048_576 + 1));
  await toast(page, 'PDF size should be less than 50 MB').waitFor();
  // A refused file is not kept.
  expect(
    await dialog(page)
      .getByLabel('PDF File')
      .evaluate((el) => (el as HTMLInputElement).files?.length),
  ).toBe(0);
  expect(
    await dialog(page)
      .getByText(/^Selected:/)
      .count(),
  ).toBe(0);
});

test('upload limits come from GET /admin/config once and are reused for 5 minutes, then fetched again', async ({
  openAdmin,
}) => {
  const { page, errors } = await openAdmin('books', true);
  let configCalls = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/admin/config') configCalls += 1;
  });
  const openAndClose = async () => {
    await page.getByRole('button', { name: '+ Add Book' }).click();
    await dialog(page).getByText('Limits: image 5 MB, PDF 50 MB.').waitFor();
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await dialog(page).waitFor({ state: 'detached' });
  };
  await openAndClose();
  await pollUntil(
    async () => configCalls,
    (n) => n === 1,
  );
  await page.clock.fastForward('02:00');
  await openAndClose();
  await openAndClose();
  expect(configCalls).toBe(1); // cached: the second and third dialogs asked nobody
  await page.clock.fastForward('03:30'); // 5 min 30 s after the first answer
  await openAndClose();
  await pollUntil(
    async () => configCalls,
    (n) => n === 2,
  );
  expect(realErrors(errors)).toEqual([]);
});
