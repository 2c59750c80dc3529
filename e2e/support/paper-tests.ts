/**
 * Helpers of the browser tests that take a test made from a question paper (e2e/exam-*-from-paper,
 * e2e/exam-bilingual-paper): through the running platform's API, the admin uploads a paper as a test
 * series, makes its test as the editor does (`POST /api/admin/tests`, the detector proposing questions,
 * labels, key and solutions), publishes it, and a student gets access by an approved purchase.
 */
import type { Page } from '@playwright/test';
import type { AdminQuestion, AdminTest } from '@exam/shared-contracts/exams';
import type { TestPreset } from '@exam/shared-contracts/rules';
import { platform } from './browser';
import { deviceFetch } from './device';
import {
  adminToken,
  callApi,
  registerStudent,
  reviewPayment,
  submitPayment,
  type Account,
} from './store-session';

/** Uploads `pdf` as a ₹49 test series of `category` (`POST /api/admin/books`, multipart); resolves its id. */
export async function paperSeries(pdf: Uint8Array, title: string, category: 'NEET' | 'JEE'): Promise<string> {
  const form = new FormData();
  const fields = { title, description: `${title}: a question paper`, category, section: 'test' };
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set('price', '49');
  form.set('isFree', 'false');
  form.set('pdf', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'paper.pdf');
  const created = await callApi<{ _id: string }>('/admin/books', { token: await adminToken(), form });
  return created._id;
}

/** Makes the series' test from its paper with `preset` (synchronous: detection included). */
export async function testFromPaper(bookId: string, preset: TestPreset): Promise<AdminTest> {
  return callApi<AdminTest>('/admin/tests', { token: await adminToken(), json: { bookId, preset } });
}

/** Replaces the test's key with `answers` (`PUT /api/admin/tests/:id/key`, a `question,answer` CSV). */
export async function putKey(testId: string, answers: Map<number, string>): Promise<void> {
  const csv = ['question,answer', ...[...answers].map(([n, answer]) => `${n},${answer}`)].join('\n');
  const res = await deviceFetch(`${platform().url}/api/admin/tests/${testId}/key`, {
    method: 'PUT',
    headers: {
      authorization: `Bearer ${await adminToken()}`,
      'content-type': 'text/csv',
    },
    body: csv,
  });
  if (!res.ok) throw new Error(`PUT key: ${res.status} ${await res.text()}`);
}

/** Publishes the test (`POST /api/admin/tests/:id/publish`: refused while a question has no key). */
export async function publishTest(testId: string): Promise<AdminTest> {
  return callApi<AdminTest>(`/admin/tests/${testId}/publish`, { token: await adminToken(), method: 'POST' });
}

/** A new student whose purchase of `bookId` the admin approved: they may take its tests. */
export async function buyerOf(bookId: string, name: string): Promise<Account> {
  const student = await registerStudent(name);
  await reviewPayment(await submitPayment(student, bookId), 'approve');
  return student;
}

/** The single-correct option the screen names for a question's key `1`..`4` ("Option (2)"). */
export const optionName = (q: Pick<AdminQuestion, 'answer'>) => `Option (${q.answer})`;

/**
 * From a test's instructions page (already open) to its exam screen: the instructions read, full screen
 * declined (headless), Start. Resolves the attempt's id from the screen's address.
 */
export async function startFromInstructions(page: Page): Promise<string> {
  const fullscreen = page.getByLabel('Take the test in full screen (recommended)');
  await page.getByLabel('I have read and understood the instructions').check();
  if (await fullscreen.count()) await fullscreen.uncheck();
  await page.getByRole('button', { name: 'Start' }).click();
  await page.waitForURL(/\/attempt\/[0-9a-f-]{36}$/);
  return page.url().split('/').pop()!;
}
