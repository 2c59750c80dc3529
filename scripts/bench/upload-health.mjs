// `npm run bench:upload-health`: how `/api/health` answers while PDFs are uploaded and prepared: a PDF whose
// one page holds 50,000 text items (generated, api/test/helpers/dense-text-pdf.ts), a 40 MB junk file
// dressed as a PDF (`%PDF-` … `%%EOF`, random bytes between: the engine refuses it), and the real-world
// PDFs of ../shared/fixtures/pdfs (fifteen, `BENCH_UPLOAD_PDFS` to take fewer), each uploaded through the
// admin's book form (from a thread of its own, scripts/bench/upload-client.mjs) and then prepared (text
// extraction) in the background. The API listens on 127.0.0.1;
// `/api/health` is asked over HTTP every 20 ms from the first upload until every preparation is done, and
// its latency is printed as p50, p95 and max (ms), beside an idle baseline. Figures only: it exits 0
// whatever they are.
import fs from 'node:fs';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { load, ROOT, startDetectApp } from './detect-app.mjs';
import { healthProbe, idleBaseline, latencyRow } from './health-probe.mjs';

const { denseTextPdf } = load('api/test/helpers/dense-text-pdf.ts');
const PDFS = path.resolve(ROOT, '../shared/fixtures/pdfs');
const COUNT = Number(process.env.BENCH_UPLOAD_PDFS ?? 15);

const { app, admin, close } = await startDetectApp();
try {
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const probe = healthProbe(address);
  const idle = await idleBaseline(probe);
  // Over HTTP from a thread of its own, as a browser sends it: the body arrives in the socket's chunks, and
  // making and sending 40 MB is not counted as the API's stall.
  const uploads = [
    { name: 'dense-page', bytes: await denseTextPdf(50_000) },
    { name: 'junk-40mb', junkMb: 40 },
    ...fs
      .readdirSync(PDFS)
      .filter((f) => f.endsWith('.pdf'))
      .sort()
      .slice(0, COUNT)
      .map((f) => ({ name: path.basename(f, '.pdf'), file: path.join(PDFS, f) })),
  ];
  let running = true;
  let phase = 'starting';
  const outcomes = [];
  // The event loop's own delay (the API runs in this process): tells a blocked loop from a busy machine.
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const started = performance.now();
  const work = (async () => {
    const client = new Worker(new URL('./upload-client.mjs', import.meta.url), {
      workerData: { address, admin, uploads },
    });
    await new Promise((resolve, reject) => {
      client.on('message', (m) => {
        if (m.phase) phase = m.phase;
        if (m.outcome) outcomes.push(m.outcome);
        if (m.done) resolve();
      });
      client.on('error', reject);
    });
    await client.terminate();
    phase = 'preparing';
    await app.render.idle();
  })().finally(() => {
    running = false;
  });
  const busy = [];
  const slow = [];
  while (running) {
    const ms = await probe();
    busy.push(ms);
    if (ms > 100) slow.push(`${ms.toFixed(0)} ms while ${phase}`);
    await new Promise((r) => setTimeout(r, 20));
  }
  await work;
  loop.disable();
  const row = (name, values) => latencyRow(name, values, 40);
  console.log(`bench:upload-health: ${uploads.length} uploads then their preparation, /api/health over HTTP`);
  row('/api/health, idle', idle);
  row('/api/health, while uploading and preparing', busy);
  console.log(
    `event-loop delay while busy: p99 ${(loop.percentile(99) / 1e6).toFixed(1)} ms, max ${(loop.max / 1e6).toFixed(1)} ms`,
  );
  for (const line of outcomes) console.log(`  ${line}`);
  for (const line of slow.slice(0, 20)) console.log(`  slow probe: ${line}`);
  console.log(`all done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await close();
}
