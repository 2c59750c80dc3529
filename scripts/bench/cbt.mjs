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
//
// The child's side is in cbt-server.mjs, the takers' requests in cbt-requests.mjs, the settings (the
// BENCH_* variables above) in cbt-settings.mjs.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { QUESTIONS, QUICK, RECONNECT, START_SPREAD_MS, TEST_SECONDS, THINK_MS } from './cbt-settings.mjs';
import { request } from './cbt-requests.mjs';
import { serve } from './cbt-server.mjs';

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
