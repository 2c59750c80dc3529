/**
 * Leak-proof reading (docs/domains/reading.md "The reader": the PDF never reaches a student). (a) A paying
 * student reads five pages, searches, opens a hit and uses the outline while every response is recorded: none
 * is a PDF (no application/pdf, no body starting with %PDF). (b) Two students reading the same page get
 * different image bytes, and each X-Watermark-Code resolves through the admin's leak trace to that student.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { collectErrors } from './support/browser';
import {
  FREE_BOOK,
  openFromCard,
  refetchPageImage,
  viewer,
  waitForFirstPaint,
  waitForPainted,
} from './support/reader-helpers';
import { expect, test } from './support/fixtures';
import {
  adminToken,
  bookId,
  callApi,
  registerStudent,
  reviewPayment,
  submitPayment,
  type Account,
} from './support/store-session';

/**
 * tikz-mirror-lens.pdf: a paid class12 book of 11 pages with a table of contents; first in the catalogue,
 * so its text is extracted first after seeding.
 */
const PAID = {
  title: 'Ray Optics: Mirrors and Lenses, Illustrated',
  route: '/class12',
  section: 'class12' as const,
};

interface Seen {
  url: string;
  status: number;
  contentType: string;
  head: string;
}

/**
 * Records every response `context` receives, with its content type and first bytes: each request goes
 * through a route that fetches it, reads the whole body, and hands the same response to the page (the
 * protocol does not keep bodies the page consumed as blobs, so listening alone could miss one).
 */
async function recordResponses(context: BrowserContext): Promise<Seen[]> {
  const seen: Seen[] = [];
  await context.route('**/*', async (route) => {
    const res = await route.fetch();
    const body = await res.body();
    seen.push({
      url: route.request().url(),
      status: res.status(),
      contentType: res.headers()['content-type'] ?? '',
      head: body.subarray(0, 8).toString('latin1'),
    });
    await route.fulfill({ response: res, body });
  });
  return seen;
}

async function payingStudent(id: string): Promise<Account> {
  const student = await registerStudent('Leak Test');
  await reviewPayment(await submitPayment(student, id), 'approve');
  return student;
}

const asCredentials = (a: Account) => ({ token: a.token, id: a.id, email: a.email });

async function nextPage(page: Page, n: number): Promise<void> {
  await viewer(page).getByRole('button', { name: 'Next page' }).click();
  await waitForPainted(page, n);
}

test('a paying student reads five pages, searches, opens a hit and uses the outline: no PDF byte arrives', async ({
  signedInContext,
}) => {
  const id = await bookId(PAID.title, PAID.section);
  const student = await payingStudent(id);
  const context = await signedInContext(asCredentials(student), false);
  const seen = await recordResponses(context);
  const page = await context.newPage();
  const errors = collectErrors(page);

  await openFromCard(page, PAID);
  expect(await waitForFirstPaint(page)).toBe(1);
  for (const n of [2, 3, 4, 5]) await nextPage(page, n);

  // Search inside the book, then open the first hit: its page with the server's highlight rectangles.
  await viewer(page).getByRole('button', { name: 'Study panel' }).click();
  await viewer(page).getByLabel('Search in book').fill('lens');
  // Text is extracted in the background after seeding: search again until the first hits are in.
  const hit = viewer(page).getByRole('list', { name: 'Search results' }).getByRole('button').first();
  const deadline = Date.now() + 90_000;
  for (;;) {
    await viewer(page).getByRole('button', { name: 'Go' }).click();
    await viewer(page)
      .getByRole('status')
      .filter({ hasText: /results|No results/ })
      .waitFor({ timeout: 30_000 });
    if ((await hit.count()) > 0 || Date.now() > deadline) break;
    await page.waitForTimeout(2000);
  }
  await hit.waitFor({ timeout: 1000 });
  const hitPage = Number(/Page (\d+)/.exec((await hit.textContent()) ?? '')?.[1]);
  expect(hitPage).toBeGreaterThan(0);
  await hit.click();
  await waitForPainted(page, hitPage);
  expect(await viewer(page).getByTestId('search-highlight').count()).toBeGreaterThan(0);

  // The outline: open an entry on another page; the entry of the current page is marked.
  await viewer(page).getByRole('tab', { name: 'Contents' }).click();
  const toc = viewer(page).getByRole('navigation', { name: 'Table of contents' });
  await toc.waitFor({ timeout: 30_000 });
  const entries = toc.getByRole('button');
  const texts = await entries.allTextContents();
  const target = texts
    .map((t, i) => ({ i, n: Number(/· (\d+)$/.exec(t)?.[1]) }))
    .find((e) => e.n > 0 && e.n !== hitPage);
  expect(target).toBeDefined();
  await entries.nth(target!.i).click();
  await waitForPainted(page, target!.n);
  expect(await toc.locator('[aria-current="location"]').count()).toBe(1);

  const images = seen.filter((s) => s.url.includes('/api/reading/pages/'));
  expect(images.length).toBeGreaterThanOrEqual(7);
  expect(images.every((s) => s.status === 200 && s.contentType === 'image/webp')).toBe(true);
  expect(seen.filter((s) => /application\/pdf/i.test(s.contentType))).toEqual([]);
  expect(seen.filter((s) => s.head.startsWith('%PDF'))).toEqual([]);
  expect(seen.filter((s) => s.url.includes('/api/pdf-proxy'))).toEqual([]);
  expect(errors).toEqual([]);
  // The viewer fetches pages ahead: one still in the recording route when the context closes would throw
  // there, and Playwright reports it against whichever test runs next.
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.close();
});

test('two students on the same page get different bytes, and each leak code traces to that student', async ({
  signedInContext,
  openAdmin,
}) => {
  const readers = [await registerStudent('Reader One'), await registerStudent('Reader Two')];
  const admin = await adminToken();
  const shots: { bytes: Buffer; code: string; student: Account }[] = [];
  for (const student of readers) {
    const context = await signedInContext(asCredentials(student), false);
    const page = await context.newPage();
    const image = page.waitForResponse((r) => /\/api\/reading\/pages\/1\?w=/.test(r.url()) && r.ok());
    await openFromCard(page, FREE_BOOK);
    const res = await image;
    await waitForPainted(page, 1);
    const code = res.headers()['x-watermark-code'];
    expect(code).toMatch(/\S/);
    expect(await viewer(page).getByTestId('pdf-page').getAttribute('data-watermark-code')).toBe(code);
    // The same image, fetched again with the request's own reading token.
    const again = await refetchPageImage(res);
    expect(again.code).toBe(code);
    shots.push({ bytes: again.bytes, code, student });
    await context.close();
  }
  expect(shots[0].code).not.toBe(shots[1].code);
  expect(shots[0].bytes.length).toBeGreaterThan(1000);
  expect(shots[0].bytes.equals(shots[1].bytes)).toBe(false);
  for (const { code, student } of shots) {
    const trace = await callApi<{ user: { id: string; email: string | null }; pages: { page: number }[] }>(
      `/admin/leak-trace/${encodeURIComponent(code)}`,
      { token: admin },
    );
    expect(trace.user.id).toBe(student.id);
    expect(trace.user.email).toBe(student.email);
    expect(trace.pages.map((p) => p.page)).toContain(1);
  }

  // The same trace in the admin's Leak Trace tab, typed as read off a photo (lower case, no dash).
  const { page: adminPage, errors } = await openAdmin('leak-trace');
  const field = adminPage.getByLabel('Leak code');
  for (const { code, student } of shots) {
    await field.fill(code.replace('-', '').toLowerCase());
    await adminPage.getByRole('button', { name: 'Trace', exact: true }).click();
    await expect(adminPage.getByTestId('leak-trace-reader')).toContainText(student.email);
    await expect(adminPage.getByTestId('leak-trace-book')).toHaveText(FREE_BOOK.title);
    await expect(adminPage.getByTestId('leak-page').first()).toContainText('1');
  }
  await field.fill('ZZZZ-ZZZZ');
  await adminPage.getByRole('button', { name: 'Trace', exact: true }).click();
  await expect(adminPage.getByRole('alert')).toHaveText('Unknown leak code');
  await expect(adminPage.getByTestId('leak-trace-result')).toHaveCount(0);

  // The Books tab shows each book's preparation for the reader.
  await adminPage.getByRole('tab', { name: 'Books', exact: true }).click();
  await expect(adminPage.getByTestId('book-preparation').first()).toHaveText(
    /^(Ready: [\d,]+ pages indexed|Preparing: [\d,]+ of [\d,]+ pages indexed|Queued for preparation)/,
  );
  expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
});
