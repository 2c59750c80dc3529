// The papers of `BENCH_MODE=questions npm run bench:watermark` (watermark-questions.mjs): each question's
// regions in PDF points, and its clean image cut as the server cuts it (api/src/modules/exams/attempts/
// question-images.ts: the page rendered at the smallest reader width that gives the region the width asked
// for, the region extracted and resized, regions stacked with a white gap), with the page rectangles its
// bands show (the hidden mark's parts).
import fs from 'node:fs';
import path from 'node:path';

/**
 * The demo paper (fixtures/tests, its true boxes) and the physics questions of a real JEE Main 2024 paper
 * (fixtures/tests/real: a box from each label's top to the next label's on the same page, or to the
 * page's footer, across the text column), as `{ name, file, questions: [{ n, regions: [{ page, x, y,
 * width, height }] }] }`, PDF points from the top left.
 */
export function loadPapers(fixtures) {
  const dir = path.join(fixtures, 'tests');
  const layout = JSON.parse(fs.readFileSync(path.join(dir, 'jee-main-mock-01.layout.json'), 'utf8'));
  const demo = new Map();
  for (const box of layout) demo.set(box.question, [...(demo.get(box.question) ?? []), box]);
  const papers = [
    {
      name: 'demo paper (jee-main-mock-01)',
      file: path.join(dir, 'jee-main-mock-01.pdf'),
      questions: [...demo].map(([n, regions]) => ({ n, regions })),
    },
  ];
  const truthFile = path.join(dir, 'real', 'jee-main-2024-01feb-s1-mathongo.truth.json');
  const truth = JSON.parse(fs.readFileSync(truthFile, 'utf8'));
  const physics = truth.questions.filter((q) => q.subject === 'Physics');
  papers.push({
    name: 'JEE Main 2024 01 Feb S1, physics (real)',
    file: path.join(dir, 'real', truth.file),
    questions: physics.map((q) => {
      const next = truth.questions.find((o) => o.page === q.page && o.labelBox[1] > q.labelBox[1]);
      const top = q.labelBox[1] - 4;
      const bottom = next ? next.labelBox[1] - 4 : 790;
      return { n: q.n, regions: [{ page: q.page, x: 30, y: top, width: 540, height: bottom - top }] };
    }),
  });
  return papers;
}

/**
 * A maker of clean question images for `paper` (`{ file }`): `crop(question, width)` answers `{ image
 * (PNG), parts }` as the server serves it at `width` px, the parts scoped `<paper>|<page>`. Page renders are
 * kept per page and width.
 */
export function cropper(paper, { render, inspect, sharp, PAGE_WIDTHS, QUESTION_IMAGE_GAP }) {
  const pages = new Map();
  let size;
  const pageAt = async (page, width) => {
    const key = `${page}|${width}`;
    if (!pages.has(key)) {
      const r = await render({ file: paper.file, page, width, maxPixels: 16e6, quality: 90 });
      if (!r.ok) throw new Error(`render ${paper.file} p${page}: ${r.message}`);
      pages.set(key, Buffer.from(r.webp));
    }
    return pages.get(key);
  };
  const cut = async (region, width) => {
    size ??= (await inspect({ file: paper.file })).size;
    const wanted = Math.ceil((size.w * width) / region.width);
    const pageWidth = PAGE_WIDTHS.find((s) => s >= wanted) ?? PAGE_WIDTHS.at(-1);
    const page = sharp(await pageAt(region.page, pageWidth));
    const meta = await page.metadata();
    const scale = meta.width / size.w;
    const left = Math.max(0, Math.floor(region.x * scale));
    const top = Math.max(0, Math.floor(region.y * scale));
    const w = Math.min(meta.width - left, Math.ceil(region.width * scale));
    const h = Math.min(meta.height - top, Math.ceil(region.height * scale));
    const { data, info } = await page
      .extract({ left, top, width: w, height: h })
      .resize({ width: Math.min(width, w) })
      .png()
      .toBuffer({ resolveWithObject: true });
    const part = { u0: left / meta.width, v0: top / meta.height, du: w / meta.width, dv: h / meta.height };
    return { png: data, width: info.width, height: info.height, part, page: region.page };
  };
  const cache = new Map();
  return (question, width) => {
    const key = `${question.n}|${width}`;
    if (!cache.has(key))
      cache.set(
        key,
        (async () => {
          const cuts = [];
          for (const r of question.regions) cuts.push(await cut(r, width));
          let y = 0;
          const parts = cuts.map((c) => {
            const part = { ...c.part, top: y, height: c.height, scope: `${paper.name}|${c.page}` };
            y += c.height + QUESTION_IMAGE_GAP;
            return part;
          });
          if (cuts.length === 1) return { image: cuts[0].png, parts };
          const background = '#ffffff';
          const canvas = sharp({
            create: {
              width: Math.max(...cuts.map((c) => c.width)),
              height: y - QUESTION_IMAGE_GAP,
              channels: 3,
              background,
            },
          });
          const layers = cuts.map((c, i) => ({ input: c.png, top: parts[i].top, left: 0 }));
          return { image: await canvas.composite(layers).png().toBuffer(), parts };
        })(),
      );
    return cache.get(key);
  };
}
