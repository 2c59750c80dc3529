// `npm run bench:upload-health`: how `/api/health` answers while PDFs are uploaded and prepared: a PDF whose
// one page holds 50,000 text items (generated, api/test/helpers/dense-text-pdf.ts), a 40 MB junk file
// dressed as a PDF (`%PDF-` … `%%EOF`, random bytes between: the engine refuses it), and the real-world
// PDFs of ../shared/fixtures/pdfs (fifteen, `BENCH_UPLOAD_PDFS` to take fewer), each uploaded through the
// admin's book form and then prepared (text extraction) in the background. The API listens on 127.0.0.1;
// `/api/health` is asked over HTTP every 20 ms from the first upload until every preparation is done, and
// its latency is printed as p50, p95 and max (ms), beside an idle baseline. Figures only: it exits 0
// whatever they are.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { load, ROOT, startDetectApp } from './detect-app.mjs';

const { denseTextPdf } = load('api/test/helpers/dense-text-pdf.ts');
const PDFS = path.resolve(ROOT, '../shared/fixtures/pdfs');
const COUNT = Number(process.env.BENCH_UPLOAD_PDFS ?? 15);

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

/** 40 MB that start and end like a PDF and are nothing inside. */
function junkPdf() {
  return Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(40 * 1024 * 1024), Buffer.from('\n%%EOF\n')]);
}

/** A book form as the admin's browser sends it: fields, then the PDF. */
function bookForm(bytes, name) {
  const boundary = `----bench${randomBytes(6).toString('hex')}`;
  const fields = {
    title: name,
    description: 'bench:upload-health',
    category: 'JEE',
    section: 'class11',
    price: '29',
  };
  const body = Buffer.concat([
    ...Object.entries(fields).map(([k, v]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="pdf"; filename="${name}.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

const { app, admin, close } = await startDetectApp();
try {
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  // Over HTTP, as a browser sends it: the body arrives in the socket's chunks, as in production.
  const upload = async (bytes, name) => {
    const { body, type } = bookForm(bytes, name);
    const res = await fetch(`${address}/api/admin/books`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': type },
      body,
    });
    const answer = await res.json();
    if (res.status !== 201) throw new Error(`upload ${res.status} ${answer.error ?? ''}`);
    return answer._id;
  };
  const probe = async () => {
    const t = performance.now();
    const res = await fetch(`${address}/api/health`);
    await res.arrayBuffer();
    return performance.now() - t;
  };
  const idle = [];
  for (let i = 0; i < 40; i += 1) {
    idle.push(await probe());
    await new Promise((r) => setTimeout(r, 25));
  }
  const files = [
    ['dense-page', await denseTextPdf(50_000)],
    ['junk-40mb', junkPdf()],
    ...fs
      .readdirSync(PDFS)
      .filter((f) => f.endsWith('.pdf'))
      .sort()
      .slice(0, COUNT)
      .map((f) => [path.basename(f, '.pdf'), fs.readFileSync(path.join(PDFS, f))]),
  ];
  let running = true;
  let phase = 'starting';
  const outcomes = [];
  // The event loop's own delay (the API runs in this process): tells a blocked loop from a busy machine.
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const started = performance.now();
  const work = (async () => {
    for (const [name, bytes] of files) {
      phase = `uploading ${name}`;
      const t = performance.now();
      const outcome = await upload(bytes, name).then(
        () => 'uploaded',
        (err) => `refused (${err.message})`,
      );
      outcomes.push(
        `${name}: ${(bytes.length / 1048576).toFixed(1)} MB ${outcome} in ${(performance.now() - t).toFixed(0)} ms`,
      );
    }
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
  const row = (name, values) => {
    const sorted = [...values].sort((x, y) => x - y);
    const f = (v) => v.toFixed(1).padStart(7);
    console.log(
      `${name.padEnd(40)} n=${String(sorted.length).padStart(5)}  p50 ${f(percentile(sorted, 50))}  p95 ${f(percentile(sorted, 95))}  max ${f(sorted[sorted.length - 1])}  ms`,
    );
  };
  console.log(`bench:upload-health: ${files.length} uploads then their preparation, /api/health over HTTP`);
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
