import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { DEMO_BOOKS } from '../../../src/db/demo-catalogue/catalogue';
import { mockPaperPdf } from '../../../src/db/demo-catalogue/mock-paper';
import { prepareDatabase } from '../../../src/db/prepare';
import { books, tests } from '../../../src/db/schema';
import { GENERATED_TEST_BOOK } from '../../../src/db/seed-generated';
import { type S3Storage } from '../../../src/platform/storage/storage-s3';
import { startS3Server, type S3TestServer } from '../../helpers/s3-server';
import {
  adminToken,
  auth,
  createTestApp,
  openReadingSession,
  type TestContext,
} from '../../helpers/test-app';

// The generated demo catalogue goes through the storage driver like the fixtures: on the S3 driver, every
// PDF, cover and meta file is an object in the bucket and nothing is left on this machine's disk; the
// database (PGlite, or PostgreSQL with DATABASE_URL) holds the books in catalogue order and the published
// test with the regions the paper was drawn with. A second run on the now non-empty database adds nothing.

let s3: S3TestServer;
let ctx: TestContext;
let printed: string[];

const objects = async () => {
  const res = await (ctx.storage as S3Storage).client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
  return (res.Contents ?? []).map((c) => c.Key!);
};
const prepare = async () => {
  printed = [];
  const log = jest.spyOn(console, 'log').mockImplementation((line: string) => void printed.push(line));
  try {
    await prepareDatabase(
      { ...ctx.config, fixturesDir: path.join(ctx.dataDir, 'no-fixtures') },
      ctx.database,
      ctx.storage,
    );
  } finally {
    log.mockRestore();
  }
};

beforeAll(async () => {
  s3 = await startS3Server();
  ctx = await createTestApp({
    books: false,
    config: {
      storage: s3.storage,
      render: { workers: 1, timeoutMs: 20000, memoryMb: 512, prepareOnStart: false, hostEnv: {} },
    },
  });
  await prepare();
  ctx.app.catalogue.invalidate();
}, 120_000);
afterAll(async () => {
  await ctx?.close();
  await s3?.close();
});

it('generates the books in catalogue order, and says so with the time it took', async () => {
  expect(printed.join('\n')).toMatch(
    /^No demo catalogue at .*no-fixtures: generated 7 demo books \(one a published online test\) in \d+\.\d s\. For the full demo catalogue, put the workspace's shared\/fixtures beside the clone or set FIXTURES_DIR\.$/m,
  );
  const rows = await ctx.database.db.select().from(books).orderBy(books.createdAt);
  expect(rows.map((r) => r.title)).toEqual([...DEMO_BOOKS.map((b) => b.title), GENERATED_TEST_BOOK.title]);
  for (const row of rows) {
    expect(row.pdfKey).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(row.imageKey).toMatch(/^[0-9a-f-]{36}\.webp$/);
    expect(row.pageCount).toBe(row.pages);
  }
});

it('stores every file in the bucket and leaves nothing on the disk', async () => {
  const rows = await ctx.database.db.select().from(books);
  const keys = await objects();
  for (const row of rows)
    expect(keys).toEqual(
      expect.arrayContaining([
        `pdfs/${row.pdfKey}`,
        `covers/${row.imageKey}`,
        `text/${row.pdfKey!.slice(0, 36)}/meta.json`,
      ]),
    );
  const files = path.join(ctx.dataDir, 'files');
  const onDisk = fs.existsSync(files) ? (fs.readdirSync(files, { recursive: true }) as string[]) : [];
  expect(onDisk.filter((f) => fs.statSync(path.join(files, f)).isFile())).toEqual([]);
  expect(fs.readdirSync((ctx.storage as S3Storage).spoolDir)).toEqual([]);
});

it('publishes the mock paper with the regions it was drawn with, and the reader serves its pages', async () => {
  const [book] = await ctx.database.db.select().from(books).where(eq(books.title, GENERATED_TEST_BOOK.title));
  const [test] = await ctx.database.db.select().from(tests).where(eq(tests.bookId, book.id));
  const paper = await mockPaperPdf();
  expect(test).toMatchObject({ status: 'published', preset: 'jee-main', durationSeconds: 30 * 60 });
  expect(test.pageSizes).toHaveLength(paper.pages);
  for (const q of test.questions)
    expect(q.regions).toEqual(
      paper.layout
        .filter((r) => r.question === q.number)
        .map(({ page, x, y, width, height }) => ({ page, x, y, width, height })),
    );
  expect(test.questions.filter((q) => q.type === 'numerical').map((q) => q.integerOnly)).toEqual([
    true,
    true,
    true,
  ]);
  const admin = await adminToken(ctx.app);
  const session = await openReadingSession(ctx.app, admin, book.id);
  const page = await ctx.app.inject({
    method: 'GET',
    url: '/api/reading/pages/2?w=480',
    headers: auth(session.json().token),
  });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toBe('image/webp');
}, 60_000);

it('adds nothing when the database already has books', async () => {
  const before = await objects();
  await prepare();
  expect(printed.join('\n')).not.toMatch(/generated/);
  expect(await ctx.database.db.$count(books)).toBe(DEMO_BOOKS.length + 1);
  expect((await objects()).length).toBe(before.length);
});
