/**
 * Helpers for the storefront and shell browser tests (e2e/store-*, e2e/shell-*): real calls to the running
 * platform's API to make students, books and payments (signed-in pages come from support/fixtures.ts).
 */
import type { Page } from '@playwright/test';
import { platform } from './browser';
import { deviceFetch } from './device';

/** A signed-in account: its bearer token and user fields from `POST /api/auth/register`
 * (docs/domains/accounts.md "Session"). */
export interface Account {
  token: string;
  id: string;
  name: string;
  email: string;
  password: string;
}

/** Calls `/api{path}` on the running platform with JSON or multipart; rejects on a non-2xx answer. */
export async function callApi<T = unknown>(
  path: string,
  options: { method?: string; token?: string; json?: unknown; form?: FormData } = {},
): Promise<T> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  const send = () =>
    deviceFetch(`${platform().url}/api${path}`, {
      method: options.method ?? (options.json !== undefined || options.form ? 'POST' : 'GET'),
      headers,
      body: options.form ?? (options.json !== undefined ? JSON.stringify(options.json) : undefined),
    });
  let res = await send();
  // Sign-up and sign-in are rate limited per IP (10 a minute): every test file registers from 127.0.0.1.
  for (let i = 0; i < 3 && res.status === 429; i += 1) {
    await new Promise((r) => setTimeout(r, (Number(res.headers.get('retry-after')) || 20) * 1000 + 500));
    res = await send();
  }
  const text = await res.text();
  if (!res.ok) throw new Error(`${options.method ?? 'GET'} ${path}: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

let adminTokenPromise: Promise<string> | null = null;

/** The seeded admin's bearer token (`POST /api/admin/login`), fetched once per test file. */
export function adminToken(): Promise<string> {
  const { adminUsername, adminPassword } = platform();
  adminTokenPromise ??= callApi<{ token: string }>('/admin/login', {
    json: { username: adminUsername, password: adminPassword },
  }).then((r) => r.token);
  return adminTokenPromise;
}

let serial = 0;

/** Registers a new student with a unique e-mail (`POST /api/auth/register`). */
export async function registerStudent(name = 'Asha Verma'): Promise<Account> {
  serial += 1;
  const email = `shop${Date.now()}${serial}${Math.floor(Math.random() * 1e4)}@example.com`;
  const password = 'study-hard-2026';
  const { token, user } = await callApi<{ token: string; user: { _id: string } }>('/auth/register', {
    json: { name, email, password },
  });
  return { token, id: user._id, name, email, password };
}

/** A UTR of 12 digits that no earlier test used (the API refuses a UTR submitted twice). */
export function uniqueUtr(): string {
  serial += 1;
  return `${Date.now()}${serial}`.slice(-12).padStart(12, '9');
}

/** Fields of a book made by `createBook` (docs/domains/catalogue.md "Book fields"); prices in rupees. */
export interface NewBook {
  title: string;
  description?: string;
  category: 'NEET' | 'JEE';
  section: 'class11' | 'class12' | 'test' | 'home';
  price?: number;
  priceDiscounted?: number;
  pages?: number;
  isFree?: boolean;
  /** The optional Hindi title and description. */
  titleHi?: string;
  descriptionHi?: string;
}

/** Creates a book without files through `POST /api/admin/books` (multipart) and returns its id. */
export async function createBook(book: NewBook): Promise<string> {
  const form = new FormData();
  form.set('title', book.title);
  form.set('description', book.description ?? `${book.title}: notes made by a browser test.`);
  form.set('category', book.category);
  form.set('section', book.section);
  form.set('price', String(book.price ?? 199));
  if (book.priceDiscounted != null) form.set('priceDiscounted', String(book.priceDiscounted));
  if (book.pages != null) form.set('pages', String(book.pages));
  form.set('isFree', String(book.isFree ?? false));
  if (book.titleHi != null) form.set('titleHi', book.titleHi);
  if (book.descriptionHi != null) form.set('descriptionHi', book.descriptionHi);
  const created = await callApi<{ _id?: string; book?: { _id: string } }>('/admin/books', {
    token: await adminToken(),
    form,
  });
  const id = created._id ?? created.book?._id;
  if (!id) throw new Error(`no id in ${JSON.stringify(created)}`);
  return id;
}

/** Deletes books made by a test, so later test files see the seeded catalogue again. */
export async function deleteBooks(ids: string[]): Promise<void> {
  const token = await adminToken();
  for (const id of ids) await callApi(`/admin/books/${id}`, { method: 'DELETE', token });
}

/** The id of a seeded book by its title (`GET /api/books?section=`). */
export async function bookId(title: string, section: NewBook['section']): Promise<string> {
  const books = await callApi<{ _id: string; title: string }[]>(`/books?section=${section}`);
  const found = books.find((b) => b.title === title);
  if (!found) throw new Error(`no book "${title}" in ${section}`);
  return found._id;
}

/** Files a UTR for a book as a student (`POST /api/payment/submit`); returns the payment id. */
export async function submitPayment(account: Account, id: string, utr = uniqueUtr()): Promise<string> {
  const r = await callApi<{ paymentId: string }>('/payment/submit', {
    token: account.token,
    json: { bookId: id, utr, amount: 0 },
  });
  return r.paymentId;
}

/** Approves (or rejects, with a reason) a payment as the admin (`POST /api/admin/payments/{id}/...`). */
export async function reviewPayment(
  paymentId: string,
  decision: 'approve' | 'reject',
  reason?: string,
): Promise<void> {
  await callApi(`/admin/payments/${paymentId}/${decision}`, {
    token: await adminToken(),
    json: decision === 'reject' ? { reason } : {},
  });
}

/** The card (`<article>`) of a book by its title. */
export function card(page: Page, title: string) {
  return page.locator('article', { has: page.getByRole('heading', { name: title, exact: true }) });
}

/** A notistack toast with exactly this text. */
export function toast(page: Page, text: string) {
  return page.locator('.notistack-SnackbarContainer').getByText(text, { exact: true });
}

/**
 * The figure a test series' card and page show, in `lang`, for the series as the API lists it now (other
 * browser tests publish more tests from the demo paper, so the count is read, not assumed): one test's
 * questions and minutes, or several tests' count and questions.
 */
export function seriesFigure(
  book: { testCount?: number; testQuestions?: number; testMinutes?: number },
  lang: 'en' | 'hi',
): string {
  const [tests, questions, minutes] = [book.testCount ?? 0, book.testQuestions ?? 0, book.testMinutes ?? 0];
  if (tests === 1)
    return lang === 'en' ? `${questions} questions · ${minutes} min` : `${questions} प्रश्न · ${minutes} मिनट`;
  return lang === 'en' ? `${tests} tests · ${questions} questions` : `${tests} टेस्ट · ${questions} प्रश्न`;
}
