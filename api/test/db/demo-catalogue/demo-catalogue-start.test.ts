import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_BOOKS } from '../../../src/db/demo-catalogue/catalogue';
import { mockPaperPdf, type PaperRegion } from '../../../src/db/demo-catalogue/mock-paper';
import { studyBookPdf } from '../../../src/db/demo-catalogue/study-book-pdf';
import { GENERATED_TEST_BOOK } from '../../../src/db/seed-generated';
import { freePort } from '../../helpers/free-port';
import { iou } from '../../helpers/online-tests';
import { startServerProcess, type ServerProcess } from '../../helpers/server-process';
import { deviceCookie, TEST_PASSWORD } from '../../helpers/test-app';
import { provenFetch } from '../../helpers/device-proofs';

// `npm start` on a fresh machine without the workspace's fixtures (FIXTURES_DIR an empty folder): the first
// start generates the demo catalogue and says how long it took; the store lists the books with covers, the
// reader shows marked pages, finds words and the outline, and the generated mock is a published online test
// that a student who bought it can start. A second start on the same data generates nothing.

const ADMIN_PASSWORD = 'demo-catalogue-admin-pw-42';

interface ListedBook {
  _id: string;
  title: string;
  section: string;
  category: string;
  price: number;
  priceDiscounted: number | null;
  isFree: boolean;
  pages: number | null;
  image: string | null;
  testCount?: number;
  testQuestions?: number;
  testMinutes?: number;
}

let dir: string;
let server: ServerProcess;
let admin: string;
let listed: ListedBook[];

const start = async () =>
  startServerProcess(await freePort(), {
    DATA_DIR: path.join(dir, 'data'),
    FIXTURES_DIR: path.join(dir, 'empty-fixtures'),
    ADMIN_PASSWORD,
    // The reader's text (search) is prepared in the background after the start, as with `npm start`.
    RENDER_PREPARE_ON_START: 'on',
  });

/** The fields of the API's answers these tests read (each answer has some of them). */
interface Answer {
  token: string;
  watermarkCode: string;
  paymentId: string;
  outline: { title: string }[];
  results: { page: number }[];
  status: string;
  questions: { number: number; regions: Omit<PaperRegion, 'question'>[] }[];
  durationSeconds: number;
}

const call = async <T = Answer>(method: string, url: string, token?: string, body?: object) => {
  const res = await provenFetch(`${server.base}${url}`, {
    method,
    // One browser: its device cookie goes with every call (sign-in and reading are bound to it).
    headers: {
      ...deviceCookie(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const type = res.headers.get('content-type') ?? '';
  return { res, json: (type.includes('json') ? await res.json() : undefined) as T };
};

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-catalogue-start-'));
  fs.mkdirSync(path.join(dir, 'empty-fixtures'));
  server = await start();
  const login = await call('POST', '/api/admin/login', undefined, {
    username: 'admin',
    password: ADMIN_PASSWORD,
  });
  admin = login.json.token;
  listed = (await call<ListedBook[]>('GET', '/api/books')).json;
}, 120_000);
afterAll(async () => {
  server?.child.kill('SIGKILL');
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('a first start with no fixtures', () => {
  it('prints that it generated the demo catalogue, and how long it took', () => {
    const line = server
      .output()
      .match(/No demo catalogue at .*: generated (\d+) demo books .* in ([\d.]+) s\./);
    expect(line).not.toBeNull();
    expect(Number(line![1])).toBe(DEMO_BOOKS.length + 1);
    // Well under a minute on this machine (2 shared cores).
    expect(Number(line![2])).toBeLessThan(60);
  });

  it('lists the generated books with their prices, pages and covers', async () => {
    const byTitle = new Map(listed.map((b) => [b.title, b]));
    expect([...byTitle.keys()].sort()).toEqual(
      [...DEMO_BOOKS.map((b) => b.title), GENERATED_TEST_BOOK.title].sort(),
    );
    for (const book of DEMO_BOOKS)
      expect(byTitle.get(book.title)).toMatchObject({
        section: book.section,
        category: book.category,
        price: book.price,
        priceDiscounted: book.priceDiscounted,
        isFree: book.isFree,
        pages: (await studyBookPdf(book)).pages,
      });
    for (const book of listed) {
      expect(book.image).toMatch(/^\/api\/files\/covers\/[0-9a-f-]{36}\.webp$/);
      const cover = await fetch(`${server.base}${book.image}`);
      expect(cover.status).toBe(200);
      expect(cover.headers.get('content-type')).toMatch(/^image\/webp/);
      const bytes = Buffer.from(await cover.arrayBuffer());
      expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    }
  });

  it('shows page 1 as a marked image and the outline, and finds a word once the book is prepared', async () => {
    const book = listed.find((b) => b.title === DEMO_BOOKS[0].title)!;
    const session = await call('POST', '/api/reading/sessions', admin, { bookId: book._id });
    expect(session.res.status).toBe(201);
    const reader = session.json.token;
    const page = await provenFetch(`${server.base}/api/reading/pages/1?w=480`, {
      headers: { authorization: `Bearer ${reader}`, ...deviceCookie() },
    });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('image/webp');
    expect(page.headers.get('x-watermark-code')).toBe(session.json.watermarkCode);
    expect((await page.arrayBuffer()).byteLength).toBeGreaterThan(1000);

    const outline = await call('GET', '/api/reading/outline', reader);
    const titles = outline.json.outline.map((e) => e.title);
    expect(titles).toEqual((await studyBookPdf(DEMO_BOOKS[0])).outline.map((e) => e.title));

    // Text is prepared in the background after the start: search until the hits are in.
    let hits: { page: number }[] = [];
    for (let i = 0; i < 120 && !hits.length; i += 1) {
      const found = await call('GET', '/api/reading/search?q=inertia', reader);
      expect(found.res.status).toBe(200);
      hits = found.json.results;
      if (!hits.length) await new Promise((r) => setTimeout(r, 500));
    }
    expect(hits.length).toBeGreaterThan(0);
    const catalogue = await call('GET', '/api/books/search?q=calculus');
    expect(catalogue.res.status).toBe(200);
    expect(JSON.stringify(catalogue.json)).toContain(
      DEMO_BOOKS.find((b) => b.subject === 'Mathematics')!.title,
    );
  }, 90_000);

  it('publishes the mock paper as an online test whose regions are the ones drawn, and a buyer can start it', async () => {
    const book = listed.find((b) => b.title === GENERATED_TEST_BOOK.title)!;
    expect(book).toMatchObject({
      section: 'test',
      category: 'JEE',
      price: 49,
      isFree: false,
      testCount: 1,
    });
    const { res, json: list } = await call<{ id: string }[]>('GET', `/api/tests?bookId=${book._id}`, admin);
    expect(res.status).toBe(200);
    expect(list).toHaveLength(1);
    const testId = list[0].id;

    const paper = await mockPaperPdf();
    const seeded = (await call('GET', `/api/admin/tests/${testId}`, admin)).json;
    expect(seeded.status).toBe('published');
    // Its card says what a student sits: this test's questions and minutes.
    expect(book).toMatchObject({ testQuestions: 15, testMinutes: 30 });
    expect(seeded.questions).toHaveLength(book.testQuestions!);
    expect(seeded.durationSeconds).toBe(book.testMinutes! * 60);
    const drawn = (n: number) =>
      paper.layout
        .filter((r) => r.question === n)
        .map(({ page, x, y, width, height }) => ({ page, x, y, width, height }));
    expect(seeded.questions.map((q) => q.number)).toEqual([...new Set(paper.layout.map((r) => r.question))]);
    for (const q of seeded.questions)
      expect({ q: q.number, regions: q.regions }).toEqual({ q: q.number, regions: drawn(q.number) });

    // The admin's question finder reads the same paper and proposes the same regions.
    const proposed = await call('POST', '/api/admin/tests', admin, { bookId: book._id, preset: 'jee-main' });
    expect(proposed.res.status).toBe(201);
    for (const q of proposed.json.questions) {
      const truth = drawn(q.number);
      expect({ q: q.number, pages: q.regions.map((r) => r.page) }).toEqual({
        q: q.number,
        pages: truth.map((r) => r.page),
      });
      q.regions.forEach((r, k) =>
        expect({ q: q.number, k, iou: iou(r, truth[k]) >= 0.8 }).toEqual({ q: q.number, k, iou: true }),
      );
    }

    // A student who buys the test series (UTR approved by the admin) may start the test.
    const email = `demo-buyer-${Date.now()}@example.com`;
    const student = await call('POST', '/api/auth/register', undefined, {
      name: 'Demo Buyer',
      email,
      password: TEST_PASSWORD,
    });
    expect(student.res.status).toBe(201);
    const token = student.json.token;
    expect((await call('POST', `/api/tests/${testId}/attempts`, token, {})).res.status).toBe(403);
    const submit = await call('POST', '/api/payment/submit', token, {
      bookId: book._id,
      utr: '512345678901',
      amount: 0,
    });
    expect(submit.res.status).toBe(201);
    const approve = await call('POST', `/api/admin/payments/${submit.json.paymentId}/approve`, admin);
    expect(approve.res.status).toBe(200);
    const attempt = await call('POST', `/api/tests/${testId}/attempts`, token, {});
    expect(attempt.res.status).toBe(201);
  }, 90_000);
});

describe('a second start on the same data', () => {
  it('generates nothing and keeps the same books', async () => {
    server.child.kill('SIGTERM');
    await server.exited;
    server = await start();
    expect(server.output()).not.toMatch(/generated \d+ demo books/);
    const again = (await call<ListedBook[]>('GET', '/api/books')).json;
    expect(again.map((b) => b._id).sort()).toEqual(listed.map((b) => b._id).sort());
  }, 120_000);
});
