import { useState } from 'react';
import type { QuestionLayout, ReflowLine } from '@exam/shared-contracts/exams';
import { QUESTION_WIDTHS } from '@exam/shared-contracts/constants';

/**
 * How the exam screen reflows a question image on a narrow screen (docs/domains/exams.md "Reading a question
 * on a phone"), as k2pdfopt reflows a PDF page: its words, cut from the marked image by the server's layout,
 * laid out again at the screen's width with their usual line {@link REFLOW_LINE_PX} CSS px tall. The
 * arithmetic is pure, so it is tested without a browser.
 */

/** Where the student's Fit to screen choice is kept on this device ('1': on). */
export const FIT_KEY = 'examQuestionFit';

/**
 * The student's Fit to screen choice, kept in localStorage for every question and test on this device. Off
 * until chosen: the question first shows as printed (as NTA shows it), and a switch made by the screen
 * itself would move the answers under the student's finger.
 */
export function useFitChoice(): [boolean, (on: boolean) => void] {
  const [fit, setFit] = useState(() => {
    try {
      return localStorage.getItem(FIT_KEY) === '1';
    } catch {
      return false;
    }
  });
  return [
    fit,
    (on) => {
      setFit(on);
      try {
        if (on) localStorage.setItem(FIT_KEY, '1');
        else localStorage.removeItem(FIT_KEY);
      } catch {
        // Private mode without storage: the choice lasts as long as the screen.
      }
    },
  ];
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
