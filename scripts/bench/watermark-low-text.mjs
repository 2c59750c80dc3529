// `BENCH_MODE=low-text npm run bench:watermark`: the hidden mark on pages with little text (docs/domains/reading.md
// "Marks"): a part title, a figure, a page of formulas. Run by watermark.mjs with its renderer, marks and tracer:
// renders pages of the demo books at 960 px, keeps pages with some ink but fewer than BENCH_MAX_CARRIERS
// (default 60) carrying words (text-layout's word carriers, the same on every version of the mark), at most
// BENCH_LOW_PER_BOOK per book (default 2, out of 40 tried) and BENCH_PAGES in all (default 24), serves each to 2
// students of the population as the reader does, applies each leak below, reads the mark back with the
// tracer's worker code against the page's 960-px clean render and scores the population. Prints, per leak, the
// pages naming a student whose copy is in the leak, naming anyone else (must be 0) and naming no one, and the
// median time to mark a page.
const MAX_CARRIERS = Number(process.env.BENCH_MAX_CARRIERS ?? 60);
const PER_BOOK = Number(process.env.BENCH_LOW_PER_BOOK ?? 2);
const PAGES = Number(process.env.BENCH_PAGES ?? 24);
const TRIES = 40;

/** Leaks made of `c`, served copies of distinct students (the first is the one of single-copy leaks). */
const leaksOf = (A) => ({
  'one copy as served (WebP 75)': { n: 1, make: async (c) => c[0] },
  '0.5x downscale': { n: 1, make: (c) => A.downscale(c[0], 0.5) },
  'JPEG quality 30': { n: 1, make: (c) => A.jpeg(c[0], 30) },
  'photo: 2 deg, perspective, noise': { n: 1, make: (c) => A.phonePhoto(c[0], 2) },
  '1-bit (Otsu binarisation)': { n: 1, make: (c) => A.otsuBinarise(c[0]) },
  'mean of 2 copies': { n: 2, make: (c) => A.combineCopies(c, 'mean') },
  'min of 2 copies': { n: 2, make: (c) => A.combineCopies(c, 'min') },
  'max of 2 copies': { n: 2, make: (c) => A.combineCopies(c, 'max') },
});

/**
 * The low-text run, with watermark.mjs's setup (`ctx`): the mark secret and population, sharp, the tracer's
 * worker (`read`, `accuseHolders`), text-layout's `findBlocks` and `carrierIndices`, the leaks (`A`), `gray`,
 * `draw` (distinct students), `served` and `sampleBooks` (pages spread over each demo book).
 */
export async function lowText(ctx) {
  const { SECRET, HOLDERS, sharp, read, accuseHolders, gray, draw, served } = ctx;
  console.log(`bench:watermark (low text): pages with < ${MAX_CARRIERS} carrying words of the demo books`);
  const pages = [];
  await ctx.sampleBooks(TRIES, PER_BOOK, async (p) => {
    const blocks = ctx.findBlocks(await gray(p.clean), 1);
    const words = ctx.carrierIndices(blocks, 1).length;
    if (!blocks.length || words >= MAX_CARRIERS) return false;
    pages.push({ ...p, words });
    return true;
  });
  pages.splice(PAGES);
  console.log(`${pages.length} pages: ${pages.map((p) => `${p.book}:${p.page} (${p.words})`).join(', ')}\n`);

  const leaks = leaksOf(ctx.A);
  const tally = () => ({ colluder: 0, innocent: 0, nothing: 0 });
  const rows = Object.fromEntries(Object.keys(leaks).map((k) => [k, tally()]));
  const unmarked = tally();
  const markMs = [];
  let positions = 0;
  /** Reads `leaked` against the page's clean render, scores the population, tallies into `row`. */
  const trace = async (row, p, leaked, colluders) => {
    const r = await read({ image: leaked, maxPixels: 50e6, clean: p.clean });
    const a = await accuseHolders({
      secret: SECRET,
      pages: [{ scope: `${p.book}|${p.page}`, carriers: r.carriers ?? [] }],
      holders: HOLDERS,
    });
    const named = new Set(a.named.map((x) => x.holder));
    if (colluders.some((c) => named.has(c))) row.colluder += 1;
    if ([...named].some((h) => !colluders.includes(h))) row.innocent += 1;
    if (!named.size) row.nothing += 1;
    return a.positions;
  };
  for (const [n, p] of pages.entries()) {
    const students = draw(2);
    const copies = [];
    for (const s of students) {
      const t = performance.now();
      copies.push(await served(p, p.clean, s));
      markMs.push(performance.now() - t);
    }
    for (const [name, leak] of Object.entries(leaks)) {
      const leaked = await leak.make(copies.slice(0, leak.n));
      const read = await trace(rows[name], p, leaked, students.slice(0, leak.n));
      if (name.startsWith('one copy')) positions += read;
    }
    await trace(unmarked, p, await sharp(p.clean).png().toBuffer(), []);
    if ((n + 1) % 6 === 0) console.log(`  ${n + 1}/${pages.length} pages`);
  }

  console.log(
    `\nHidden mark on ${pages.length} low-text pages, ${HOLDERS.length} students scored per read (code positions read from the single copies: ${positions}):\n`,
  );
  console.log('| leak | named a colluder / an innocent / no one |');
  console.log('| --- | --- |');
  for (const [name, r] of [...Object.entries(rows), ['unmarked page (no one may be named)', unmarked]])
    console.log(`| ${name} | ${r.colluder} / ${r.innocent} / ${r.nothing} |`);
  markMs.sort((a, b) => a - b);
  console.log(
    `\nmarkImage on these pages: median ${markMs[markMs.length >> 1]?.toFixed(1)} ms, max ${markMs.at(-1)?.toFixed(1)} ms`,
  );
}
