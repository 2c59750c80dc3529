import { QUESTION_WIDTHS } from '../reading/reader-constants';
import type { QuestionLayout, ReflowLine } from './reflow';

/**
 * How the exam screen reflows a question image on a narrow screen (docs/domains/exams.md "Reading a question
 * on a phone"), as k2pdfopt reflows a PDF page: its words, cut from the marked image by the server's layout,
 * laid out again at the screen's width with their usual line {@link REFLOW_LINE_PX} CSS px tall. Pure
 * arithmetic, shared by the screen (exam-remote's QuestionReflow) and the server, which draws the same
 * reflow into a reopened exam screen's HTML (prerender/reflow-markup.ts), so both agree to the pixel.
 */

/** The `w` (px, one of QUESTION_WIDTHS) to ask for an image shown `cssWidth` CSS px wide at `dpr`. */
export function imageWidth(cssWidth: number, dpr: number): number {
  const wanted = Math.ceil(Math.max(1, cssWidth) * Math.max(1, dpr || 1));
  return QUESTION_WIDTHS.find((w) => w >= wanted) ?? QUESTION_WIDTHS[QUESTION_WIDTHS.length - 1];
}

/** The usual line's height once reflowed, CSS px (glyphs of 12 px and more). */
export const REFLOW_LINE_PX = 20;
/** Below this usual line height (CSS px) at the box's width, the printed question is too small to read. */
export const LEGIBLE_LINE_PX = 13;

/**
 * True when the image at `boxWidth` CSS px shows its usual line under {@link LEGIBLE_LINE_PX} and has a line
 * of text to reflow (a figure alone, or a blank image, stays as printed).
 */
export function needsReflow(
  layout: Pick<QuestionLayout, 'width' | 'lineHeight' | 'lines'>,
  boxWidth: number,
): boolean {
  return (
    boxWidth > 0 &&
    layout.lines.some((l) => !l.block) &&
    (layout.lineHeight * boxWidth) / layout.width < LEGIBLE_LINE_PX
  );
}

/**
 * The image width (px, one of QUESTION_WIDTHS) to reflow from, given the layout at some width: wide enough
 * that a reflowed line has an image pixel for each device pixel (`dpr`), at most the largest width.
 */
export function reflowImageWidth(layout: Pick<QuestionLayout, 'width' | 'lineHeight'>, dpr: number): number {
  const wanted = (layout.width * REFLOW_LINE_PX * Math.max(1, dpr || 1)) / layout.lineHeight;
  return QUESTION_WIDTHS.find((w) => w >= wanted) ?? QUESTION_WIDTHS[QUESTION_WIDTHS.length - 1];
}

/** CSS px per image px of a reflowed question. */
export const reflowScale = (layout: Pick<QuestionLayout, 'lineHeight'>) => REFLOW_LINE_PX / layout.lineHeight;

/** A piece of the image to draw: a word of a line, or a whole block. Image px. */
export interface ReflowPiece {
  line: ReflowLine;
  left: number;
  right: number;
}

/**
 * The question as paragraphs of pieces, in reading order: a block is a paragraph of its own, and so is a
 * word wider than `room` image px (a long formula read as one word), which then scrolls sideways alone
 * instead of pushing the page wider.
 */
export function reflowParagraphs(
  layout: QuestionLayout,
  room = Infinity,
): { block: boolean; pieces: ReflowPiece[] }[] {
  const out: { block: boolean; pieces: ReflowPiece[] }[] = [];
  let open: ReflowPiece[] | null = null;
  for (const line of layout.lines) {
    const pieces = line.words.map(([left, right]) => ({ line, left, right }));
    if (line.block) {
      out.push({ block: true, pieces });
      open = null;
      continue;
    }
    if (pieces.some((p) => p.right - p.left > room)) {
      for (const piece of pieces)
        if (piece.right - piece.left > room) {
          out.push({ block: true, pieces: [piece] });
          open = null;
        } else {
          if (!open) {
            open = [];
            out.push({ block: false, pieces: open });
          }
          open.push(piece);
        }
      if (line.breakAfter) open = null;
      continue;
    }
    if (!open) {
      open = [];
      out.push({ block: false, pieces: open });
    }
    open.push(...pieces);
    if (line.breakAfter) open = null;
  }
  return out;
}

/**
 * The reflowed question's CSS, one source for the screen's styled parts (exam-remote QuestionReflow) and
 * the server's markup (prerender/reflow-markup.ts), so the question reflowed in a reopened exam screen's HTML has
 * the screen's geometry to the pixel and nothing moves when the screen takes over.
 */
export const REFLOW_CSS = {
  /** The whole reflow: paragraphs and blocks one under another; the first line clear of Fit to screen. */
  flow: 'display: grid; gap: 10px; padding-top: 16px; text-align: left;',
  /** A paragraph: its words wrap at the box's width, their letters on one baseline. */
  para: 'font-size: 0; line-height: 0;',
  /** A figure, a table or a tall formula, whole: it alone scrolls sideways when wider than the screen. */
  block: 'overflow-x: auto; overscroll-behavior-x: contain;',
  /** A piece of a block, on its own line. */
  blockPiece: 'display: block;',
  /** A piece: a word or a block, the image's pixels as its background. */
  piece: 'display: inline-block; background-repeat: no-repeat;',
} as const;

/** The inline style of one piece: CSS property (camelCase) to value, every length in CSS px. */
export type PieceStyle = Record<string, string>;

/**
 * The style that draws piece `p` of `layout` from the image at `url` (the layout's width): its box, and the
 * image scaled by {@link reflowScale} and moved so the piece's pixels show; an `inline` piece (a word) also
 * gets the space after it and sits on its line's baseline. Lengths in CSS px.
 */
export function reflowPieceStyle(
  layout: QuestionLayout,
  p: ReflowPiece,
  url: string,
  inline: boolean,
): PieceStyle {
  const s = reflowScale(layout);
  const gap = layout.lineHeight * s * 0.33;
  const px = (n: number) => `${n}px`;
  return {
    width: px((p.right - p.left) * s),
    height: px(p.line.height * s),
    // A quote, a backslash or a line break would end the CSS string: percent-encoded, the URL is the same.
    backgroundImage: `url("${url.replace(/["\\\n\r]/g, encodeURIComponent)}")`,
    backgroundSize: `${px(layout.width * s)} auto`,
    backgroundPosition: `${px(-p.left * s)} ${px(-p.line.top * s)}`,
    ...(inline
      ? {
          marginRight: px(gap),
          marginTop: px(gap * 0.6),
          verticalAlign: px(-(p.line.height - p.line.baseline) * s),
        }
      : {}),
  };
}
