// `BENCH_MODE=questions npm run bench:watermark`: leaked question images (docs/domains/reading.md "Marks",
// "Question images"). Run by watermark.mjs with its renderer, marks and tracer. For the demo paper and the
// physics questions of a real JEE Main paper (watermark-question-papers.mjs), every question is cut at
// 800 px as the server cuts it and marked for a student of the population as the server marks it (the
// fingerprint placed by the bands' page rectangles). Each leak is traced as the leak tracer traces it
// (modules/reading/leak-tracer.ts): the question found among the paper's 800-px crops (trace-worker
// `locateQuestion`), read against its crop at the two question widths nearest the image's scale, else (no
// crop fits) the page found among the paper's 960-px renders and read against it; the readings of all
// images of one leak scored together over the population. BENCH_TRACER=page traces by the page alone, as
// before question crops were aligned. Prints, per leak, how many leaks named a student whose copies are in
// it, named anyone else (must be 0), named no one.
const TRIALS = Number(process.env.BENCH_TRIALS ?? 20);
const WIDTH = 800;
const PAGE_ONLY = process.env.BENCH_TRACER === 'page';
/** BENCH_SINGLES=0 leaves out the one-question rows (the page-alone tracer takes ~3 s an image). */
const SINGLES = process.env.BENCH_SINGLES !== '0';

/** `h` (clean `from` px → image) for a clean image of `to`, per axis. */
const rescale = (h, kx, ky) => [
  h[0] * kx,
  h[1] * ky,
  h[2],
  h[3] * kx,
  h[4] * ky,
  h[5],
  h[6] * kx,
  h[7] * ky,
  h[8],
];
const scaleOf = (h) => Math.sqrt(Math.abs(h[0] * h[4] - h[1] * h[3]) / (h[8] * h[8]));
const nearest = (widths, seen) =>
  [...widths].sort((a, b) => Math.abs(Math.log(a / seen)) - Math.abs(Math.log(b / seen))).slice(0, 2);

/**
 * The questions run, with watermark.mjs's setup (`ctx`: the mark secret and population, sharp, the renderer's
 * `render` and `inspect`, `markImage` and its options, the tracer's worker `locate`, `locateQuestion`,
 * `read`, `accuseHolders`, the leaks `A`, `draw`, the widths and the gap between a question's bands).
 */
export async function questions(ctx) {
  const { SECRET, HOLDERS, sharp, A, draw, PAGE_WIDTHS, QUESTION_WIDTHS } = ctx;
  const { loadPapers, cropper } = await import('./watermark-question-papers.mjs');
  const papers = loadPapers(ctx.FIXTURES_ROOT);
  console.log(
    `bench:watermark (questions): ${HOLDERS.length} students, questions at ${WIDTH} px, tracer: ${PAGE_ONLY ? 'page alone (before)' : 'question crop, else page'}`,
  );
  const big = { maxPixels: 50e6 };

  for (const paper of papers) {
    const crop = cropper(paper, ctx);
    const qs = paper.questions;
    const located = await Promise.all(
      qs.map(async (q, i) => ({ id: String(i), clean: (await crop(q, WIDTH)).image })),
    );
    const pageNumbers = [...new Set(qs.flatMap((q) => q.regions.map((r) => r.page)))];
    const pageAt = new Map();
    const pageRender = async (page, width) => {
      const key = `${page}|${width}`;
      if (!pageAt.has(key)) {
        const r = await ctx.render({ file: paper.file, page, width, maxPixels: 16e6, quality: 90 });
        pageAt.set(key, Buffer.from(r.webp));
      }
      return pageAt.get(key);
    };
    const pageCandidates = await Promise.all(
      pageNumbers.map(async (p) => ({ id: String(p), clean: await pageRender(p, 960) })),
    );

    /** Readings of one leaked image: `{ scope, carriers }[]` (empty when nothing is found). */
    const readOne = async (image) => {
      if (!PAGE_ONLY) {
        const found = (await ctx.locateQuestion({ image, ...big, candidates: located })).found;
        if (found) {
          const q = qs[Number(found.id)];
          const base = await crop(q, WIDTH);
          const { width: bw, height: bh } = await sharp(base.image).metadata();
          let best = { carriers: [], read: 0, strength: 0 };
          for (const w of nearest(QUESTION_WIDTHS, bw * scaleOf(found.h))) {
            const c = await crop(q, w);
            const { width, height } = await sharp(c.image).metadata();
            const h = rescale(found.h, bw / width, bh / height);
            const r = await ctx.read({ image, ...big, clean: c.image, h, parts: c.parts });
            if (r.strength * r.read > best.strength * best.read) best = r;
            if (r.strength >= 0.35) break;
          }
          const scopes = new Map();
          for (const c of best.carriers) scopes.set(c.scope, [...(scopes.get(c.scope) ?? []), c]);
          return [...scopes].map(([scope, carriers]) => ({ scope, carriers }));
        }
      }
      const at = (await ctx.locate({ image, ...big, candidates: pageCandidates })).found;
      if (!at) return [];
      let best = { carriers: [], read: 0, strength: 0 };
      for (const w of nearest(PAGE_WIDTHS, 960 * scaleOf(at.h))) {
        const k = 960 / w;
        const h = rescale(at.h, k, k);
        const r = await ctx.read({ image, ...big, clean: await pageRender(Number(at.id), w), h });
        if (r.strength * r.read > best.strength * best.read) best = r;
        if (r.strength >= 0.35) break;
      }
      return [{ scope: `${paper.name}|${at.id}`, carriers: best.carriers }];
    };

    /** Traces the images of one leak together and tallies into `row`. */
    const trace = async (row, images, colluders) => {
      const pages = [];
      for (const image of images) pages.push(...(await readOne(image)));
      const a = await ctx.accuseHolders({ secret: SECRET, pages, holders: HOLDERS });
      const named = new Set(a.named.map((x) => x.holder));
      if (colluders.some((c) => named.has(c))) row.colluder += 1;
      if ([...named].some((h) => !colluders.includes(h))) row.innocent += 1;
      if (!named.size) row.nothing += 1;
    };

    const copies = new Map();
    /** Question `i` as served at 800 px to `holder`. */
    const served = async (i, holder) => {
      const key = `${i}|${holder}`;
      if (!copies.has(key)) {
        const c = await crop(qs[i], WIDTH);
        const hidden = { secret: SECRET, holder, parts: c.parts };
        copies.set(
          key,
          await ctx.markImage(c.image, { reader: 'st***@gmail.com', code: 'K7Q2-9XMD', hidden }, ctx.options),
        );
      }
      return copies.get(key);
    };

    const tally = () => ({ colluder: 0, innocent: 0, nothing: 0 });
    const single = {
      'one question as served (WebP 75)': async (b) => b,
      'one question, JPEG 40': (b) => A.jpeg(b, 40),
      'one question, 0.6x': (b) => A.downscale(b, 0.6),
      'one question, phone photo (1 deg)': (b) => A.phonePhoto(b, 1),
    };
    const rows = new Map(Object.keys(single).map((k) => [k, tally()]));
    for (let i = 0; i < (SINGLES ? qs.length : 0); i += 1) {
      const [s] = draw(1);
      const copy = await served(i, s);
      for (const [name, make] of Object.entries(single)) await trace(rows.get(name), [await make(copy)], [s]);
    }
    const pick = (n) => {
      const order = qs.map((_, i) => i).sort(() => ctx.rand() - 0.5);
      return order.slice(0, Math.min(n, qs.length));
    };
    for (const n of [5, 10, qs.length]) {
      const row = tally();
      rows.set(`${n === qs.length ? 'all' : n} questions of one student (${n} images)`, row);
      for (let t = 0; t < TRIALS; t += 1) {
        const [s] = draw(1);
        const images = [];
        for (const i of pick(n)) images.push(await served(i, s));
        await trace(row, images, [s]);
      }
      copies.clear();
    }
    const mean2 = tally();
    rows.set("mean of 2 students' copies of 10 questions", mean2);
    for (let t = 0; t < TRIALS; t += 1) {
      const students = draw(2);
      const images = [];
      for (const i of pick(10))
        images.push(
          await A.combineCopies([await served(i, students[0]), await served(i, students[1])], 'mean'),
        );
      await trace(mean2, images, students);
      copies.clear();
    }
    const unmarked = tally();
    for (const c of located.slice(0, 10)) await trace(unmarked, [c.clean], []);
    rows.set('unmarked question images, 1 each (no one may be named)', unmarked);

    console.log(`\n${paper.name}: ${qs.length} questions; combined rows ${TRIALS} leaks each\n`);
    console.log('| leak | named a leaker / an innocent / no one |');
    console.log('| --- | --- |');
    for (const [name, r] of rows)
      if (r.colluder + r.innocent + r.nothing)
        console.log(`| ${name} | ${r.colluder} / ${r.innocent} / ${r.nothing} |`);
  }
}
