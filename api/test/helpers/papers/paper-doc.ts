import { createRequire } from 'node:module';
import { pdfWriter } from '../../../src/db/demo-catalogue/pdf-writer';
import { pageSizeOf, pt, type Box, type PaperTruth } from './paper-truth';

/** Page sizes in PDF points. */
export const A4: [number, number] = [595.28, 841.89];
export const LETTER: [number, number] = [612, 792];

/** The Devanagari face (Noto Sans Devanagari, Devanagari subset: no Latin glyphs, so Hindi runs hold none). */
const DEVANAGARI = createRequire(__filename).resolve(
  '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff',
);

export type FontName = 'Helvetica' | 'Helvetica-Bold' | 'Hindi';

/** A run of text as drawn: its font and size (points). */
export interface Style {
  font: FontName;
  size: number;
}

export const BODY: Style = { font: 'Helvetica', size: 10 };
export const BOLD: Style = { font: 'Helvetica-Bold', size: 10 };
export const HINDI: Style = { font: 'Hindi', size: 10 };

/**
 * A generated paper's pdfkit document (fixed metadata, so the bytes are the same on every run) with pages
 * of any size and no margins (every line is placed by hand; pdfkit never starts a page by itself), lines
 * drawn with their boxes as a text layer reports them, and the list of page sizes for the truth.
 */
export class PaperDoc {
  readonly doc: PDFKit.PDFDocument;
  readonly sizes: [number, number][] = [];
  private readonly writer: ReturnType<typeof pdfWriter>;

  constructor(title: string) {
    this.writer = pdfWriter({ title, subject: 'Generated question paper with its truth' });
    this.doc = this.writer.doc;
    this.doc.registerFont('Hindi', DEVANAGARI);
  }

  /** Starts page `sizes.length + 1` of `size` ([w, h] points); returns its number. */
  addPage(size: [number, number] = A4): number {
    this.doc.addPage({ size, margins: { top: 0, bottom: 0, left: 0, right: 0 } });
    this.sizes.push(size);
    return this.sizes.length;
  }

  /** Width in points of `text` in `style`. */
  width(text: string, style: Style = BODY): number {
    return this.doc.font(style.font).fontSize(style.size).widthOfString(text);
  }

  /** Height of a line's glyph box in `style`: ascender to descender, as pdftotext reports a word. */
  lineHeight(style: Style = BODY): number {
    this.doc.font(style.font).fontSize(style.size);
    // pdfkit's current font: its ascender and descender are in 1/1000 of the size.
    const font = (this.doc as unknown as { _font: { ascender: number; descender: number } })._font;
    return ((font.ascender - font.descender) * style.size) / 1000;
  }

  /**
   * Draws `text` on one line with its top at `y` (points from the page's top) and returns its box. Options:
   * `align: 'center'` within `[x, x + width]`.
   */
  line(text: string, x: number, y: number, style: Style = BODY, center?: { width: number }): Box {
    const w = this.width(text, style);
    const left = center ? x + (center.width - w) / 2 : x;
    this.doc.font(style.font).fontSize(style.size).fillColor('#000000');
    this.doc.text(text, left, y, { lineBreak: false });
    return [pt(left), pt(y), pt(left + w), pt(y + this.lineHeight(style))];
  }

  /** `text` broken into lines of at most `width` points in `style` (at spaces). */
  wrap(text: string, width: number, style: Style = BODY): string[] {
    const lines: string[] = [];
    let current = '';
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const next = current ? `${current} ${word}` : word;
      if (current && this.width(next, style) > width) {
        lines.push(current);
        current = word;
      } else current = next;
    }
    if (current) lines.push(current);
    return lines;
  }

  /** A horizontal rule from x1 to x2 at y (points), `weight` points thick. */
  rule(x1: number, x2: number, y: number, weight = 0.6): void {
    this.doc.moveTo(x1, y).lineTo(x2, y).lineWidth(weight).strokeColor('#000000').stroke();
  }

  /** A vertical rule at x from y1 to y2 (points). */
  vrule(x: number, y1: number, y2: number, weight = 0.5): void {
    this.doc.moveTo(x, y1).lineTo(x, y2).lineWidth(weight).strokeColor('#000000').stroke();
  }

  /** Calls `draw(page, count)` on every page once all are written (running headers with "of N"). */
  eachPage(draw: (page: number, count: number) => void): void {
    for (let i = 0; i < this.sizes.length; i += 1) {
      this.doc.switchToPage(i);
      draw(i + 1, this.sizes.length);
    }
  }

  /** Ends the document; resolves its bytes and the truth's `pages` and `pageSize`. */
  async finish(): Promise<{ pdf: Buffer; pages: number; pageSize: PaperTruth['pageSize'] }> {
    const pdf = await this.writer.done();
    return { pdf, pages: this.sizes.length, pageSize: pageSizeOf(this.sizes) };
  }
}
