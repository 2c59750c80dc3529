import { drawFigure, FIGURE_HEIGHT, type FigureSpec } from './figures';
import { A4, marginText, pageCount, pdfWriter } from './pdf-writer';
import type { GeneratedPdf, OutlineSpec, StudyBook, StudyChapter } from './study-book';

const LEFT = 56;
const WIDTH = A4.w - 2 * LEFT;
const TOP = 64;
const BOTTOM = A4.h - 64;
const INK = '#222222';
const GREY = '#6b6b6b';
const BODY = { font: 'Times-Roman', size: 11, gap: 2.5 } as const;

type Doc = PDFKit.PDFDocument;

/** Starts a new page when fewer than `height` points are left above the bottom margin. */
function ensureSpace(doc: Doc, height: number): void {
  if (doc.y + height > BOTTOM) doc.addPage();
}

function paragraph(doc: Doc, text: string, indent = 0): void {
  doc.font(BODY.font).fontSize(BODY.size).fillColor(INK);
  ensureSpace(doc, 30);
  doc.text(text, LEFT + indent, doc.y, { width: WIDTH - indent, align: 'justify', lineGap: BODY.gap });
  doc.moveDown(0.6);
}

function heading(doc: Doc, text: string, size: number, before = 0.4): void {
  doc.moveDown(before);
  ensureSpace(doc, size * 4 + 40);
  doc.font('Helvetica-Bold').fontSize(size).fillColor(INK).text(text, LEFT, doc.y, { width: WIDTH });
  doc.moveDown(0.35);
}

function figure(doc: Doc, spec: FigureSpec, number: string): void {
  const height = spec.height ?? FIGURE_HEIGHT;
  ensureSpace(doc, height + 34);
  const top = doc.y + 4;
  drawFigure(doc, { x: LEFT + 40, y: top, w: WIDTH - 80, h: height }, spec);
  doc
    .font('Times-Italic')
    .fontSize(9.5)
    .fillColor(GREY)
    .text(`Fig. ${number}  ${spec.caption}`, LEFT, top + height + 6, { width: WIDTH, align: 'center' });
  doc.moveDown(0.9);
}

/** A shaded box holding a worked example, moved whole to the next page when it does not fit. */
function example(doc: Doc, ex: StudyChapter['example']): void {
  const pad = 10;
  const inner = WIDTH - 2 * pad;
  doc.font(BODY.font).fontSize(BODY.size);
  const lines = [ex.question, ...ex.solution];
  const textHeight = lines.reduce(
    (h, l) => h + doc.heightOfString(l, { width: inner, lineGap: BODY.gap }) + 3,
    0,
  );
  const height = textHeight + 2 * pad + 18;
  ensureSpace(doc, height + 10);
  const top = doc.y + 4;
  doc.roundedRect(LEFT, top, WIDTH, height, 6).fillAndStroke('#f2f6fa', '#9db7d0');
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor('#1f5f9e')
    .text('Worked example', LEFT + pad, top + pad);
  let y = top + pad + 16;
  lines.forEach((line, i) => {
    doc
      .font(i === 0 ? 'Times-Bold' : BODY.font)
      .fontSize(BODY.size)
      .fillColor(INK);
    doc.text(line, LEFT + pad, y, { width: inner, lineGap: BODY.gap });
    y = doc.y + 3;
  });
  doc.y = top + height + 10;
}

function list(doc: Doc, items: string[], numbered: boolean): void {
  items.forEach((item, i) => {
    doc.font(BODY.font).fontSize(BODY.size).fillColor(INK);
    ensureSpace(doc, 30);
    const y = doc.y;
    doc.text(numbered ? `${i + 1}.` : '-', LEFT + 6, y, { lineBreak: false });
    doc.text(item, LEFT + 24, y, { width: WIDTH - 24, lineGap: BODY.gap });
    doc.moveDown(0.3);
  });
}

/**
 * The title page. The cover is this page cut to 16:10 around its middle (points 234 to 607 of an A4 page):
 * the title and the figure's panel sit inside that band.
 */
function titlePage(doc: Doc, book: StudyBook): void {
  doc.addPage();
  doc.font('Helvetica-Bold').fontSize(10).fillColor(GREY);
  doc.text(`EXAM STORE  |  ${book.category}  |  ${book.subject.toUpperCase()}`, LEFT, 70, { width: WIDTH });
  doc.rect(0, 200, A4.w, 440).fill(book.accent);
  doc.font('Helvetica-Bold').fontSize(26).fillColor('#ffffff');
  doc.text(book.title, LEFT, 262, { width: WIDTH });
  doc
    .font('Helvetica')
    .fontSize(13)
    .text(book.subtitle, LEFT, doc.y + 6, { width: WIDTH });
  const panelTop = 376;
  doc.roundedRect(LEFT + 40, panelTop, WIDTH - 80, 214, 8).fill('#ffffff');
  // A diagram or a graph fills the panel better than a row of boxes.
  const figures = book.chapters.flatMap((c) => c.sections.flatMap((s) => (s.figure ? [s.figure] : [])));
  const first = figures.find((f) => f.kind !== 'flow') ?? figures[0];
  if (first) drawFigure(doc, { x: LEFT + 60, y: panelTop + 12, w: WIDTH - 120, h: 190 }, first);
  doc.font('Helvetica').fontSize(11).fillColor(INK);
  const level =
    book.section === 'home'
      ? 'Self study'
      : book.section === 'test'
        ? 'Practice'
        : `Class ${book.section.slice(5)}`;
  doc.text(
    `${level}  |  ${book.chapters.length} chapters  |  worked examples and practice questions`,
    LEFT,
    660,
    {
      width: WIDTH,
    },
  );
  doc.font('Times-Italic').fontSize(10).fillColor(GREY);
  doc.text('Original study notes written for the Exam Store demo catalogue.', LEFT, 760, { width: WIDTH });
}

/** Headers and page numbers on every page but the title page, written once all pages exist. */
function runningHeads(doc: Doc, title: string): void {
  for (let i = 1; i < pageCount(doc); i += 1) {
    doc.switchToPage(i);
    doc.font('Helvetica').fontSize(8).fillColor(GREY);
    marginText(doc, title, LEFT, 34, { width: WIDTH - 60 });
    doc
      .moveTo(LEFT, 46)
      .lineTo(A4.w - LEFT, 46)
      .lineWidth(0.5)
      .strokeColor('#bbbbbb')
      .stroke();
    marginText(doc, `${i + 1}`, LEFT, A4.h - 40, { width: WIDTH, align: 'center' });
  }
}

/** The contents page (page 2), written last since it needs every chapter's page. */
function contents(doc: Doc, outline: OutlineSpec[]): void {
  doc.switchToPage(1);
  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .fillColor(INK)
    .text('Contents', LEFT, TOP + 10);
  let y = TOP + 56;
  const row = (title: string, page: number, indent: number, bold: boolean) => {
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(bold ? 11.5 : 10.5)
      .fillColor(INK);
    doc.text(title, LEFT + indent, y, { width: WIDTH - indent - 40, lineBreak: false });
    doc.text(String(page), A4.w - LEFT - 40, y, { width: 40, align: 'right', lineBreak: false });
    y += bold ? 22 : 17;
  };
  for (const entry of outline.slice(1)) {
    row(entry.title, entry.page, 0, true);
    for (const item of entry.items) row(item.title, item.page, 18, false);
    y += 6;
  }
}

/**
 * Writes a demo book as a PDF (pdfkit): a title page, a contents page, one part per chapter (sections with
 * vector figures, a worked example, key points, practice questions), a quick-revision page, a running
 * header and page numbers, and the same structure as the PDF's outline. Deterministic: the same book
 * gives the same bytes.
 */
export async function studyBookPdf(book: StudyBook): Promise<GeneratedPdf> {
  const { doc, done } = pdfWriter({ title: book.title, subject: book.subject });
  const outline: OutlineSpec[] = [];
  const here = () => pageCount(doc);
  titlePage(doc, book);
  doc.addPage();
  doc.outline.addItem('Contents');
  outline.push({ title: 'Contents', page: here(), items: [] });

  book.chapters.forEach((chapter, c) => {
    doc.addPage();
    const chapterTitle = `${c + 1}. ${chapter.title}`;
    const item = doc.outline.addItem(chapterTitle);
    const entry: OutlineSpec = { title: chapterTitle, page: here(), items: [] };
    outline.push(entry);
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(GREY)
      .text(`CHAPTER ${c + 1}`, LEFT, TOP + 6);
    doc
      .font('Helvetica-Bold')
      .fontSize(22)
      .fillColor(INK)
      .text(chapter.title, LEFT, doc.y + 4, { width: WIDTH });
    doc
      .moveTo(LEFT, doc.y + 6)
      .lineTo(LEFT + 120, doc.y + 6)
      .lineWidth(2)
      .strokeColor(book.accent)
      .stroke();
    doc.y += 18;
    paragraph(doc, chapter.intro);
    let figures = 0;
    chapter.sections.forEach((section, s) => {
      const title = `${c + 1}.${s + 1} ${section.heading}`;
      heading(doc, title, 13.5);
      item.addItem(title);
      entry.items.push({ title, page: here(), items: [] });
      for (const p of section.paragraphs) paragraph(doc, p);
      if (section.figure) figure(doc, section.figure, `${c + 1}.${(figures += 1)}`);
    });
    example(doc, chapter.example);
    heading(doc, 'Key points', 12);
    list(doc, chapter.keyPoints, false);
    heading(doc, 'Practice questions', 12);
    list(doc, chapter.practice, true);
  });

  doc.addPage();
  doc.outline.addItem('Quick revision');
  outline.push({ title: 'Quick revision', page: here(), items: [] });
  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .fillColor(INK)
    .text('Quick revision', LEFT, TOP + 6);
  doc.moveDown(0.5);
  book.chapters.forEach((chapter, c) => {
    heading(doc, `${c + 1}. ${chapter.title}`, 11.5, 0.2);
    list(doc, chapter.keyPoints, false);
  });

  contents(doc, outline);
  runningHeads(doc, book.title);
  const pages = here();
  return { pdf: await done(), pages, outline };
}
