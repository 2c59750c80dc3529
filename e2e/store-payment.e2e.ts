/**
 * The purchase page in a real browser (docs/domains/purchases.md "Purchase page", "Payment states",
 * "Rules and limits", docs/domains/purchases.md "Errors", "Rules and limits"): book details, QR code, payee,
 * UPI ID copy for 2 s, amount, instructions, the UTR rules, the pending → approved change without a reload
 * while the page polls every 5 s, rejected → resubmit, and Book not found. The admin reviews payments through
 * the real API while the page is open.
 */
import type { Page } from '@playwright/test';
import { collectErrors } from './support/browser';
import {
  adminToken,
  bookId,
  callApi,
  registerStudent,
  reviewPayment,
  toast,
  uniqueUtr,
  type Account,
} from './support/store-session';
import { expect, test } from './support/fixtures';

const BOOK = 'Genetics and Inheritance: Pedigree Charts'; // class12, NEET, ₹449, 382 pages
const REJECT_BOOK = 'Organic Structures: Drawing Molecules'; // class12, NEET, ₹249 discounted to ₹199

let student: Account;
test.beforeAll(async () => {
  student = await registerStudent('Payment Tester');
});

/** The id of the student's latest payment with this UTR, as the admin sees it. */
async function paymentIdByUtr(utr: string): Promise<string> {
  const list = await callApi<{ payments: { _id?: string; paymentId?: string; utr: string }[] }>(
    `/admin/payments?q=${utr}&status=all`,
    {
      token: await adminToken(),
    },
  );
  const found = list.payments.find((p) => p.utr === utr);
  if (!found) throw new Error(`no payment with UTR ${utr}`);
  return (found.paymentId ?? found._id) as string;
}

async function submitUtr(page: Page, utr: string): Promise<void> {
  await page.getByLabel('UTR Number').fill(utr);
  await page.getByRole('button', { name: 'Submit Payment' }).click();
}

test('shows the book, the ways to pay and the instructions; Copy confirms for 2 s', async ({
  signedInPage,
}) => {
  const page = await signedInPage(student.token, `/payment/${await bookId(BOOK, 'class12')}`);
  const errors = collectErrors(page);
  await page.getByRole('heading', { level: 1, name: BOOK }).waitFor({ timeout: 20_000 });
  // The page itself, not the book the server drew into the HTML (both themes' copies) while it loaded.
  const qr = page.getByRole('img', { name: 'UPI QR code for ₹449' });
  await qr.waitFor();
  await expect(page.locator('[data-prerender]')).toHaveCount(0);
  await page.getByText('Pedigree', { exact: false }).first().waitFor();
  await page.getByText('382 pages').waitFor();
  expect(await qr.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(100);
  await page.getByText('Payee Name').waitFor();
  await page.getByText('UPI ID', { exact: true }).waitFor();
  const upiId = (await page.locator('code').first().textContent())!.trim();
  expect(upiId).toMatch(/^[\w.-]+@[\w.-]+$/);
  await expect(page.locator('dd.amount')).toHaveText('₹449');
  await page.getByRole('heading', { name: 'How to pay' }).waitFor();
  await page.getByText('12-digit UTR', { exact: false }).first().waitFor();

  await page.getByRole('button', { name: `Copy UPI ID ${upiId}` }).click();
  const copied = page.getByText('Copied to clipboard!');
  await copied.waitFor();
  const shownAt = Date.now();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(upiId);
  await copied.waitFor({ state: 'detached', timeout: 5000 });
  const shownMs = Date.now() - shownAt;
  expect(shownMs).toBeGreaterThan(1500);
  expect(shownMs).toBeLessThan(3000);
  expect(errors).toEqual([]);
});

test('UTR rules: blank says "Please enter UTR number"; the field keeps digits only and sends nothing but 12 of them', async ({
  signedInPage,
}) => {
  const page = await signedInPage(student.token, `/payment/${await bookId(BOOK, 'class12')}`);
  await page.getByLabel('UTR Number').waitFor({ timeout: 20_000 });
  let submits = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/payment/submit')) submits += 1;
  });
  await submitUtr(page, '    ');
  await toast(page, 'Please enter UTR number').waitFor();
  expect(submits).toBe(0);
  await submitUtr(page, '12345');
  await toast(page, 'UTR must be exactly 12 digits').waitFor();
  // The form checks the same rule as the server (shared-contracts/rules): a short UTR is never sent.
  expect(submits).toBe(0);
  const field = page.getByLabel('UTR Number');
  await expect(field).toHaveAttribute('inputmode', 'numeric');
  await field.fill('');
  await field.pressSequentially('12ab 34-5678 90123456');
  await expect(field).toHaveValue('123456789012');
});

test('pending turns into approved without a reload while the page polls every 5 s', async ({
  signedInPage,
}) => {
  const page = await signedInPage(student.token, `/payment/${await bookId(BOOK, 'class12')}`);
  await page.getByLabel('UTR Number').waitFor({ timeout: 20_000 });
  const polls: number[] = [];
  page.on('request', (r) => {
    if (/\/api\/payment\/[^/]+\/status$/.test(r.url())) polls.push(Date.now());
  });
  const utr = uniqueUtr();
  await submitUtr(page, utr);
  await toast(page, 'Payment submitted successfully!').waitFor();
  await page.getByRole('heading', { name: /Payment Pending/ }).waitFor();
  await page.getByText(utr).waitFor();
  await expect(page.getByLabel('UTR Number')).toHaveCount(0);
  // A marker that a reload would wipe.
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));

  await page.waitForTimeout(11_000);
  await reviewPayment(await paymentIdByUtr(utr), 'approve');
  await toast(page, 'Payment approved! You now have access to this book.').waitFor({ timeout: 15_000 });
  await page.getByRole('heading', { name: 'Payment Approved' }).waitFor();
  await page.getByRole('button', { name: 'Read Now' }).waitFor();
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);

  // Polled every 5 s (docs/domains/purchases.md "Payment states": 5000 ms) and stopped once approved.
  const gaps = polls.slice(1).map((t, i) => t - polls[i]);
  expect(gaps.length).toBeGreaterThanOrEqual(2);
  for (const gap of gaps) {
    expect(gap).toBeGreaterThan(4000);
    expect(gap).toBeLessThan(7000);
  }
  const count = polls.length;
  await page.waitForTimeout(6000);
  expect(polls.length).toBe(count);
});

test('rejected shows the reason and the form again; a new UTR goes back to pending', async ({
  signedInPage,
}) => {
  const page = await signedInPage(student.token, `/payment/${await bookId(REJECT_BOOK, 'class12')}`);
  await page.getByLabel('UTR Number').waitFor({ timeout: 20_000 });
  await expect(page.locator('dd.amount')).toHaveText('₹199');
  const first = uniqueUtr();
  await submitUtr(page, first);
  await page.getByRole('heading', { name: /Payment Pending/ }).waitFor();
  await reviewPayment(await paymentIdByUtr(first), 'reject', 'Amount received was ₹1');

  // Seen by polling, without a reload.
  await page.getByRole('heading', { name: 'Payment Rejected' }).waitFor({ timeout: 15_000 });
  await page.getByText('Amount received was ₹1').waitFor();
  await page.getByLabel('UTR Number').waitFor();

  // Still there after a reload (the existing payment comes with the page data).
  await page.reload();
  await page.getByRole('heading', { name: 'Payment Rejected' }).waitFor({ timeout: 20_000 });
  await page.getByText('Amount received was ₹1').waitFor();

  const second = uniqueUtr();
  await submitUtr(page, second);
  await toast(page, 'Payment submitted successfully!').waitFor();
  await page.getByRole('heading', { name: /Payment Pending/ }).waitFor();
  await page.getByText(second).waitFor();
  await expect(page.getByRole('heading', { name: 'Payment Rejected' })).toHaveCount(0);
});

test('an unknown book says "Book not found" and "The requested study material could not be found."', async ({
  signedInPage,
}) => {
  for (const id of ['00000000-0000-4000-8000-000000000000', 'no-such-book']) {
    const page = await signedInPage(student.token, `/payment/${id}`);
    await page.getByRole('heading', { name: 'Book not found' }).waitFor({ timeout: 20_000 });
    await page.getByText('The requested study material could not be found.').waitFor();
    await page.context().close();
  }
});

test('a guest opening a payment page is sent to /login with replace', async ({ platform, guestPage }) => {
  const page = await guestPage('/class12');
  await page.goto(`${platform.url}/payment/${await bookId(BOOK, 'class12')}`);
  await page.waitForURL(`${platform.url}/login`);
  await page.goBack();
  // Replace: one step back is the page before, not the payment page that bounced us.
  await page.waitForURL(`${platform.url}/class12`);
});

// A phone in both languages: the page the student lands on after submitting a UTR.
const LANDING = {
  en: {
    field: 'UTR Number',
    submit: 'Submit Payment',
    invalid: 'UTR must be exactly 12 digits',
    done: 'Payment submitted successfully!',
    pending: 'Payment Pending — under admin review',
  },
  hi: {
    field: 'UTR नंबर',
    submit: 'भुगतान जमा करें',
    invalid: 'UTR में ठीक 12 अंक होने चाहिए',
    done: 'भुगतान सफलतापूर्वक जमा हो गया!',
    pending: 'भुगतान लंबित — एडमिन जाँच कर रहे हैं',
  },
} as const;

for (const lang of ['en', 'hi'] as const)
  test(`${lang} at 360 px: after a UTR is submitted the pending card is in view with the focus, and the earlier error toast is closed`, async ({
    signedInContext,
    platform,
  }) => {
    const text = LANDING[lang];
    const buyer = await registerStudent(`UTR Lander ${lang}`);
    const context = await signedInContext(
      buyer,
      false,
      { viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true },
      `localStorage.setItem('lang', '${lang}')`,
    );
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${platform.url}/payment/${await bookId(BOOK, 'class12')}`);
    const field = page.getByLabel(text.field);
    await field.waitFor({ timeout: 20_000 });
    await field.fill('12345');
    await page.getByRole('button', { name: text.submit }).click();
    await toast(page, text.invalid).waitFor();
    await field.fill(uniqueUtr());
    await page.getByRole('button', { name: text.submit }).click();
    await toast(page, text.done).waitFor();
    // Closed at once (its exit takes a fraction of a second), not left for the rest of its 4 s.
    await expect(toast(page, text.invalid)).toHaveCount(0, { timeout: 1000 });

    const heading = page.getByRole('heading', { name: text.pending });
    await expect(heading).toBeInViewport({ ratio: 1 });
    // Its card holds the focus the vanished Submit button had.
    expect(await heading.evaluate((h) => h.closest('[tabindex="-1"]') === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
  });
