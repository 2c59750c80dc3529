import fs from 'node:fs';
import path from 'node:path';
import type { Page, Response as PageResponse } from '@playwright/test';
import sharp from 'sharp';
import { platform } from './browser';
import { deviceFetch } from './device';
import { ROOT } from './platform';

/**
 * Helpers of the reader's browser tests (e2e/reader-*.e2e.ts). Sign-ins and sign-ups are rate limited per
 * IP (10 a minute), so the admin token and one student account are made once per platform and cached in
 * .test-results (a file per platform's port), shared by the reader test files of that platform's worker.
 */

/** Free class11 book (8 pages), readable by any signed-in user. */
export const FREE_BOOK = { title: 'Physics Notation Quick Reference', route: '/class11', pages: 8 };
/** 25 MB, 95 pages; section test. */
export const ATLAS = {
  title: 'Map Projections Atlas, High Resolution',
  route: '/tests',
  pages: 95,
  bytes: 24_872_307,
};
/** pgfmanual.pdf: 1,321 pages; section home. */
export const MANUAL = { title: 'Complete Diagrams Compendium', route: '/', pages: 1321 };

export interface Credentials {
  token: string;
  id: string;
  email: string | null;
}

async function cached(
  name: string,
  make: () => Promise<Credentials>,
  base = platform(),
): Promise<Credentials> {
  // A fresh platform (new data folder) has a new database and secret: key the cache by both.
  const url = `${base.url}|${base.dataDir}`;
  const file = path.join(ROOT, '.test-results', `reader-${name}-${new URL(base.url).port}.json`);
  try {
    const saved = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (saved.url === url) return saved.credentials;
  } catch {
    /* first use on this platform */
  }
  const credentials = await make();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify({ url, credentials }));
  return credentials;
}

async function post(url: string, body: unknown, token?: string): Promise<Response> {
  return deviceFetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
}

/** The seeded admin's token (POST /api/admin/login), once per platform. */
export function adminCredentials(base = platform()): Promise<Credentials> {
  return cached(
    'admin',
    async () => {
      const res = await post(`${base.url}/api/admin/login`, {
        username: base.adminUsername,
        password: base.adminPassword,
      });
      if (!res.ok) throw new Error(`admin login: ${res.status} ${await res.text()}`);
      const { token, user } = await res.json();
      return { token, id: user?._id ?? user?.id ?? 'admin', email: user?.email ?? null };
    },
    base,
  );
}

/** One registered student, once per platform. */
export function studentCredentials(): Promise<Credentials> {
  return cached('student', async () => {
    const email = `reader${Date.now()}@example.com`;
    const res = await post(`${platform().url}/api/auth/register`, {
      name: 'Reader Test',
      email,
      password: 'amber-canyon-lute-42',
    });
    if (!res.ok) throw new Error(`register: ${res.status} ${await res.text()}`);
    const { token, user } = await res.json();
    return { token, id: user._id ?? user.id, email };
  });
}

/** The viewer overlay. */
export const viewer = (page: Page) => page.getByTestId('pdf-viewer');

/** Opens a book the real way: its listing page, then Read Now on its card
 * (docs/domains/catalogue.md "Book card", "Book access"). */
export async function openFromCard(
  page: Page,
  book: { title: string; route: string },
  baseUrl = platform().url,
): Promise<void> {
  await page.goto(`${baseUrl}${book.route}`);
  const button = page
    .locator('article', { hasText: book.title })
    .getByRole('button', { name: 'Read Now' })
    .first();
  await button.waitFor({ timeout: 20_000 });
  await button.click();
  await viewer(page).waitFor();
}

/**
 * Waits until page `n` is shown (its server-rendered image loaded; data-painted set by the viewer) and its
 * 150 ms transition is over (docs/domains/reading.md "Viewer states"), so the next change is accepted at
 * once.
 */
export async function waitForPainted(page: Page, n: number, timeout = 30_000): Promise<void> {
  await page
    .locator(`[data-testid="pdf-page"][data-painted="${n}"][data-rendering="false"][data-transition="false"]`)
    .waitFor({ timeout });
}

/** The "Page X of Y" text of the toolbar. */
export async function pageLabel(page: Page): Promise<string> {
  return (
    (await viewer(page)
      .getByText(/^Page (\d+|-) of (\d+|-)$/)
      .textContent()) ?? ''
  );
}

/** The zoom percent shown in the toolbar. */
export async function zoomLabel(page: Page): Promise<string> {
  return (await viewer(page).getByLabel('Zoom level').textContent()) ?? '';
}

/** The shown page image: its pixel size as the server rendered it, and its CSS size on screen. */
export async function pageImageSize(
  page: Page,
): Promise<{ width: number; height: number; cssWidth: number; cssHeight: number }> {
  const img = viewer(page).getByTestId('pdf-page').locator('img').first();
  await img.evaluate((i: HTMLImageElement) => i.decode().catch(() => undefined));
  return img.evaluate((i: HTMLImageElement) => ({
    width: i.naturalWidth,
    height: i.naturalHeight,
    cssWidth: i.clientWidth,
    cssHeight: i.clientHeight,
  }));
}

/**
 * The page image a reader's response carried, fetched again from Node with the same reading token and this
 * browser's device cookie (the browser keeps fetch bodies as blobs, which the protocol does not hand back).
 * The same session, page and width place the mark the same way, so these are the bytes the reader showed.
 */
export async function refetchPageImage(res: PageResponse): Promise<{ bytes: Buffer; code: string | null }> {
  const again = await deviceFetch(res.url(), {
    headers: { authorization: res.request().headers().authorization },
  });
  if (!again.ok) throw new Error(`page image again: ${again.status} ${await again.text()}`);
  return { bytes: Buffer.from(await again.arrayBuffer()), code: again.headers.get('x-watermark-code') };
}

/**
 * Where two images of one page from two reading sessions differ (docs/domains/reading.md "Marks": the visible
 * mark's copies are placed anew for every session and page, so what differs is the two sessions' marks).
 * Counts pixels whose gray levels differ by more than 64 (far above WebP's noise) as a share of the page, the
 * share of those that are dark ink (gray < 140) in one of the two images, and the span of their bounding box
 * as a share of the page's width and height.
 */
export async function markDifference(
  a: Buffer,
  b: Buffer,
): Promise<{ share: number; inked: number; widthSpan: number; heightSpan: number }> {
  const one = await sharp(a).grayscale().raw().toBuffer({ resolveWithObject: true });
  const two = await sharp(b).grayscale().raw().toBuffer();
  const { width, height } = one.info;
  if (two.length !== one.data.length) throw new Error('the two images are not the same size');
  let differ = 0;
  let inked = 0;
  let [left, right, top, bottom] = [width, -1, height, -1];
  for (let i = 0; i < two.length; i += 1) {
    if (Math.abs(one.data[i] - two[i]) <= 64) continue;
    differ += 1;
    if (Math.min(one.data[i], two[i]) < 140) inked += 1;
    const [x, y] = [i % width, Math.floor(i / width)];
    [left, right, top, bottom] = [
      Math.min(left, x),
      Math.max(right, x),
      Math.min(top, y),
      Math.max(bottom, y),
    ];
  }
  return {
    share: differ / (width * height),
    inked: differ ? inked / differ : 0,
    widthSpan: differ ? (right - left + 1) / width : 0,
    heightSpan: differ ? (bottom - top + 1) / height : 0,
  };
}

/** A listed book's id by title (GET /api/books). */
export async function bookIdOf(title: string, base = platform()): Promise<string> {
  const books: Array<{ _id: string; title: string }> = await (await fetch(`${base.url}/api/books`)).json();
  const book = books.find((b) => b.title === title);
  if (!book) throw new Error(`no book titled ${title}`);
  return book._id;
}

/** Sets where `credentials` left off in a book (PUT /api/reading/progress/:bookId), e.g. back to page 1. */
export async function setProgress(
  credentials: Credentials,
  bookId: string,
  page: number,
  base = platform(),
): Promise<void> {
  const res = await fetch(`${base.url}/api/reading/progress/${bookId}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${credentials.token}` },
    body: JSON.stringify({ page }),
  });
  if (!res.ok) throw new Error(`progress: ${res.status} ${await res.text()}`);
}

/** Waits for the first painted page after opening (wherever resume put it) and returns its number. */
export async function waitForFirstPaint(page: Page, timeout = 30_000): Promise<number> {
  // Waits and reads in one step in the page: with a short session the painted page can be gone (Session
  // Expired) between a wait and a separate read.
  const painted = await page.waitForFunction(
    (selector) => document.querySelector(selector)?.getAttribute('data-painted'),
    '[data-testid="pdf-page"][data-rendering="false"][data-transition="false"]:not([data-painted="0"])',
    { timeout },
  );
  return Number(await painted.jsonValue());
}

/**
 * Opens `book` from its card and shows page `n` (earlier tests may have left the shared student elsewhere,
 * and the viewer resumes there): through the page number field when needed.
 */
export async function openAt(
  page: Page,
  book: { title: string; route: string },
  n: number,
  baseUrl = platform().url,
): Promise<void> {
  await openFromCard(page, book, baseUrl);
  if ((await waitForFirstPaint(page)) === n) return;
  const input = viewer(page).getByLabel('Page number');
  await input.fill(String(n));
  await input.press('Enter');
  await waitForPainted(page, n);
  // Arrow keys inside the field move its caret (docs/domains/reading.md "Keyboard" keys apply outside text
  // fields): leave it.
  await input.blur();
}
