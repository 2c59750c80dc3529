// `npm run bench:statement`: bank-statement import speed, in lines per second.
//
// Builds the real API (buildApp, in process, logging off) on a fresh database (PGlite in a temp folder, or a
// fresh `bench_<random>` database beside DATABASE_URL), seeds the demo catalogue and one student with
// BENCH_PENDING (default 2,000) pending payments, generates an HDFC-format CSV statement of BENCH_LINES
// (default 10,000) lines (80 % UPI credits, the first BENCH_PENDING of them carrying those payments' UTRs
// and amounts, 20 % debits), and times:
//   parse      reading the CSV and the lines only (csv-parse + the HDFC format): the baseline
//   import     POST /api/admin/reconciliation/statements (multipart, parse, insert, match counts)
//   re-import  the same file again (every line a duplicate: nothing added)
//   approve    POST /api/admin/reconciliation/approve-matched (one transaction, one audit record each)
// Prints lines/s (payments/s for approve), ms, and each import's ratio to the parse baseline.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freshBenchDatabase, openSeededDatabase } from './fresh-database.mjs';
import { injectProof } from '../lib/device-key.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const LINES = Number(process.env.BENCH_LINES ?? 10_000);
const PENDING = Math.min(Number(process.env.BENCH_PENDING ?? 2_000), Math.floor(LINES * 0.8));

const { register } = await import('tsx/cjs/api');
register();
const require = createRequire(import.meta.url);
const load = (rel) => require(path.join(ROOT, rel));
const { buildApp } = load('api/src/app.ts');
const { loadConfig } = load('api/src/config.ts');
const schema = load('api/src/db/schema/index.ts');
const { BANK_FORMATS } = load('api/src/modules/purchases/statements/formats.ts');
const { parseStatement } = load('api/src/modules/purchases/statements/parse-statement.ts');
const { StatementReader } = load('api/src/modules/purchases/statements/read-rows.ts');

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-statement-'));
const adminPassword = `bench-${randomBytes(6).toString('hex')}`;
const { databaseUrl, drop: dropDb } = await freshBenchDatabase();

const config = loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl ?? '',
  RATE_LIMIT: 'off',
});
const { database } = await openSeededDatabase(load, {
  config,
  databaseUrl,
  dataDir,
  fixturesDir: config.fixturesDir,
  adminUsername: 'admin',
  adminPassword,
});
const app = await buildApp({ config, database });
await app.ready();

try {
  const admin = (
    await app.inject({
      method: 'POST',
      url: '/api/admin/login',
      // A sign-in proves its device key.
      headers: { dpop: await injectProof(app, 'POST', '/api/admin/login') },
      payload: { username: 'admin', password: adminPassword },
    })
  ).json().token;
  const [book] = await database.db.select().from(schema.books).limit(1);
  // One student per pending payment (a student has one pending payment per book), written directly: the
  // submit route's Argon2 sign-ups would dominate the set-up time, and the set-up is not measured.
  for (let i = 0; i < PENDING; i += 500) {
    const n = Math.min(500, PENDING - i);
    const students = await database.db
      .insert(schema.users)
      .values(
        Array.from({ length: n }, (_, k) => ({
          name: `Bench ${i + k}`,
          email: `bench-${i + k}@example.com`,
        })),
      )
      .returning({ id: schema.users.id });
    await database.db
      .insert(schema.payments)
      .values(
        students.map((u, k) => ({ userId: u.id, bookId: book.id, utr: utrOf(i + k), amountPaise: 9900 })),
      );
  }

  const csv = statementCsv();
  const bytes = Buffer.from(csv);
  const t0 = performance.now();
  // Read as the import route reads it: in the reader's thread, with its limits.
  const reader = new StatementReader(config.statements);
  const rows = await reader.read(bytes).finally(() => reader.close());
  const parsed = parseStatement(rows, BANK_FORMATS.hdfc);
  const parseMs = performance.now() - t0;
  if (parsed.lines.length !== LINES)
    throw new Error(`parsed ${parsed.lines.length} lines, expected ${LINES}`);

  const upload = async () => {
    const boundary = `----bench${randomBytes(6).toString('hex')}`;
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="hdfc.csv"\r\nContent-Type: text/csv\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const start = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/reconciliation/statements',
      headers: {
        authorization: `Bearer ${admin}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload,
    });
    if (res.statusCode !== 200) throw new Error(`import ${res.statusCode} ${res.body}`);
    return { ms: performance.now() - start, body: res.json() };
  };
  const first = await upload();
  const again = await upload();
  const t1 = performance.now();
  const approved = (
    await app.inject({
      method: 'POST',
      url: '/api/admin/reconciliation/approve-matched',
      headers: { authorization: `Bearer ${admin}` },
    })
  ).json();
  const approveMs = performance.now() - t1;

  const rate = (n, ms) => Math.round((n * 1000) / ms).toLocaleString('en-US');
  console.log(
    `statement import, ${LINES.toLocaleString('en-US')} lines (${(bytes.length / 1024).toFixed(0)} KiB HDFC CSV), ${PENDING} pending payments, database ${database.kind}`,
  );
  console.log('step        lines/s     ms      vs parse  result');
  const row = (name, n, ms, extra) =>
    console.log(
      `${name.padEnd(11)} ${rate(n, ms).padStart(8)}  ${ms.toFixed(0).padStart(6)}  ${(ms / parseMs).toFixed(1).padStart(7)}x  ${extra}`,
    );
  row('parse', LINES, parseMs, 'baseline');
  row(
    'import',
    LINES,
    first.ms,
    `new ${first.body.new}, matched ${first.body.matched}, unmatched ${first.body.unmatched}`,
  );
  row('re-import', LINES, again.ms, `new ${again.body.new}`);
  console.log(
    `approve     ${rate(approved.approved, approveMs).padStart(8)}  ${approveMs.toFixed(0).padStart(6)}            ${approved.approved} payments approved (payments/s)`,
  );
} finally {
  await app.close();
  await dropDb().catch(() => undefined);
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/** An HDFC-format statement of LINES lines over the last 30 days: 80 % credits (the first PENDING pay the pending payments), 20 % debits. */
function statementCsv() {
  const out = [
    'HDFC BANK Ltd.,,,,,,',
    'Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance',
  ];
  let balance = 100_000;
  let credit = 0;
  for (let i = 0; i < LINES; i += 1) {
    const d = new Date(Date.now() - Math.floor(((LINES - i) / LINES) * 30) * 86_400_000 + 330 * 60_000);
    const date = `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCFullYear()).slice(2)}`;
    const isCredit = i % 5 !== 4;
    const ref = isCredit ? utrOf(credit) : String(600_000_000_000 + i);
    const amount = isCredit ? (credit < PENDING ? 99 : 49 + (i % 400)) : 20 + (i % 900);
    if (isCredit) credit += 1;
    balance += isCredit ? amount : -amount;
    out.push(
      [
        date,
        `UPI-PAYER ${i}-payer${i}@okaxis-UTIB0000123-${ref}-${isCredit ? 'EXAM BOOK' : 'SHOP'}`,
        `0000${ref}`,
        date,
        isCredit ? '' : amount.toFixed(2),
        isCredit ? amount.toFixed(2) : '',
        balance.toFixed(2),
      ].join(','),
    );
  }
  return `${out.join('\n')}\n`;
}

function utrOf(i) {
  return String(400_000_000_000 + i);
}
