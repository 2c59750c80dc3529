import type { Page } from '@playwright/test';
import { platform } from './browser';
import { deviceFetch } from './device';
import { adminCredentials } from './reader-helpers';

/**
 * Helpers of the admin dashboard's browser tests (e2e/admin-*.e2e.ts): API calls to set the scene, toasts
 * and tabs (pages signed in as the seeded admin or a student come from support/fixtures.ts).
 */

/** A student account made for one test: its token, id and e-mail. */
export interface Student {
  token: string;
  id: string;
  email: string;
  name: string;
}

/** Calls `/api<path>` with JSON and an optional bearer token; returns status and parsed body. */
export async function callApi<T = unknown>(
  path: string,
  init: { method?: string; body?: unknown; token?: string } = {},
): Promise<{ status: number; body: T }> {
  const res = await deviceFetch(`${platform().url}/api${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* CSV or empty */
  }
  return { status: res.status, body: body as T };
}

/** The seeded admin's token (cached per platform with the reader tests'). */
export async function adminToken(): Promise<string> {
  return (await adminCredentials()).token;
}

/** Registers a new student; waits out the sign-up rate limit (10 a minute per IP) when it is hit. */
export async function registerStudent(name: string): Promise<Student> {
  const email = `admin-e2e-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const res = await callApi<{ token: string; user: { _id: string } }>('/auth/register', {
      method: 'POST',
      body: { name, email, password: 'violet-harbor-kite-42' },
    });
    if (res.status === 201) return { token: res.body.token, id: res.body.user._id, email, name };
    if (res.status !== 429) throw new Error(`register: ${res.status} ${JSON.stringify(res.body)}`);
    await new Promise((r) => setTimeout(r, 61_000));
  }
  throw new Error('register: still rate limited');
}

/** `GET /api/auth/me`: the signed-in user. */
export interface Me {
  user: { id: string; name: string; email: string; role: string; isActive: boolean };
}

/** A 12-digit UTR unique within a run. */
let utrSeq = 0;
export function uniqueUtr(): string {
  utrSeq += 1;
  return `${String(Date.now()).slice(-9)}${String(utrSeq).padStart(3, '0')}`;
}

/** The id of a listed book by title (GET /api/admin/books as the admin). */
export async function bookIdByTitle(title: string): Promise<string> {
  const { body } = await callApi<Array<{ _id: string; title: string }>>('/admin/books', {
    token: await adminToken(),
  });
  const book = body.find((b) => b.title === title);
  if (!book) throw new Error(`no book titled ${title}`);
  return book._id;
}

/** The student submits a payment by UTR for a book; returns the payment id. */
export async function submitPayment(student: Student, bookId: string, utr: string): Promise<string> {
  const res = await callApi<{ paymentId: string }>('/payment/submit', {
    method: 'POST',
    token: student.token,
    body: { bookId, utr },
  });
  if (res.status !== 201) throw new Error(`submit: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.paymentId;
}

/** A notistack toast with exactly this text. */
export function toast(page: Page, text: string) {
  return page.locator('.notistack-SnackbarContainer').getByText(text, { exact: true }).first();
}

/** Clicks an admin tab by its label and waits for it to be selected. */
export async function openTab(page: Page, label: string): Promise<void> {
  const tab = page.getByRole('tab', { name: label, exact: true });
  await tab.click();
  await page.locator(`[role="tab"][aria-selected="true"]`, { hasText: label }).waitFor();
}

/** Page errors other than the browser's own noise (favicon) and expected refusals (4xx logged by Chromium). */
export function realErrors(errors: string[]): string[] {
  return errors.filter(
    (e) => !/favicon|Failed to load resource: the server responded with a status of 4\d\d/.test(e),
  );
}

/** Re-reads `read()` every 200 ms until `ok` accepts its value; throws with the last value after `timeoutMs`. */
export async function pollUntil<T>(
  read: () => Promise<T>,
  ok: (value: T) => boolean,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!ok(value)) {
    if (Date.now() > deadline) throw new Error(`pollUntil: still ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 200));
    value = await read();
  }
  return value;
}
