import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_BOOKS } from '../../../src/db/demo-catalogue/catalogue';
import { mockPaperPdf, type GeneratedPaper } from '../../../src/db/demo-catalogue/mock-paper';
import type { GeneratedPdf, OutlineSpec } from '../../../src/db/demo-catalogue/study-book';
import { studyBookPdf } from '../../../src/db/demo-catalogue/study-book-pdf';
import { RenderPool } from '../../../src/platform/render/render-pool';
import type { OutlineEntry } from '../../../src/platform/render/render-types';

// The demo catalogue a fresh machine without the fixtures generates (docs/architecture.md "Data"): the same
// books every time, shaped like the real demo's spread, and read by the render engine as they were written.

const generate = async () => ({
  books: await Promise.all(DEMO_BOOKS.map((b) => studyBookPdf(b))),
  paper: await mockPaperPdf(),
});
const summary = (pdfs: GeneratedPdf[]) =>
  pdfs.map((p, i) => ({
    title: DEMO_BOOKS[i].title,
    pages: p.pages,
    outline: p.outline,
    sha256: createHash('sha256').update(p.pdf).digest('hex'),
  }));
/** The engine's outline in the generator's terms (pages resolved, no null). */
const asSpec = (entries: OutlineEntry[]): OutlineSpec[] =>
  entries.map((e) => ({ title: e.title, page: e.page ?? -1, items: asSpec(e.items) }));

let first: Awaited<ReturnType<typeof generate>>;
let dir: string;
let pool: RenderPool;

beforeAll(async () => {
  first = await generate();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-catalogue-'));
  pool = new RenderPool({ workers: 1, timeoutMs: 60_000, memoryMb: 512 });
}, 60_000);
afterAll(async () => {
  await pool.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Writes a generated PDF where the render pool's process can open it. */
const onDisk = (name: string, pdf: Buffer) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, pdf);
  return file;
};

describe('the generated demo catalogue', () => {
  it('is the same twice: titles, page counts, outlines, bytes', async () => {
    const second = await generate();
    expect(summary(second.books)).toEqual(summary(first.books));
    expect(second.paper.pdf.equals(first.paper.pdf)).toBe(true);
    expect(second.paper.layout).toEqual(first.paper.layout);
    expect(second.paper.keyCsv).toBe(first.paper.keyCsv);
  });

  it('spans every section and both categories, 8 to 20 pages a book, ₹49–₹499 with discounts and one free book', () => {
    expect(new Set(DEMO_BOOKS.map((b) => b.section))).toEqual(
      new Set(['class11', 'class12', 'home', 'test']),
    );
    expect(new Set(DEMO_BOOKS.map((b) => b.category))).toEqual(new Set(['NEET', 'JEE']));
    expect(new Set(DEMO_BOOKS.map((b) => b.title)).size).toBe(DEMO_BOOKS.length);
    for (const book of first.books) {
      expect(book.pages).toBeGreaterThanOrEqual(8);
      expect(book.pages).toBeLessThanOrEqual(20);
    }
    const paid = DEMO_BOOKS.filter((b) => !b.isFree);
    expect(DEMO_BOOKS.filter((b) => b.isFree).map((b) => b.price)).toEqual([0]);
    for (const b of paid) {
      expect(b.price).toBeGreaterThanOrEqual(49);
      expect(b.price).toBeLessThanOrEqual(499);
      if (b.priceDiscounted !== null) expect(b.priceDiscounted).toBeLessThan(b.price);
    }
    expect(paid.filter((b) => b.priceDiscounted !== null).length).toBeGreaterThanOrEqual(2);
  });

  it('reads in the render engine as written: page count, outline and searchable text', async () => {
    for (const [i, book] of first.books.entries()) {
      const file = onDisk(`book-${i}.pdf`, book.pdf);
      const inspection = await pool.inspect({ file });
      expect(inspection.ok && { pages: inspection.pages, outline: asSpec(inspection.outline) }).toEqual({
        pages: book.pages,
        outline: book.outline,
      });
      // The first chapter's first section heading and its first words are text on its page.
      const section = book.outline[1].items[0];
      const text = await pool.text({ file, from: section.page, to: section.page });
      expect(text.ok).toBe(true);
      const words = DEMO_BOOKS[i].chapters[0].sections[0].paragraphs[0].split(' ').slice(0, 6).join(' ');
      expect(text.ok && text.pages[0].text).toContain(section.title);
      expect(text.ok && text.pages[0].text.replace(/\s+/g, ' ')).toContain(words);
    }
  }, 60_000);
});

describe('the generated mock paper', () => {
  let paper: GeneratedPaper;
  beforeAll(() => (paper = first.paper));
  /** `single` or `numerical`, from the paper's key. */
  const typeOf = (question: number) =>
    paper.keyCsv
      .split('\n')
      .find((line) => line.startsWith(`${question},`))
      ?.split(',')[3];

  it('has Q.1–Q.15 with options (1)–(4), three numericals, and one question running onto the next page', () => {
    const numbers = [...new Set(paper.layout.map((r) => r.question))];
    expect(numbers).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    const split = numbers.filter((n) => paper.layout.filter((r) => r.question === n).length > 1);
    expect(split.length).toBeGreaterThanOrEqual(1);
    for (const n of split) {
      const parts = paper.layout.filter((r) => r.question === n);
      expect(parts.map((p) => p.part)).toEqual(parts.map((_, i) => i + 1));
      expect(parts.map((p) => p.page)).toEqual(parts.map((_, i) => parts[0].page + i));
    }
    const key = paper.keyCsv
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.split(','));
    expect(key.map(([n]) => Number(n))).toEqual(numbers);
    expect(key.filter(([, , , type]) => type === 'numerical')).toHaveLength(3);
    for (const [, , , type, answer] of key)
      if (type === 'single') expect(['1', '2', '3', '4']).toContain(answer);
  });

  it('draws each question inside its regions: the label in the first part, every region on its page', async () => {
    const file = onDisk('paper.pdf', paper.pdf);
    const text = await pool.text({ file, from: 1, to: paper.pages });
    expect(text.ok).toBe(true);
    if (!text.ok) return;
    expect(text.pages).toHaveLength(paper.pages);
    for (const region of paper.layout) {
      const page = text.pages[region.page - 1];
      expect(region.x).toBeGreaterThanOrEqual(0);
      expect(region.y).toBeGreaterThanOrEqual(0);
      expect(region.x + region.width).toBeLessThanOrEqual(page.w);
      expect(region.y + region.height).toBeLessThanOrEqual(page.h);
      if ((region.part ?? 1) > 1) continue;
      if (typeOf(region.question) === 'single')
        expect(page.text + (text.pages[region.page]?.text ?? '')).toMatch(/\(1\).*\(2\).*\(3\).*\(4\)/);
      // The label's text box (fractions of the page) lies inside the region (points).
      const label = `Q.${region.question}`;
      const at = page.text.indexOf(`${label} `);
      expect({ label, found: at >= 0 }).toEqual({ label, found: true });
      // The text item holding the label: the last one starting at or before it.
      let k = 0;
      for (let j = 0; j < page.boxes.length / 5; j += 1) if (page.boxes[j * 5] <= at) k = j;
      const [, bx, by, , bh] = page.boxes.slice(k * 5, k * 5 + 5);
      expect({ label, x: bx * page.w >= region.x - 1, top: by * page.h >= region.y - 1 }).toEqual({
        label,
        x: true,
        top: true,
      });
      expect((by + bh) * page.h).toBeLessThanOrEqual(region.y + region.height);
    }
  }, 60_000);
});
