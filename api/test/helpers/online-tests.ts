import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { tests } from '../../src/db/schema';
import { auth, buyBook, createTestAppWithAdmin, FIXTURES_DIR, signUp, type TestContext } from './test-app';

/** The demo paper's truth (fixtures/tests): every question's region and its answer key as CSV. */
export const MOCK_PAPER = {
  layout: JSON.parse(
    fs.readFileSync(path.join(FIXTURES_DIR, 'tests/jee-main-mock-01.layout.json'), 'utf8'),
  ) as {
    question: number;
    page: number;
    x: number;
    y: number;
    width: number;
    height: number;
    part?: number;
  }[],
  keyCsv: fs.readFileSync(path.join(FIXTURES_DIR, 'tests/jee-main-mock-01.key.csv'), 'utf8'),
};

/** The key of the mock paper by question number (`question,section,subject,type,answer`). */
export const MOCK_KEY = new Map(
  MOCK_PAPER.keyCsv
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => {
      const [question, , , type, answer] = line.split(',');
      return [Number(question), { type, answer }] as const;
    }),
);

/** Intersection over union of two boxes in the same units. */
export function iou(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  const inter = Math.max(0, w) * Math.max(0, h);
  return inter / (a.width * a.height + b.width * b.height - inter);
}

/** A new student who bought `bookId` (UTR submitted, admin approved); returns the student's token and id. */
export async function studentWhoBought(
  app: FastifyInstance,
  admin: string,
  bookId: string,
  name = 'Test Taker',
): Promise<{ token: string; userId: string }> {
  const { token, user } = await signUp(app, name);
  await buyBook(app, admin, token, bookId, { amount: 0 });
  return { token, userId: user.id };
}

/**
 * A test app with the demo test seeded (saves 300 ms past the deadline accepted, no deadline sweep), its
 * admin's token, and the demo test's id and its series' book id.
 */
export async function demoTestApp(): Promise<{
  ctx: TestContext;
  admin: string;
  testId: string;
  bookId: string;
}> {
  const { ctx, admin } = await createTestAppWithAdmin({
    demoTest: true,
    config: { exams: { saveGraceMs: 300, sweepMs: 0 } },
  });
  const [row] = await ctx.database.db.select().from(tests);
  return { ctx, admin, testId: row.id, bookId: row.bookId };
}

/**
 * The admin remakes a test from `bookId`'s PDF as the admin's screens do: `POST /api/admin/tests` (regions
 * found on the pages), the mock paper's key, optionally an edit keeping only the first `keep` questions
 * (their pages then are fewer), and publishing. Returns the new published test's id.
 */
export async function remakeTest(
  app: FastifyInstance,
  admin: string,
  bookId: string,
  opts: { title?: string; keep?: number } = {},
): Promise<string> {
  const call = (method: 'POST' | 'PUT', url: string, payload?: object | string, csv = false) =>
    app.inject({
      method,
      url,
      headers: { ...auth(admin), ...(csv ? { 'content-type': 'text/csv' } : {}) },
      ...(payload !== undefined ? { payload } : {}),
    });
  const made = await call('POST', '/api/admin/tests', { bookId, preset: 'jee-main', title: opts.title });
  if (made.statusCode !== 201) throw new Error(`make test failed: ${made.statusCode} ${made.body}`);
  const id: string = made.json().id;
  const key = await call('PUT', `/api/admin/tests/${id}/key`, MOCK_PAPER.keyCsv, true);
  if (key.statusCode !== 200) throw new Error(`key failed: ${key.statusCode} ${key.body}`);
  if (opts.keep) {
    const kept = await call('PUT', `/api/admin/tests/${id}`, {
      questions: key.json().questions.slice(0, opts.keep),
    });
    if (kept.statusCode !== 200) throw new Error(`edit failed: ${kept.statusCode} ${kept.body}`);
  }
  const published = await call('POST', `/api/admin/tests/${id}/publish`);
  if (published.statusCode !== 200)
    throw new Error(`publish failed: ${published.statusCode} ${published.body}`);
  return id;
}

/**
 * A student's calls on `testId` through `app.inject`: `start` (POST …/attempts), `save` of question `n`
 * (PUT …/answers/:n), `submit`, and `inject` for any other; each with the student's token.
 */
export function attemptCalls(app: FastifyInstance, testId: string) {
  const inject = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });
  return {
    inject,
    start: (token: string) => inject(token, 'POST', `/api/tests/${testId}/attempts`, {}),
    save: (token: string, attemptId: string, n: number, body: object) =>
      inject(token, 'PUT', `/api/attempts/${attemptId}/answers/${n}`, body),
    submit: (token: string, attemptId: string) => inject(token, 'POST', `/api/attempts/${attemptId}/submit`),
  };
}

/** The canonical key answer of the mock paper's question `n`, and a wrong answer of the same type. */
export const rightAnswer = (n: number): string => MOCK_KEY.get(n)!.answer;
export const wrongAnswer = (n: number): string =>
  MOCK_KEY.get(n)!.type === 'numerical'
    ? String(Number(rightAnswer(n)) + 1)
    : String((Number(rightAnswer(n)) % 4) + 1);

/** The mock paper's sections, in order, as its headings name them. */
export const MOCK_SECTIONS = [
  'Physics Section A',
  'Physics Section B',
  'Chemistry Section A',
  'Chemistry Section B',
  'Mathematics Section A',
  'Mathematics Section B',
];
