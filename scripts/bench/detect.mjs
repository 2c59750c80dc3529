// `npm run bench:detect [folder…]`: how well a test is proposed from a question paper, per paper and in all.
//
// Each `<name>.pdf` of the folders with a `<name>.truth.json` beside it (or a `<name>.layout.json`, the
// generated mock's format, turned into the same truth: each question's label found in the text layer at its
// box's top left; answers from `<name>.key.csv`) is made into a test the way the admin's button does it:
// the real API (buildApp, in process, on a fresh database: PGlite in a temp folder, or a fresh
// `bench_<random>` database beside DATABASE_URL), the paper uploaded as a test-series book through
// POST /api/admin/books, POST /api/admin/tests with the preset its name suggests (`jee-adv` → jee-advanced,
// `neet` → neet, else jee-main), then GET /api/admin/tests/:id. Scoring: detect-score.mjs.
// Default folders: ../shared/fixtures/tests/real, ../shared/fixtures/tests and the generated papers
// (api/test/helpers/papers, written to a temp folder for the run). BENCH_DETECT_ONLY=<substring> runs the
// papers whose name holds it; BENCH_DETECT_DUMP=<folder> keeps each test and its truth there as JSON. A benchmark prints figures: it exits 0 whatever the scores.
import fs from 'node:fs';
import path from 'node:path';
import { load, presetOf, ROOT, startDetectApp } from './detect-app.mjs';
import { scoreTest } from './detect-score.mjs';

const ONLY = process.env.BENCH_DETECT_ONLY ?? '';
const { writeGeneratedPapers } = load('api/test/helpers/papers/index.ts');
const { textItems } = load('api/test/helpers/papers/text-items.ts');

const { app, database, dataDir, call, upload, close } = await startDetectApp();
const generatedDir = path.join(dataDir, 'generated');
const folders = process.argv.slice(2).length
  ? process.argv.slice(2).map((f) => path.resolve(f))
  : [
      path.resolve(ROOT, '../shared/fixtures/tests/real'),
      path.resolve(ROOT, '../shared/fixtures/tests'),
      generatedDir,
    ];
if (folders.includes(generatedDir)) await writeGeneratedPapers(generatedDir);

try {
  const papers = folders.flatMap(listPapers).filter((p) => p.name.includes(ONLY));
  console.log(
    `bench:detect: ${papers.length} papers, database ${database.kind}; found = region holds the label (±2 pt), starts no lower, holds no other label`,
  );
  const rows = [];
  for (const paper of papers) {
    process.stderr.write(`  ${paper.name}…\n`);
    rows.push(await runPaper(paper));
  }
  printTable(rows);
} finally {
  await close();
}

/** The papers of `folder`: `{ name, pdf, truthFile?, layoutFile?, keyFile? }`, by name. */
function listPapers(folder) {
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .filter((f) => f.endsWith('.pdf'))
    .sort()
    .map((f) => {
      const name = f.slice(0, -4);
      const beside = (ext) => {
        const file = path.join(folder, `${name}${ext}`);
        return fs.existsSync(file) ? file : undefined;
      };
      return {
        name,
        pdf: path.join(folder, f),
        truthFile: beside('.truth.json'),
        layoutFile: beside('.layout.json'),
        keyFile: beside('.key.csv'),
      };
    })
    .filter((p) => p.truthFile || p.layoutFile);
}

/** Uploads `paper` as a test-series book, makes its test, scores it: one row of the table. */
async function runPaper(paper) {
  let bookId;
  let refused;
  try {
    bookId = await upload(fs.readFileSync(paper.pdf), paper.name);
  } catch (err) {
    refused = err.message;
  }
  const truth = await truthOf(paper);
  const row = { name: paper.name, pages: truth.pages, preset: presetOf(paper.name) };
  if (refused) return { ...row, error: refused };
  const started = performance.now();
  const made = await call('POST', '/api/admin/tests', {
    bookId,
    preset: row.preset,
  });
  const ms = performance.now() - started;
  const got = made.status === 201 ? await call('GET', `/api/admin/tests/${made.body.id}`) : made;
  const test = got.status === 200 ? got.body : null;
  const pages = test?.pageSizes?.length || truth.pages;
  if (process.env.BENCH_DETECT_DUMP) {
    fs.mkdirSync(process.env.BENCH_DETECT_DUMP, { recursive: true });
    const out = path.join(process.env.BENCH_DETECT_DUMP, paper.name);
    fs.writeFileSync(`${out}.test.json`, JSON.stringify(test, null, 1));
    fs.writeFileSync(`${out}.truth.json`, JSON.stringify(truth, null, 1));
  }
  return {
    ...row,
    pages,
    msPerPage: ms / pages,
    images: readFromImages(test),
    score: scoreTest(test, truth),
    ...(test ? {} : { error: `create ${made.status} ${messageOf(made.body)}` }),
  };
}

function messageOf(body) {
  return typeof body === 'object' && body ? (body.error ?? body.message ?? '') : String(body ?? '');
}

/** Whether the test says its paper was read from page images (`detection.fromImages`), else null. */
function readFromImages(test) {
  return typeof test?.detection?.fromImages === 'boolean' ? test.detection.fromImages : null;
}

/**
 * The truth of `paper`: its truth.json, or its layout.json turned into one (label boxes from the text layer,
 * as the render worker reads it: pdf.js's box, a point or two taller than pdftotext's), with the answers of
 * its key.csv (`question,section,subject,type,answer`) when there is one.
 */
async function truthOf(paper) {
  const truth = paper.truthFile
    ? JSON.parse(fs.readFileSync(paper.truthFile, 'utf8'))
    : await truthFromLayout(paper);
  if (paper.keyFile) {
    const key = new Map(
      fs
        .readFileSync(paper.keyFile, 'utf8')
        .trim()
        .split('\n')
        .slice(1)
        .map((line) => line.split(','))
        .map((cells) => [Number(cells[0]), cells[4]]),
    );
    for (const q of truth.questions) if (key.has(q.n)) q.answer ??= key.get(q.n);
  }
  return truth;
}

/** A layout file's truth: each question's first box, its label the text item at the box's top left. */
async function truthFromLayout(paper) {
  const layout = JSON.parse(fs.readFileSync(paper.layoutFile, 'utf8'));
  const text = await app.render.preparePool.text({ file: paper.pdf, from: 1, to: 300 });
  if (!text.ok) throw new Error(`${paper.name}: no text layer`);
  const firsts = layout.filter((b) => (b.part ?? 1) === 1).sort((a, b) => a.question - b.question);
  const questions = firsts.map((b) => {
    const label = textItems(text.pages[b.page - 1])
      .filter((i) => /^(Q\.?\s*)?\d+[.)]?$/.test(i.text.split(/\s/)[0]))
      .map((i) => ({ ...i, d: Math.hypot(i.box[0] - b.x, i.box[1] - b.y) }))
      .sort((a, c) => a.d - c.d)[0];
    // A label not found: the box's top-left corner, a word high, stands for it.
    const box = label && label.d < 20 ? label.box : [b.x, b.y, b.x + 20, b.y + 12];
    return {
      n: b.question,
      page: b.page,
      label: label?.text.split(/\s/)[0] ?? `${b.question}`,
      labelBox: box,
    };
  });
  return { pages: text.pages.length, questionCount: questions.length, questions };
}

/** The table: one row per paper, then the totals. */
function printTable(rows) {
  const frac = (s) => (s ? `${s.matched}/${s.of}` : '–');
  const pct = (a, b) => (b ? `${Math.round((100 * a) / b)}%` : '');
  const head = [
    'paper',
    'preset',
    'pages',
    'found',
    '',
    'extra',
    'hindi',
    'answers',
    'solutions',
    'labels',
    'ms/page',
    'images',
  ];
  const lines = rows.map((r) => {
    const s = r.score;
    return [
      r.name,
      r.preset,
      String(r.pages ?? ''),
      s ? `${s.found}/${s.total}` : '–',
      s ? pct(s.found, s.total) : '',
      s ? `${s.extra}` : '–',
      frac(s?.hindi),
      frac(s?.answers),
      frac(s?.solutions),
      frac(s?.labels),
      r.msPerPage != null ? r.msPerPage.toFixed(0) : '–',
      r.images == null ? '–' : r.images ? 'yes' : 'no',
    ];
  });
  const sum = (pick) => {
    const parts = rows.map((r) => r.score && pick(r.score)).filter(Boolean);
    return parts.length
      ? { matched: parts.reduce((a, p) => a + p.matched, 0), of: parts.reduce((a, p) => a + p.of, 0) }
      : null;
  };
  const scored = rows.filter((r) => r.score);
  const found = scored.reduce((a, r) => a + r.score.found, 0);
  const total = scored.reduce((a, r) => a + r.score.total, 0);
  const pages = rows.reduce((a, r) => a + (r.msPerPage != null ? r.pages : 0), 0);
  const ms = rows.reduce((a, r) => a + (r.msPerPage != null ? r.msPerPage * r.pages : 0), 0);
  lines.push([
    'total',
    '',
    String(rows.reduce((a, r) => a + (r.pages ?? 0), 0)),
    `${found}/${total}`,
    pct(found, total),
    String(scored.reduce((a, r) => a + r.score.extra, 0)),
    frac(sum((s) => s.hindi)),
    frac(sum((s) => s.answers)),
    frac(sum((s) => s.solutions)),
    frac(sum((s) => s.labels)),
    pages ? (ms / pages).toFixed(0) : '–',
    '',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const fmt = (cells) =>
    cells.map((c, i) => (i === 0 || i === 1 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(fmt(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  lines.forEach((l, i) => {
    if (i === lines.length - 1) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
    console.log(fmt(l));
  });
  console.log(
    'extra: proposals numbered beyond the truth or twice; hindi: Hindi copies (lang hi) holding their start; answers: proposed keys equal to the printed one; solutions: solution regions over the Sol. block (IoU ≥ 0.5); labels: printed labels read right; – where the paper or the test has none.',
  );
  for (const r of rows) {
    if (r.error) console.log(`${r.name}: ${r.error}`);
    const c = r.score?.confidence;
    if (c)
      console.log(
        `${r.name}: mean confidence ${c.found?.toFixed(2) ?? '–'} found, ${c.missed?.toFixed(2) ?? '–'} missed or extra`,
      );
    if (r.score?.missed.length && r.score.missed.length <= 30)
      console.log(`${r.name}: missed ${r.score.missed.join(' ')}`);
  }
}
