// The server side of `npm run bench:cbt` (cbt.mjs): the child (`cbt.mjs --serve`) that builds the real API on
// a fresh database with the test and its takers, answers the parent's messages, and times the rank query.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { freshBenchDatabase } from './fresh-database.mjs';
import { testKeyThumbprint } from '../lib/device-key.mjs';
import { QUESTIONS, RANKED, ROOT, TAKER_DEVICE, TAKERS } from './cbt-settings.mjs';

/**
 * Child: the API on a fresh database with the test and its takers; sends the parent `{ type: 'ready', port,
 * testId, tokensFile, kind }` over IPC, then answers `close-all` (every open attempt's deadline becomes now),
 * `held` (the answers the database holds) and `ranks` (the rank query's timings). Cleans up on SIGTERM.
 */
export async function serve() {
  const { register } = await import('tsx/cjs/api');
  register();
  const require = createRequire(import.meta.url);
  const load = (rel) => require(path.join(ROOT, rel));
  const { buildApp } = load('api/src/app.ts');
  const { loadConfig } = load('api/src/config.ts');
  const { openDatabase } = load('api/src/db/client.ts');
  const { books, tests } = load('api/src/db/schema/index.ts');
  const { presetSpec, presetPlace } = load('shared-contracts/src/rules/index.ts');
  const { sql } = require('drizzle-orm');

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-cbt-'));
  const { databaseUrl, drop } = await freshBenchDatabase();
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    HOST: '127.0.0.1',
    RATE_LIMIT: 'off',
  });
  // The API's own pool size (10), as a replica runs with.
  const database = await openDatabase({
    databaseUrl,
    pgliteDir: path.join(dataDir, 'pglite'),
    onError: () => undefined,
  });
  await database.migrate();
  const db = database.db;
  const [book] = await db
    .insert(books)
    .values({
      title: 'Bench test series',
      description: 'b',
      category: 'JEE',
      section: 'test',
      pricePaise: 4900,
      testCount: 1,
    })
    .returning();
  const spec = presetSpec('jee-main');
  const questions = Array.from({ length: QUESTIONS }, (_, i) => {
    const place = presetPlace(spec, i, QUESTIONS);
    return {
      number: i + 1,
      section: place.name,
      type: place.type,
      optionLabels: 'numbers',
      answer: place.type === 'numerical' ? String(i) : String((i % 4) + 1),
      tolerance: null,
      integerOnly: place.type === 'numerical',
      dropped: null,
      chapter: null,
      regions: [{ page: 1, x: 50, y: 50, width: 495, height: 100 }],
      solutionRegions: [],
    };
  });
  const [test] = await db
    .insert(tests)
    .values({
      bookId: book.id,
      title: 'Bench mock',
      status: 'published',
      preset: 'jee-main',
      // Long: the parent ends the takers' attempts itself (the admin's time route) at the bench's deadline.
      durationSeconds: 3 * 3600,
      languages: ['en'],
      sections: spec.sections.map(({ name, subject, marking }) => ({ name, subject, marking })),
      questions,
      pageSizes: [{ w: 595, h: 842 }],
      publishedAt: new Date(),
    })
    .returning();
  // Takers and their approved payments, in two statements.
  await db.execute(sql`
    insert into users (name, email) select 'Taker ' || g, 'taker' || g || '@bench.example' from generate_series(1, ${TAKERS}) g`);
  await db.execute(sql`
    insert into payments (user_id, book_id, utr, amount_paise, status, reviewed_at)
    select u.id, ${book.id}, lpad((100000000000 + row_number() over ())::text, 12, '0'), 4900, 'approved', now()
      from users u where u.email like '%@bench.example'`);
  // Each taker's browser (one device secret for all of them): attempts are taken on one device at a time.
  await db.execute(sql`
    insert into devices (user_id, secret_hash, kind, browser)
    select id, ${createHash('sha256')
      .update(`${TAKER_DEVICE}.${await testKeyThumbprint()}`)
      .digest('base64url')}, 'desktop', 'bench'
      from users where email like '%@bench.example'`);
  const app = await buildApp({ config, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { rows: users } = await db.execute(
    sql`select id, token_version from users where email like '%@bench.example' order by email`,
  );
  const tokens = users.map((u) => app.signToken({ id: u.id, tokenVersion: Number(u.token_version) }));
  const tokensFile = path.join(dataDir, 'tokens.json');
  fs.writeFileSync(tokensFile, JSON.stringify(tokens));
  const shutdown = async () => {
    await app.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    await drop().catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
  process.on('message', async (message) => {
    if (message?.type === 'close-all') {
      // The bench's deadline: every open attempt's deadline becomes now (the admin's "take time" in bulk).
      await db.execute(sql`update test_attempts set deadline = now() where status = 'open'`);
      process.send({ type: 'closed-all' });
    } else if (message?.type === 'held') {
      const { rows } = await db.execute(sql`
        select a.id as "attemptId", x.number, x.answer, x.seq, a.status, a.score
          from test_attempts a join attempt_answers x on x.attempt_id = a.id`);
      const { rows: open } = await db.execute(
        sql`select count(*)::int as n from test_attempts where status = 'open'`,
      );
      process.send({
        type: 'held',
        rows,
        open: open[0].n,
        closedByJob: app.exams.closed.deadline,
        kind: database.kind,
      });
    } else if (message?.type === 'ranks') {
      process.send({ type: 'ranks', ...(await rankFigures(db, sql, load, book.id, test.id)) });
    }
  });
  process.send({
    type: 'ready',
    port: app.server.address().port,
    testId: test.id,
    tokensFile,
    kind: database.kind,
  });
}

/** Seeds RANKED submitted first attempts of a new test and times the rank query and the top ten. */
async function rankFigures(db, sql, load, bookId, baseTestId) {
  const { standingOf, leaderboard } = load('api/src/modules/exams/ranks/ranks.ts');
  const { rows: t } = await db.execute(sql`
    insert into tests (book_id, title, status, preset, duration_seconds, languages, sections, questions, page_sizes)
    select book_id, 'Ranked bench', 'published', preset, duration_seconds, languages, sections, questions, page_sizes
      from tests where id = ${baseTestId} returning id`);
  const testId = t[0].id;
  const started = Date.now();
  // Each ranked attempt needs its own user and reading session (its leak code mirrored there).
  await db.execute(sql`
    insert into users (name, email) select 'Ranked ' || g, 'ranked' || g || '@bench.example' from generate_series(1, ${RANKED}) g`);
  await db.execute(sql`
    insert into reading_sessions (code, user_id, book_id, expires_at)
    select 'R' || lpad(row_number() over ()::text, 7, '0'), u.id, ${bookId}, now()
      from users u where u.email like 'ranked%@bench.example'`);
  // As the API starts one: its own leak code, its reading session for previous-release replicas, and the
  // paper it was taken from (one per ranked user here, so the one-rank-per-paper index lets each in).
  await db.execute(sql`
    insert into test_attempts (test_id, user_id, reading_session_id, leak_code, paper_key, status, ranked, deadline, submitted_at, submitted_by, score, max_score)
    select ${testId}, s.user_id, s.id, s.code, 'bench:' || ${testId}, 'submitted', true, now(), now(), 'deadline', (random() * 400 - 75)::int, 300
      from reading_sessions s join users u on u.id = s.user_id where u.email like 'ranked%@bench.example'`);
  await db.execute(sql`analyze test_attempts`);
  const seedMs = Date.now() - started;
  const time = async (fn) => {
    const ms = [];
    for (let i = 0; i < 50; i += 1) {
      const t0 = performance.now();
      await fn(i);
      ms.push(performance.now() - t0);
    }
    return ms;
  };
  const rank = await time((i) => standingOf(db, testId, (i * 37) % 300));
  const top = await time(() => leaderboard(db, testId));
  return { seedMs, rank, top, ranked: RANKED };
}
