// `npm run bench:detect-health`: how `/api/health` answers while two 200-page papers are made into tests at
// once, through the admin's job (POST /api/admin/tests/jobs, followed by GET …/jobs/:id until done). Each
// paper is 200 pages of the shared real papers put one after another (pdf-lib). The API listens on
// 127.0.0.1; `/api/health` is asked over HTTP every 50 ms from the start of the jobs to their end, and its
// latency is printed as p50, p95 and max (ms), with each job's time and ms per page. Figures only: it exits
// 0 whatever they are.
import fs from 'node:fs';
import path from 'node:path';
import { load, ROOT, startDetectApp } from './detect-app.mjs';
import { healthProbe, idleBaseline, latencyRow } from './health-probe.mjs';

const { PDFDocument } = load('node_modules/pdf-lib/cjs/index.js');
const REAL = path.resolve(ROOT, '../shared/fixtures/tests/real');
const PAGES = Number(process.env.BENCH_DETECT_PAGES ?? 200);

/** A paper of `PAGES` pages: the text-layer real papers, one after another from `first`, cut to length. */
async function longPaper(first) {
  const names = ['neet-2018-qq-hindi-english', 'jee-adv-2024-p1', 'jee-main-2024-01feb-s1-mathongo'];
  const sources = await Promise.all(
    names.map(async (n) => PDFDocument.load(fs.readFileSync(path.join(REAL, `${n}.pdf`)))),
  );
  const out = await PDFDocument.create();
  for (let i = first; out.getPageCount() < PAGES; i += 1) {
    const src = sources[i % sources.length];
    const want = Math.min(src.getPageCount(), PAGES - out.getPageCount());
    const pages = await out.copyPages(src, [...Array(want).keys()]);
    for (const page of pages) out.addPage(page);
  }
  return Buffer.from(await out.save());
}

const { app, call, upload, close } = await startDetectApp();
try {
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const books = [
    await upload(await longPaper(0), 'long-paper-a'),
    await upload(await longPaper(1), 'long-paper-b'),
  ];
  // An idle baseline first: the same probe with nothing else running.
  const probe = healthProbe(address);
  const idle = await idleBaseline(probe);
  const started = performance.now();
  let running = true;
  const jobs = Promise.all(
    books.map(async (bookId) => {
      const t = performance.now();
      const job = await call('POST', '/api/admin/tests/jobs', { bookId, preset: 'neet' });
      if (job.status !== 202) return { error: `${job.status} ${job.body?.error ?? ''}` };
      for (;;) {
        await new Promise((r) => setTimeout(r, 250));
        const now = await call('GET', `/api/admin/tests/jobs/${job.body.id}`);
        if (now.body.stage === 'done' || now.body.stage === 'failed')
          return { ...now.body, ms: performance.now() - t };
      }
    }),
  ).finally(() => {
    running = false;
  });
  const busy = [];
  while (running) {
    busy.push(await probe());
    await new Promise((r) => setTimeout(r, 50));
  }
  const done = await jobs;
  const total = performance.now() - started;
  const row = (name, values) => latencyRow(name, values, 34);
  console.log(
    `bench:detect-health: two ${PAGES}-page papers made into tests at once (the admin's job), /api/health over HTTP`,
  );
  row('/api/health, idle', idle);
  row('/api/health, while both are made', busy);
  for (const [i, job] of done.entries())
    console.log(
      `paper ${i + 1}: ${job.error ?? `${job.stage}, ${job.questionsFound ?? 0} questions, ${job.error ?? ''}`.trim()} in ${((job.ms ?? 0) / 1000).toFixed(1)} s (${((job.ms ?? 0) / PAGES).toFixed(0)} ms per page)`,
    );
  console.log(`both done in ${(total / 1000).toFixed(1)} s`);
} finally {
  await close();
}
