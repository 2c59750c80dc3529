// `npm run bench:cbt`: an all-India mock's busiest minutes on loopback (docs/domains/exams.md).
//
// A child process (`cbt.mjs --serve`) builds the real API (buildApp: auth, rate limits off, logging off,
// the deadline job on) on a fresh database (a `bench_<random>` database beside DATABASE_URL, else PGlite in a
// temp folder), with a paid test-series book, a published 75-question JEE Main test, and BENCH_TAKERS
// students (default 2,000) who bought it. The parent then plays the takers:
//   start   every taker starts within BENCH_START_SPREAD_MS (default 10 s) of the opening: POST attempts;
//   saves   each answers questions with think time (BENCH_THINK_MS, default 4,000 ms ± 50%): PUT answers with
//           an increasing seq, and moves (PUT current) between them; some (BENCH_RECONNECT, 10%) drop their
//           connection once and reload (GET attempt, continuing after its lastSeq);
//   burst   at the deadline (BENCH_TEST_SECONDS after the first start, default 60) every taker's last save
//           is in flight and half the takers submit; the server's deadline job closes the rest.
// It prints start, save and burst latencies (p50/p99 ms), errors, and the answers lost: every answer the
// server acknowledged as applied is looked up in the database after the burst, and must be there (the
// score is computed from those rows). Then, on PostgreSQL only, it seeds BENCH_RANKED (100,000) submitted
// first attempts of one test and times the rank-and-percentile query and the top ten (p50/p99 of 50 runs).
//
// `--quick`: 200 takers, 20 s, 10,000 ranked attempts (a smoke run). Takers are one process: read the
// figures as what one API process on this machine gives, with the load generator beside it.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { freshBenchDatabase } from './fresh-database.mjs';
import { keepNonce, signProof, testKeyThumbprint } from '../lib/device-key.mjs';

/** The takers' browser: its device secret (the server knows its SHA-256 for every taker). */
const TAKER_DEVICE = 'bench-taker-device-secret-'.padEnd(43, 'c');

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const QUICK = process.argv.includes('--quick');
const env = (name, full, quick) => Number(process.env[name] ?? (QUICK ? quick : full));
const TAKERS = env('BENCH_TAKERS', 2000, 200);
const TEST_SECONDS = env('BENCH_TEST_SECONDS', 60, 20);
const START_SPREAD_MS = env('BENCH_START_SPREAD_MS', 10_000, 3000);
const THINK_MS = env('BENCH_THINK_MS', 4000, 2000);
const RECONNECT = env('BENCH_RECONNECT', 0.1, 0.1);
const RANKED = env('BENCH_RANKED', 100_000, 10_000);
const QUESTIONS = 75;

/** Child: the API on a fresh database with the test and its takers; prints `READY {json}` (port, tokens file). */
async function serve() {
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
        closedByJob: app.tests.closed.deadline,
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
  // Each ranked attempt needs its own user and reading session (leak code).
  await db.execute(sql`
    insert into users (name, email) select 'Ranked ' || g, 'ranked' || g || '@bench.example' from generate_series(1, ${RANKED}) g`);
  await db.execute(sql`
    insert into reading_sessions (code, user_id, book_id, expires_at)
    select 'R' || lpad(row_number() over ()::text, 7, '0'), u.id, ${bookId}, now()
      from users u where u.email like 'ranked%@bench.example'`);
  await db.execute(sql`
    insert into test_attempts (test_id, user_id, reading_session_id, status, ranked, deadline, submitted_at, submitted_by, score, max_score)
    select ${testId}, s.user_id, s.id, 'submitted', true, now(), now(), 'deadline', (random() * 400 - 75)::int, 300
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

/**
 * Sends one JSON request over the agent, with the takers' device proof (signed again once when the server
 * asks for its newer nonce); resolves `{ status, body, ms }` (never rejects: errors are status 0).
 */
async function request(agent, port, method, url, token, payload) {
  const started = performance.now();
  const first = await requestOnce(agent, port, method, url, token, payload);
  const again = first.status === 401 && first.body?.error === 'use_dpop_nonce';
  const answer = again ? await requestOnce(agent, port, method, url, token, payload) : first;
  return { ...answer, ms: performance.now() - started };
}

async function requestOnce(agent, port, method, url, token, payload) {
  const body = payload === undefined ? undefined : JSON.stringify(payload);
  const started = performance.now();
  const origin = `http://127.0.0.1:${port}`;
  const dpop = await signProof(`${origin}${url}`, method, token);
  return new Promise((resolve) => {
    const req = http.request(
      {
        agent,
        host: '127.0.0.1',
        port,
        method,
        path: url,
        headers: {
          authorization: `Bearer ${token}`,
          cookie: `exam_device=${TAKER_DEVICE}`,
          dpop,
          ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}),
        },
      },
      (res) => {
        keepNonce(origin, res.headers['dpop-nonce']);
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json;
          try {
            json = text ? JSON.parse(text) : undefined;
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode, body: json, ms: performance.now() - started });
        });
      },
    );
    req.on('error', () => resolve({ status: 0, body: undefined, ms: performance.now() - started }));
    if (body) req.write(body);
    req.end();
  });
}

const pct = (values, p) => {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const fmt = (n) => (Number.isFinite(n) ? n.toFixed(1) : '-');
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Parent: starts the server, plays the takers, prints the figures. */
async function run() {
  const child = spawn(
    process.execPath,
    [fileURLToPath(import.meta.url), '--serve', ...(QUICK ? ['--quick'] : [])],
    {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      env: process.env,
    },
  );
  const messages = [];
  const waiters = [];
  child.on('message', (m) => {
    const w = waiters.findIndex((x) => x.type === m.type);
    if (w >= 0) waiters.splice(w, 1)[0].resolve(m);
    else messages.push(m);
  });
  const next = (type) =>
    new Promise((resolve) => {
      const i = messages.findIndex((m) => m.type === type);
      if (i >= 0) resolve(messages.splice(i, 1)[0]);
      else waiters.push({ type, resolve });
    });
  const ready = await next('ready');
  const { port, testId } = ready;
  const tokens = JSON.parse(fs.readFileSync(ready.tokensFile, 'utf8'));
  console.log(
    `bench:cbt on ${ready.kind === 'pg' ? 'PostgreSQL' : 'PGlite'}: ${tokens.length} takers, ${QUESTIONS} questions, ` +
      `${TEST_SECONDS} s, think ${THINK_MS} ms, ${Math.round(RECONNECT * 100)}% reconnect`,
  );

  const figures = {
    start: [],
    save: [],
    move: [],
    reload: [],
    burst: [],
    errors: { start: 0, save: 0, burst: 0 },
  };
  /** The last answer each attempt's server acknowledged as applied, per question: what must not be lost. */
  const acknowledged = new Map();
  const opening = Date.now();
  const deadlineAt = opening + TEST_SECONDS * 1000;
  const QTYPES = Array.from({ length: QUESTIONS }, (_, i) => (i % 25 >= 20 ? 'numerical' : 'single'));
  /** The bench test's key (as the server seeded it): numerical question n is n − 1, single ones cycle 1..4. */
  const keyOf = (n) => (QTYPES[n - 1] === 'numerical' ? String(n - 1) : String(((n - 1) % 4) + 1));

  const taker = async (token, index) => {
    let agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    await sleep(Math.random() * START_SPREAD_MS);
    const started = await request(agent, port, 'POST', `/api/tests/${testId}/attempts`, token, {});
    figures.start.push(started.ms);
    if (started.status !== 201 && started.status !== 200) {
      figures.errors.start += 1;
      return;
    }
    const attemptId = started.body.attemptId;
    const mine = new Map();
    acknowledged.set(attemptId, mine);
    let seq = 0;
    let question = 1;
    let reconnectAt =
      Math.random() < RECONNECT ? opening + Math.random() * TEST_SECONDS * 1000 * 0.8 : Infinity;
    for (;;) {
      const think = THINK_MS * (0.5 + Math.random());
      const burst = Date.now() + think >= deadlineAt;
      await sleep(burst ? Math.max(0, deadlineAt - Date.now()) : think);
      if (Date.now() >= reconnectAt) {
        // A dropped connection (once): a new socket, and the state read again (a reload).
        reconnectAt = Infinity;
        agent.destroy();
        agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
        const state = await request(agent, port, 'GET', `/api/attempts/${attemptId}`, token);
        figures.reload.push(state.ms);
        if (state.status === 200) seq = Math.max(seq, state.body.lastSeq);
      }
      // About half the answers right, so the score check below sees both marks.
      const answer =
        Math.random() < 0.5
          ? keyOf(question)
          : QTYPES[question - 1] === 'numerical'
            ? String(100 + Math.floor(Math.random() * 100))
            : String(1 + (Number(keyOf(question)) % 4));
      seq += 1;
      const sent = seq;
      const saved = await request(
        agent,
        port,
        'PUT',
        `/api/attempts/${attemptId}/answers/${question}`,
        token,
        {
          answer,
          markedForReview: Math.random() < 0.1,
          seq: sent,
          timeSpentMs: Math.round(think),
        },
      );
      (burst ? figures.burst : figures.save).push(saved.ms);
      if (saved.status === 200 && saved.body.applied)
        mine.set(question, { answer: saved.body.saved.answer, seq: sent });
      else if (saved.status !== 200 && !(burst && saved.status === 409))
        figures.errors[burst ? 'burst' : 'save'] += 1;
      if (burst) break;
      question = (question % QUESTIONS) + 1;
      seq += 1;
      const moved = await request(agent, port, 'PUT', `/api/attempts/${attemptId}/current`, token, {
        number: question,
        seq,
      });
      figures.move.push(moved.ms);
      if (moved.status !== 200) figures.errors.save += 1;
    }
    // Half the takers submit themselves at the deadline; the deadline job closes the others.
    if (index % 2 === 0) {
      const submitted = await request(agent, port, 'POST', `/api/attempts/${attemptId}/submit`, token);
      figures.burst.push(submitted.ms);
      if (submitted.status !== 200) figures.errors.burst += 1;
    }
    agent.destroy();
  };

  const t0 = Date.now();
  const playing = tokens.map((token, i) => taker(token, i));
  // The deadline: the server's clock ends every attempt (its grace then lets in-flight saves land).
  await sleep(Math.max(0, deadlineAt - Date.now()));
  child.send({ type: 'close-all' });
  await next('closed-all');
  await Promise.all(playing);
  // Give the deadline job its grace plus a sweep, then read what the database holds.
  await sleep(Number(process.env.TEST_SAVE_GRACE_MS ?? 2000) + 2500);
  child.send({ type: 'held' });
  const held = await next('held');
  const byAttempt = new Map();
  for (const r of held.rows) {
    if (!byAttempt.has(r.attemptId)) byAttempt.set(r.attemptId, new Map());
    byAttempt.get(r.attemptId).set(r.number, { answer: r.answer, seq: Number(r.seq) });
  }
  const scores = new Map(held.rows.map((r) => [r.attemptId, r.score]));
  let lost = 0;
  let acked = 0;
  let unscored = 0;
  for (const [attemptId, mine] of acknowledged) {
    let expected = 0;
    for (const [number, ack] of mine) {
      acked += 1;
      const row = byAttempt.get(attemptId)?.get(number);
      // Lost: the row is missing, or holds an older save than the one acknowledged.
      if (!row || row.seq < ack.seq || (row.seq === ack.seq && row.answer !== ack.answer)) lost += 1;
      if (ack.answer !== null) expected += ack.answer === keyOf(number) ? 4 : -1;
    }
    // The score was computed when the attempt closed: an answer acknowledged after that would be missing.
    if (mine.size && scores.get(attemptId) !== expected) unscored += 1;
  }

  const line = (name, values, errors) =>
    console.log(
      `  ${name.padEnd(8)} ${String(values.length).padStart(7)} requests  p50 ${fmt(pct(values, 50)).padStart(7)} ms  p99 ${fmt(pct(values, 99)).padStart(7)} ms${errors === undefined ? '' : `  errors ${errors}`}`,
    );
  console.log(`\nTakers played for ${((Date.now() - t0) / 1000).toFixed(0)} s:`);
  line('start', figures.start, figures.errors.start);
  line('save', figures.save, figures.errors.save);
  line('move', figures.move);
  line('reload', figures.reload);
  line('burst', figures.burst, figures.errors.burst);
  console.log(
    `  answers acknowledged ${acked}, answers lost ${lost} (must be 0), scores missing an acknowledged answer ${unscored} (must be 0)`,
  );
  console.log(`  attempts still open ${held.open}; closed by the deadline job ${held.closedByJob}`);
  const savesPerSecond = (figures.save.length + figures.move.length) / TEST_SECONDS;
  console.log(`  saves and moves per second ${savesPerSecond.toFixed(0)}`);

  if (held.kind === 'pg') {
    child.send({ type: 'ranks' });
    const ranks = await next('ranks');
    console.log(
      `\nRank and percentile among ${ranks.ranked.toLocaleString('en-IN')} ranked attempts (seeded in ${(ranks.seedMs / 1000).toFixed(1)} s):`,
    );
    console.log(
      `  rank + percentile  p50 ${fmt(pct(ranks.rank, 50))} ms  p99 ${fmt(pct(ranks.rank, 99))} ms  (goal ≤ 200 ms)`,
    );
    console.log(`  top ten            p50 ${fmt(pct(ranks.top, 50))} ms  p99 ${fmt(pct(ranks.top, 99))} ms`);
  } else console.log('\nRank query: set DATABASE_URL to time it on PostgreSQL.');
  const ok = pct(figures.save, 99) <= 50 && figures.errors.burst === 0 && lost === 0 && unscored === 0;
  console.log(`\nGoals: save p99 ≤ 50 ms, burst 0 errors, 0 answers lost: ${ok ? 'met' : 'NOT met'}`);
  child.kill('SIGTERM');
  await new Promise((r) => child.on('exit', r));
}

if (process.argv[2] === '--serve') await serve();
else await run();
