/**
 * Bank-statement reconciliation end to end, in Chromium: three students submit UTRs on the payment page; the admin imports a
 * bank statement with two exact matches and one wrong amount, approves all matched with one click, and
 * rejects the third with a template reason using the keyboard only; the students then see the approval,
 * the receipt, and the reason with a Contact support link naming the payment.
 */
import type { Page } from '@playwright/test';
import {
  bookIdByTitle,
  openTab,
  realErrors,
  registerStudent,
  submitPayment,
  toast,
  uniqueUtr,
  type Student,
} from './support/admin-helpers';
import { expect, test } from './support/fixtures';

const OPTICS = 'Ray Optics: Mirrors and Lenses, Illustrated'; // ₹149 discounted to ₹99

/** An HDFC-format statement (one of the built-in formats, with its preamble) of today's credits. */
function hdfcStatement(credits: { utr: string; amount: number; name: string }[]): Buffer {
  const d = new Date(Date.now() + 330 * 60_000).toISOString();
  const date = `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(2, 4)}`;
  let balance = 20_000;
  const lines = credits.map((c) => {
    balance += c.amount;
    return `${date},UPI-${c.name}-${c.name.toLowerCase().replace(/\s/g, '')}@okaxis-UTIB0000123-${c.utr}-EXAM BOOK,0000${c.utr},${date},,${c.amount.toFixed(2)},${balance.toFixed(2)}`;
  });
  return Buffer.from(
    [
      'HDFC BANK Ltd.,,,,,,',
      'Statement From : today,,,,,,',
      'Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance',
      ...lines,
      '',
    ].join('\n'),
  );
}

/** The student submits `utr` on the book's payment page (already open) and sees it pending. */
async function submitOnPage(page: Page, utr: string): Promise<void> {
  await page.getByLabel('UTR Number').fill(utr);
  await page.getByRole('button', { name: 'Submit Payment' }).click();
  await toast(page, 'Payment submitted successfully!').waitFor();
  await page.getByRole('heading', { name: /Payment Pending/ }).waitFor();
}

test('statement import, approve all matched, keyboard reject with a template; students see approval, receipt and reason', async ({
  openAdmin,
  signedInPage,
  platform,
}) => {
  test.setTimeout(120_000);
  const bookId = await bookIdByTitle(OPTICS);
  const students: Student[] = [];
  for (const name of ['Anaya Rao', 'Vihaan Gupta', 'Ishita Bose']) students.push(await registerStudent(name));
  const utrs = students.map(() => uniqueUtr());
  const pages: Page[] = [];
  for (const [i, s] of students.entries()) {
    const page = await signedInPage(s.token, `/payment/${bookId}`);
    await submitOnPage(page, utrs[i]);
    pages.push(page);
  }

  // The admin imports today's statement: two exact credits, one of ₹90 instead of ₹99.
  const { page: admin, errors } = await openAdmin('reconciliation');
  await admin.getByRole('heading', { name: 'Import a bank statement' }).waitFor();
  await admin.getByLabel('Statement file (CSV or XLSX)').setInputFiles({
    name: 'hdfc-today.csv',
    mimeType: 'text/csv',
    buffer: hdfcStatement([
      { utr: utrs[0], amount: 99, name: 'ANAYA RAO' },
      { utr: utrs[1], amount: 99, name: 'VIHAAN GUPTA' },
      { utr: utrs[2], amount: 90, name: 'ISHITA BOSE' },
    ]),
  });
  await admin.getByRole('button', { name: 'Import', exact: true }).click();
  await toast(admin, 'Statement imported').waitFor();
  const result = admin.getByTestId('import-result');
  await expect(result).toContainText('HDFC Bank statement');
  await expect(result).toContainText('3 Credits');
  await expect(result).toContainText('2 Matched');
  await expect(result).toContainText('1 Amount mismatches');

  // One click approves both exact matches.
  const approveAll = admin.getByRole('button', { name: /^Approve all matched \(2\)$/ });
  await approveAll.click();
  await toast(admin, 'Approved 2 matched payments').waitFor();
  await admin.getByRole('button', { name: /^Approve all matched \(0\)$/ }).waitFor();

  // Payments tab: the mismatch shows both amounts; reject it with the keyboard alone.
  await openTab(admin, 'Payments');
  await admin.getByLabel('Match filter').selectOption('amount_mismatch');
  const row = admin.getByTestId('payment-row').filter({ hasText: utrs[2] });
  await row.getByText('Amount mismatch', { exact: true }).waitFor();
  await expect(row).toContainText('Statement ₹90 · submitted for ₹99');
  // Leave the filter (keys typed into a select stay there), then only keys.
  await admin.getByRole('heading', { name: 'Recent Payments' }).click();
  await expect(row).toHaveAttribute('aria-selected', 'true');
  await admin.keyboard.press('k');
  await expect(row).toHaveAttribute('aria-selected', 'true');
  await admin.keyboard.press('r');
  const dialog = admin.getByRole('dialog', { name: `Reject payment ${utrs[2]}` });
  await dialog.waitFor();
  await expect(dialog.getByLabel('Reason', { exact: true })).toBeFocused();
  await expect(dialog.getByRole('option', { name: 'Amount does not match' })).toBeAttached();
  await admin.keyboard.press('ArrowDown'); // "UTR not found in our statement" → "Amount does not match"
  await expect(dialog.getByLabel('Reason', { exact: true })).toHaveValue('Amount does not match');
  await admin.keyboard.press('Enter');
  await toast(admin, 'Payment rejected successfully').waitFor();
  await expect(dialog).toHaveCount(0);
  expect(realErrors(errors)).toEqual([]);

  // The students: two approved with a receipt, the third sees the reason and support with the payment id.
  for (const page of pages.slice(0, 2)) {
    await page.getByRole('heading', { name: 'Payment Approved' }).waitFor({ timeout: 20_000 });
  }
  const first = pages[0];
  await first.goto(`${platform.url}/my-books`);
  await first.getByRole('link', { name: `Receipt for ${OPTICS}` }).click();
  await first.getByRole('heading', { name: 'Payment receipt' }).waitFor();
  const sheet = first.getByRole('article');
  await expect(sheet).toContainText(OPTICS);
  await expect(sheet).toContainText('₹99');
  await expect(sheet).toContainText(utrs[0]);
  await expect(sheet).toContainText('Exam Store (examstore@okaxis)');
  await first.emulateMedia({ media: 'print' });
  await expect(first.getByRole('button', { name: 'Print' })).toBeHidden();

  const third = pages[2];
  await third.getByRole('heading', { name: 'Payment Rejected' }).waitFor({ timeout: 20_000 });
  await third.getByText('Amount does not match', { exact: true }).waitFor();
  const support = third.getByRole('link', { name: 'Contact support' });
  const href = await support.getAttribute('href');
  const paymentId = (await third
    .locator('strong')
    .filter({ hasText: /^[0-9a-f-]{36}$/ })
    .textContent())!;
  expect(href).toContain(`subject=Payment%20${paymentId}`);
});

test('keyboard: j moves down, a approves the selected row, and the next pending row is selected', async ({
  openAdmin,
}) => {
  const bookId = await bookIdByTitle(OPTICS);
  // Two pending payments whose UTRs share a prefix no other test uses, so a search shows just these two.
  const prefix = `7${String(Date.now()).slice(-6)}`;
  const utrs = [`${prefix}00001`, `${prefix}00002`];
  for (const utr of utrs) await submitPayment(await registerStudent('Keyboard Student'), bookId, utr);
  const { page } = await openAdmin('payments');
  await page.getByLabel('Search payments').fill(prefix);
  const rows = page.getByTestId('payment-row');
  await expect(rows).toHaveCount(2);
  await page.getByRole('heading', { name: 'Recent Payments' }).click();
  // Newest first: the second UTR is on top and selected.
  const top = rows.filter({ hasText: utrs[1] });
  const below = rows.filter({ hasText: utrs[0] });
  await expect(top).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('j');
  await expect(below).toHaveAttribute('aria-selected', 'true');
  await expect(top).toHaveAttribute('aria-selected', 'false');
  await page.keyboard.press('a');
  await toast(page, 'Payment approved successfully').waitFor();
  await expect(rows).toHaveCount(1);
  await expect(top).toHaveAttribute('aria-selected', 'true');
});

test('on Android the payment page offers "Pay with a UPI app" (upi://pay with a note); the QR code and Copy stay', async ({
  newContext,
  platform,
}) => {
  const bookId = await bookIdByTitle(OPTICS);
  const student = await registerStudent('Android Student');
  const context = await newContext({
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
    viewport: { width: 412, height: 915 },
  });
  await context.addInitScript((t) => localStorage.setItem('token', t), student.token);
  const page = await context.newPage();
  await page.goto(`${platform.url}/payment/${bookId}`);
  const pay = page.getByRole('link', { name: 'Pay with a UPI app' });
  await pay.waitFor({ timeout: 20_000 });
  const href = (await pay.getAttribute('href'))!;
  expect(href).toMatch(/^upi:\/\/pay\?pa=examstore@okaxis&pn=Exam%20Store&am=99\.00&cu=INR&tn=/);
  expect(decodeURIComponent(href.split('tn=')[1])).toContain('Ray Optics');
  await page.getByRole('img', { name: /UPI QR code/ }).waitFor();
  await page.getByRole('button', { name: /Copy UPI ID/ }).waitFor();
});
