import fs from 'node:fs';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { books } from '../../src/db/schema';
import { generatedName } from '../../src/platform/storage/storage';
import { localFiles, type TestContext } from './test-app';

/** Deterministic words (a small linear congruential generator), so every page's text is its own. */
function wordsFrom(seed: number, count: number): string[] {
  const syllables = ['ka', 'to', 'mi', 're', 'sun', 'lo', 'va', 'dri', 'pe', 'no', 'qua', 'zel', 'fo', 'ti'];
  let x = seed;
  const out: string[] = [];
  for (let i = 0; i < count; i += 1) {
    let w = '';
    x = (x * 1103515245 + 12345) % 2147483648;
    // The high bits: an LCG's low bits repeat with a short period.
    const n = 2 + ((x >>> 16) % 3);
    for (let j = 0; j < n; j += 1) {
      x = (x * 1103515245 + 12345) % 2147483648;
      w += syllables[(x >>> 16) % syllables.length];
    }
    out.push(w);
  }
  return out;
}

/**
 * A free book of `pages` pages of generated prose (pdf-lib, Helvetica 11 pt, about 1,500 characters a page),
 * stored and prepared (its text extracted for search) like an uploaded one. Returns the book's id and each
 * page's text as drawn, lines joined by spaces.
 */
export async function textBook(ctx: TestContext, pages: number): Promise<{ id: string; texts: string[] }> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const texts: string[] = [];
  for (let p = 1; p <= pages; p += 1) {
    const page = doc.addPage([595, 842]);
    const words = wordsFrom(p * 7919, 220);
    const lines: string[] = [];
    let line = '';
    for (const w of words) {
      if (`${line} ${w}`.trim().length > 80) {
        lines.push(line);
        line = w;
      } else line = `${line} ${w}`.trim();
    }
    lines.push(line);
    lines.forEach((l, i) => page.drawText(l, { x: 40, y: 800 - i * 16, size: 11, font }));
    texts.push(lines.join(' '));
  }
  const pdfKey = generatedName('pdf');
  fs.writeFileSync(localFiles(ctx).pdfPath(pdfKey), await doc.save());
  const [book] = await ctx.database.db
    .insert(books)
    .values({
      title: 'Generated Prose',
      description: 'A generated book for the reader limits',
      category: 'NEET',
      section: 'class12',
      pricePaise: 0,
      isFree: true,
      pdfKey,
    })
    .returning();
  await ctx.app.render.prepare(book.id);
  return { id: book.id, texts };
}
