import type { Page, Response } from '@playwright/test';
import {
  adminToken,
  callApi,
  registerStudent,
  submitPayment,
  toast,
  uniqueUtr,
  type Student,
} from './admin-helpers';
import { type AdminTest, FIXTURES } from './admin-test-regions';
import { expect } from './fixtures';
import path from 'node:path';

/*
 * The admin's Tests tab flows, for its browser tests (admin-tests.e2e.ts, docs/domains/exams.md "Online
 * tests"): making a test from the demo book, saving an edit, uploading keys, a student's attempt through the
 * API, and the attempts and statistics rows.
 */
export const KEY_CSV = path.join(FIXTURES, 'tests', 'jee-main-mock-01.key.csv');

export const BOOK = 'JEE Main Mock Test 01: Online CBT';

export const isTestWrite = (method: string) => (r: Response) =>
  r.request().method() === method && /\/api\/admin\/tests\/[0-9a-f-]+$/.test(new URL(r.url()).pathname);

/** Makes a test from the demo book with the JEE Main preset in the dialog; returns the API's answer. */
export async function makeTest(page: Page, title: string): Promise<AdminTest> {
  await page.getByRole('tab', { name: 'Tests', exact: true }).click();
  await page.getByRole('heading', { name: 'Online tests' }).waitFor();
  await page.getByRole('button', { name: '+ Make a test' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make a test' });
  await dialog.getByLabel('Test-series book').selectOption({ label: `${BOOK} (JEE)` });
  await expect(dialog.getByLabel('Preset')).toHaveValue('jee-main');
  // The paper's own title ("JEE (Main) Mock Test 01") is the seeded demo test's too: this one is named apart,
  // so the students' tests elsewhere find the demo test by its title alone.
  await dialog.getByLabel('Title (optional)').fill(title);
  await expect(dialog.getByLabel('Preset').locator('option')).toHaveText([
    'JEE Main',
    'NEET',
    'JEE Advanced',
    'Custom',
  ]);
  // The paper is read in a second or so: hold each answer about the job back a moment so its progress is
  // seen for sure.
  await page.route('**/api/admin/tests/jobs/*', async (route) => {
    await new Promise((r) => setTimeout(r, 500));
    await route.continue();
  });
  const started = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().endsWith('/api/admin/tests/jobs'),
  );
  await dialog.getByRole('button', { name: 'Make the test' }).click();
  expect((await started).status()).toBe(202);
  await expect(dialog.getByRole('button', { name: 'Making the test…' })).toBeDisabled();
  await expect(dialog.getByRole('progressbar', { name: 'Making the test' })).toBeVisible();
  const opened = page.waitForResponse(
    (r) =>
      r.request().method() === 'GET' && /\/api\/admin\/tests\/[0-9a-f-]+$/.test(new URL(r.url()).pathname),
  );
  await dialog.waitFor({ state: 'detached' });
  await toast(page, 'Test made: 24 questions found').waitFor();
  await page.unroute('**/api/admin/tests/jobs/*');
  const response = await opened;
  expect(response.status()).toBe(200);
  return (await response.json()) as AdminTest;
}

/** Saves the edit; returns the test as the API saved it. */
export async function save(page: Page): Promise<AdminTest> {
  const saved = page.waitForResponse(isTestWrite('PUT'));
  await page.getByRole('button', { name: 'Save changes' }).click();
  const response = await saved;
  expect(response.status()).toBe(200);
  await expect(page.getByRole('button', { name: 'Saved', exact: true })).toBeDisabled();
  return (await response.json()) as AdminTest;
}

/** A broken key is refused line by line and changes nothing; the fixture key, chosen as a file, is saved. */
export async function uploadKeys(page: Page, testId: string): Promise<void> {
  const key = page.getByLabel('Answer key CSV');
  await key.scrollIntoViewIfNeeded();
  await expect(page.getByText(/Header row: question,answer required/)).toContainText(
    '3, B, A;C, 1;3;4, 12.5',
  );
  await key.fill('question,answer\n1,3\n7,C\n2,E\n30,1');
  await page.getByRole('button', { name: 'Upload key' }).click();
  const errors = page.getByTestId('key-errors');
  await expect(errors).toContainText('3 lines of the answer key are wrong; nothing was saved');
  await expect(errors.getByRole('listitem')).toHaveText([
    "line 3: question 7 is numerical; 'C' is not a number",
    "line 4: question 2 is single; 'E' is not an option (1–4 or A–D)",
    'line 5: question 30 is not in this test (it has 24 questions)',
  ]);
  const unchanged = await callApi<AdminTest>(`/admin/tests/${testId}`, { token: await adminToken() });
  expect(unchanged.body.questions.every((q) => q.answer === null)).toBe(true);

  await page.getByLabel('Or choose a .csv file:').setInputFiles(KEY_CSV);
  await toast(page, 'Answer key saved: 24 of 24 questions have an answer').waitFor();
  await expect(errors).toHaveCount(0);
  await expect(page.getByLabel('Answer', { exact: true })).not.toHaveValue('');
  await expect(page.getByLabel('Go to question').locator('option', { hasText: 'no answer' })).toHaveCount(0);
}

/** A student who bought the demo series (payment approved) submits an attempt with `answers`. */
export async function takeTest(
  testId: string,
  bookId: string,
  name: string,
  answers: Record<number, string>,
  submit = true,
) {
  const student: Student = await registerStudent(name);
  const paymentId = await submitPayment(student, bookId, uniqueUtr());
  const approved = await callApi(`/admin/payments/${paymentId}/approve`, {
    method: 'POST',
    token: await adminToken(),
  });
  expect(approved.status).toBe(200);
  const started = await callApi<{ attemptId: string }>(`/tests/${testId}/attempts`, {
    method: 'POST',
    token: student.token,
    body: {},
  });
  expect(started.status).toBe(201);
  const { attemptId } = started.body;
  let seq = 0;
  for (const [n, answer] of Object.entries(answers)) {
    seq += 1;
    const saved = await callApi(`/attempts/${attemptId}/answers/${n}`, {
      method: 'PUT',
      token: student.token,
      body: { answer, markedForReview: false, seq },
    });
    expect(saved.status).toBe(200);
  }
  if (submit)
    expect(
      (await callApi(`/attempts/${attemptId}/submit`, { method: 'POST', token: student.token })).status,
    ).toBe(200);
  return { student, attemptId };
}

export const attemptRow = (page: Page, s: Student) =>
  page.getByTestId('attempt-row').filter({ hasText: s.email });
export const statsRow = (page: Page, n: number) => page.getByTestId('stats-row').nth(n - 1);
