/**
 * Online tests in the production topology (docs/domains/exams.md "Online tests"): candidates save through
 * nginx while one API replica is killed (SIGKILL) and started again; no answer the server acknowledged is
 * lost, and when the attempts' time runs out the deadline job, sweeping on both replicas, closes each attempt
 * once. Runs before replicas.topology.ts (whose last test stops a replica for good) and leaves both replicas
 * up.
 */
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { MOCK_KEY } from '../../api/test/helpers/online-tests';
import { platformFile } from '../support/browser';
import type { TopologyInfo } from './setup';
import { deviceFetch } from '../support/device';

const info = () => JSON.parse(fs.readFileSync(platformFile(0), 'utf8')) as TopologyInfo;
const CANDIDATES = 12;

interface Answer {
  status: number;
  body: Record<string, unknown> | undefined;
}

/** One JSON call through nginx as client `ip` (nginx trusts this runner's X-Forwarded-For); network errors are status 0. */
async function call(
  method: string,
  url: string,
  token: string | undefined,
  ip: string,
  payload?: unknown,
): Promise<Answer> {
  try {
    // Each candidate is one browser: its device (attempts are taken on one device at a time).
    const device = `cand-${ip.replace(/\./g, '-')}-`.padEnd(43, 'd');
    const res = await deviceFetch(
      `${info().url}${url}`,
      {
        method,
        headers: {
          'x-forwarded-for': ip,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: payload === undefined ? undefined : JSON.stringify(payload),
      },
      device,
    );
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : undefined };
  } catch {
    return { status: 0, body: undefined };
  }
}

/** The call again (same body, same seq) until the server answers below 500, as the screen's save queue does. */
async function retried(
  method: string,
  url: string,
  token: string,
  ip: string,
  payload?: unknown,
): Promise<Answer> {
  for (let tries = 0; ; tries += 1) {
    const answer = await call(method, url, token, ip, payload);
    if ((answer.status > 0 && answer.status < 500) || tries >= 40) return answer;
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Counts of attempts each replica's deadline job reported closing, read from its log after `offsets`. */
function closedByJob(offsets: Map<string, number>): number {
  let closed = 0;
  for (const [log, offset] of offsets) {
    const text = fs.readFileSync(log, 'utf8').slice(offset);
    for (const line of text.split('\n')) {
      if (!line.includes('deadline job closed attempts')) continue;
      closed += (JSON.parse(line) as { closed: number }).closed;
    }
  }
  return closed;
}

test('a replica killed mid-test loses no acknowledged answer; the deadline job closes each attempt once', async () => {
  test.setTimeout(240_000);
  const { replicas, controlUrl, adminUsername, adminPassword, databaseUrl } = info();
  const logs = new Map(replicas.map((r) => [`${r.dataDir}.log`, fs.statSync(`${r.dataDir}.log`).size]));
  const admin = (
    await call('POST', '/api/admin/login', undefined, '10.9.0.1', {
      username: adminUsername,
      password: adminPassword,
    })
  ).body!.token as string;
  const tests = (await call('GET', '/api/admin/tests', admin, '10.9.0.1')).body as unknown as {
    id: string;
    bookId: string;
    status: string;
  }[];
  const demo = tests.find((t) => t.status === 'published')!;
  expect(demo).toBeDefined();

  // Candidates who bought the test series, each from an address of its own (per-IP limits).
  const candidates: {
    ip: string;
    token: string;
    attemptId: string;
    acked: Map<number, { answer: string; seq: number }>;
  }[] = [];
  for (let i = 0; i < CANDIDATES; i += 1) {
    const ip = `10.9.1.${i + 1}`;
    const email = `cbt-topology-${Date.now()}-${i}@example.com`;
    const registered = await call('POST', '/api/auth/register', undefined, ip, {
      name: `Candidate ${i}`,
      email,
      password: 'tidal-orchid-ledger-93',
    });
    expect(registered.status).toBe(201);
    const token = registered.body!.token as string;
    const submitted = await call('POST', '/api/payment/submit', token, ip, {
      bookId: demo.bookId,
      utr: String(700000000000 + (Date.now() % 1_000_000) * 100 + i),
    });
    expect(submitted.status).toBe(201);
    expect(
      (await call('POST', `/api/admin/payments/${submitted.body!.paymentId}/approve`, admin, '10.9.0.1'))
        .status,
    ).toBe(200);
    const started = await call('POST', `/api/tests/${demo.id}/attempts`, token, ip, {});
    expect(started.status).toBe(201);
    candidates.push({ ip, token, attemptId: started.body!.attemptId as string, acked: new Map() });
  }

  // Every candidate answers questions 1..24 in turn; replica 2 is killed a third of the way and started
  // again two thirds of the way. An unanswered save is sent again with the same seq.
  let seq = 0;
  let killed = false;
  let restarted = false;
  for (let n = 1; n <= 24; n += 1) {
    if (n === 8 && !killed) {
      process.kill(replicas[1]!.pid, 'SIGKILL');
      killed = true;
    }
    if (n === 16 && !restarted) {
      const res = await fetch(`${controlUrl}/replicas/1/restart`, { method: 'POST' });
      expect(res.status).toBe(200);
      restarted = true;
    }
    seq += 1;
    await Promise.all(
      candidates.map(async (c, i) => {
        const key = MOCK_KEY.get(n)!;
        // Some right, some wrong: the score check below sees both marks.
        const answer =
          (n + i) % 3 === 0
            ? key.type === 'numerical'
              ? String(Number(key.answer) + 7)
              : String((Number(key.answer) % 4) + 1)
            : key.answer;
        const saved = await retried('PUT', `/api/attempts/${c.attemptId}/answers/${n}`, c.token, c.ip, {
          answer,
          markedForReview: false,
          seq,
        });
        expect(saved.status).toBe(200);
        const held = saved.body!.saved as { answer: string; seq: number };
        // Applied, or already held from the first delivery of this same save (a lost response).
        expect(held.seq).toBe(seq);
        c.acked.set(n, { answer: held.answer, seq });
      }),
    );
  }
  expect(killed && restarted).toBe(true);

  // Time runs out: the admin takes 4 hours off every attempt's time; the deadline job (both replicas)
  // closes them after the grace. An answer made after the deadline is not scored, so the whole attempt is
  // moved back with its deadline: its answers are dated 4 hours earlier first.
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  await db.query(
    `update attempt_answers set made_at = made_at - interval '4 hours' where attempt_id = any($1)`,
    [candidates.map((c) => c.attemptId)],
  );
  for (const c of candidates)
    expect(
      (
        await retried('POST', `/api/admin/attempts/${c.attemptId}/time`, admin, '10.9.0.1', {
          seconds: -4 * 3600,
        })
      ).status,
    ).toBe(200);
  try {
    const ids = candidates.map((c) => c.attemptId);
    await expect
      .poll(
        async () =>
          (
            await db.query(
              `select count(*)::int as n from test_attempts where id = any($1) and status = 'open'`,
              [ids],
            )
          ).rows[0].n,
        {
          timeout: 60_000,
        },
      )
      .toBe(0);
    const attempts = await db.query(
      `select id, status, submitted_by, score from test_attempts where id = any($1)`,
      [ids],
    );
    expect(attempts.rows.map((r) => [r.status, r.submitted_by])).toEqual(
      ids.map(() => ['submitted', 'deadline']),
    );
    const answers = await db.query(
      `select attempt_id, number, answer, seq from attempt_answers where attempt_id = any($1)`,
      [ids],
    );
    let lost = 0;
    for (const c of candidates) {
      let expected = 0;
      for (const [n, ack] of c.acked) {
        const row = answers.rows.find((r) => r.attempt_id === c.attemptId && r.number === n);
        if (!row || Number(row.seq) < ack.seq || row.answer !== ack.answer) lost += 1;
        expected += ack.answer === MOCK_KEY.get(n)!.answer ? 4 : -1;
      }
      expect({ attempt: c.attemptId, score: attempts.rows.find((r) => r.id === c.attemptId).score }).toEqual({
        attempt: c.attemptId,
        score: expected,
      });
    }
    expect(lost).toBe(0);
    // Each attempt closed once, whichever replica's sweep took it.
    expect(closedByJob(logs)).toBe(CANDIDATES);
  } finally {
    await db.end();
  }
  // nginx counts the killed replica as failed for a while: the next tests start once it serves again.
  await expect
    .poll(
      async () => {
        const seen = new Set<string>();
        for (let i = 0; i < 6; i += 1) {
          const res = await fetch(`${info().url}/api/health`);
          seen.add(String(res.headers.get('x-replica-id')));
        }
        return [...seen].sort();
      },
      { timeout: 60_000, intervals: [1000] },
    )
    .toEqual(replicas.map((r) => r.id).sort());
});
