import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  MAX_STATEMENT_ROWS,
  STATEMENT_TOO_HEAVY,
  StatementReader,
} from '../../../../src/modules/purchases/statements/read-rows';
import { MAX_STATEMENT_BYTES } from '../../../../src/modules/purchases/statements/statement-form';
import { createTestAppWithAdmin, type TestContext } from '../../../helpers/test-app';

/**
 * A 900,000-row workbook under the 10 MB limit (it used to be parsed whole on the event loop before the
 * 200,000-row check: 22.5 s, 1 → 2.9 GB, `/api/health` stalled up to 20.8 s). Now it is streamed in the
 * statement reader's thread and refused as row 200,001 arrives, while the API keeps answering.
 */
/** The uploading process: `node -e UPLOADER <base> <token> <file>` prints both answers as JSON. */
const UPLOADER = `
const [base, token, file] = process.argv.slice(1);
const bytes = require('node:fs').readFileSync(file);
const send = async (name) => {
  const form = new FormData();
  form.append('file', new Blob([bytes]), name);
  const res = await fetch(base + '/api/admin/reconciliation/statements', {
    method: 'POST', headers: { authorization: 'Bearer ' + token }, body: form });
  return { status: res.status, body: await res.json() };
};
setTimeout(async () => console.log(JSON.stringify(await Promise.all([send('a.xlsx'), send('b.xlsx')]))), 300);
`;

let ctx: TestContext;
let admin: string;
let bomb: Buffer;
const ROWS = 900_000;

/**
 * Writes the workbook with exceljs' streaming writer (the whole sheet never sits in memory), in a child
 * process so its garbage does not land in the heap of the server under test.
 */
const WRITER = `
const ExcelJS = require('exceljs');
const [file, rows] = process.argv.slice(1);
(async () => {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: false });
  const sheet = book.addWorksheet('Statement');
  sheet.addRow(['Date', 'Narration', 'Chq./Ref.No.', 'Value Dt', 'Withdrawal Amt.', 'Deposit Amt.']).commit();
  for (let i = 0; i < Number(rows); i += 1) sheet.addRow([i % 28, 99]).commit();
  sheet.commit();
  await book.commit();
})();
`;

let base: string;
let bombFile: string;

beforeAll(async () => {
  ({ ctx, admin } = await createTestAppWithAdmin({ books: false }));
  base = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  // The probe's own first fetch loads undici: not the server's time.
  await fetch(`${base}/api/health`);
  bombFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'statement-bomb-')), 'bomb.xlsx');
  await new Promise<void>((resolve, reject) =>
    execFile(process.execPath, ['-e', WRITER, bombFile, String(ROWS)], { cwd: __dirname }, (err) =>
      err ? reject(err) : resolve(),
    ),
  );
  bomb = fs.readFileSync(bombFile);
}, 180_000);
afterAll(async () => {
  await ctx.close();
  fs.rmSync(path.dirname(bombFile), { recursive: true, force: true });
});

it('two concurrent 900,000-row uploads are refused at the row limit while /api/health keeps answering (p95 ≤ 100 ms)', async () => {
  expect(bomb.length).toBeLessThanOrEqual(MAX_STATEMENT_BYTES);
  expect(bomb.subarray(0, 2).toString()).toBe('PK');
  // Two admins' uploads over real sockets from another process, started before the probes so its spawn
  // (a synchronous fork of this big test process) is not counted; it waits 300 ms, then sends both at once.
  const client = execFile(process.execPath, ['-e', UPLOADER, base, admin, bombFile], { maxBuffer: 1 << 20 });
  let out = '';
  client.stdout!.on('data', (d: Buffer) => (out += d));
  const exited = new Promise<number | null>((resolve) => client.on('exit', resolve));
  const latencies: number[] = [];
  let done = false;
  // A probe is due 10 ms after the last answer; its latency counts from then, so a blocked event loop
  // (which delays the probe itself, not just its answer) shows in full, as it would to a monitor outside.
  const probing = (async () => {
    while (!done) {
      const due = performance.now() + 10;
      await new Promise((r) => setTimeout(r, 10));
      const res = await fetch(`${base}/api/health`);
      latencies.push(performance.now() - due);
      expect(res.status).toBe(200);
    }
  })();
  const started = performance.now();
  expect(await exited).toBe(0);
  const answers = JSON.parse(out) as { status: number; body: unknown }[];
  const took = performance.now() - started;
  done = true;
  await probing;
  for (const res of answers) {
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: `A statement may have at most ${MAX_STATEMENT_ROWS} lines` });
  }
  const sorted = [...latencies].sort((a, b) => a - b);
  const pct = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))];
  // The figure the report quotes: how many probes, the slowest, and how long the two uploads took.
  process.stdout.write(
    `bomb ${(bomb.length / 1048576).toFixed(2)} MB × 2: ${took.toFixed(0)} ms; ` +
      `/api/health ${latencies.length} probes, p50 ${pct(0.5).toFixed(1)} ms, p95 ${pct(0.95).toFixed(1)} ms, ` +
      `p99 ${pct(0.99).toFixed(1)} ms, ` +
      `max ${sorted.at(-1)!.toFixed(1)} ms\n`,
  );
  expect(latencies.length).toBeGreaterThanOrEqual(10);
  // 19 probes in 20 within 100 ms, and none held for seconds: the API's loop is never held by the import
  // (before, one upload stalled every probe for 20 s); what remains is this 2-core machine, shared with
  // other work (a whole test run in parallel workers), descheduling any process now and then (p99 and max
  // are printed above).
  expect(pct(0.95)).toBeLessThanOrEqual(100);
  expect(sorted.at(-1)).toBeLessThan(5000);
}, 120_000);

it('a statement over the time limit is refused with 400, and the next one is read', async () => {
  const reader = new StatementReader({ timeoutMs: 1, memoryMb: 256 });
  try {
    await expect(reader.read(bomb)).rejects.toMatchObject({ statusCode: 400, message: STATEMENT_TOO_HEAVY });
  } finally {
    await reader.close();
  }
  const fine = new StatementReader({ timeoutMs: 20_000, memoryMb: 256 });
  try {
    expect(await fine.read(Buffer.from('Date,Narration\n01/11/2026,x\n'))).toEqual([
      ['Date', 'Narration'],
      ['01/11/2026', 'x'],
    ]);
  } finally {
    await fine.close();
  }
});
