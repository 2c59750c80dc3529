// The plan alone, not the exams index: its TypeBox schemas would ride into every app that imports
// prerender/file (the store's payment page does, for `bookView`).
import type { QuestionLayout } from '@exam/shared-contracts/exams';
import {
  REFLOW_CSS,
  reflowParagraphs,
  reflowPieceStyle,
  reflowScale,
  type PieceStyle,
} from '@exam/shared-contracts/exams/reflow-plan';
import { escapeAttribute } from './book-template';

/** `style`'s declarations as an attribute's text (`background-image: url(&quot;…&quot;)` escaped by the caller). */
function cssText(style: PieceStyle): string {
  return Object.entries(style)
    .map(([name, value]) => `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}: ${value};`)
    .join(' ');
}

/**
 * The paragraphs and blocks of `layout` reflowed `box` CSS px wide from the image at `url` (the layout's
 * width), as HTML for the inside of the reflow's box ({@link REFLOW_CSS}`.flow`, which the template draws):
 * what QuestionReflow renders, with every style inline. Numbers and the URL only, the URL escaped.
 */
export function reflowMarkup(layout: QuestionLayout, url: string, box: number): string {
  const room = box / reflowScale(layout);
  const piece = (p: Parameters<typeof reflowPieceStyle>[1], inline: boolean, extra: string) =>
    `<span aria-hidden="true" ${inline ? 'data-reflow-word' : 'data-reflow-block'}="" style="${escapeAttribute(
      `${REFLOW_CSS.piece}${extra} ${cssText(reflowPieceStyle(layout, p, url, inline))}`,
    )}"></span>`;
  return reflowParagraphs(layout, room)
    .map((para) =>
      para.block
        ? `<div style="${REFLOW_CSS.block}">${para.pieces.map((p) => piece(p, false, ` ${REFLOW_CSS.blockPiece}`)).join('')}</div>`
        : `<div style="${REFLOW_CSS.para}">${para.pieces.map((p) => piece(p, true, '')).join('')}</div>`,
    )
    .join('');
}

/**
 * A `<script type="application/json">` (never run) carrying the layouts the server read, by the API path the
 * screen asks them at, and the reflowed image's URL by its path, for the screen to take over the reflow
 * without asking again (exam-remote use-question-layout.ts). `<` is escaped so no text closes the script.
 */
export function reflowSeedMarkup(seed: ReflowSeed): string {
  // Each image also as a hidden high-priority <img>: found by the browser's preload scanner with the HTML
  // (a background only once styles are computed), and what the theme script waits for before it starts the
  // app's code (constants/theme-init.ts), as it waits for the printed question's <img>. It is the page's
  // largest paint, drawn in pieces: in Hindi the face is fetched after it (docs/speed.md "Prerendered first
  // paint").
  const images = Object.values(seed.images)
    .map(
      (url) =>
        `<img hidden="" alt="" fetchpriority="high" data-lead-image="" src="${escapeAttribute(url)}"/>`,
    )
    .join('');
  return `<script type="application/json" data-reflow-seed="">${escapeScriptJson(JSON.stringify(seed))}</script>${images}`;
}

/** What {@link reflowSeedMarkup} carries: layouts by their API path, and image URLs by their API path. */
export interface ReflowSeed {
  layouts: Record<string, QuestionLayout>;
  images: Record<string, string>;
}

const escapeScriptJson = (json: string) => json.replace(/</g, '\\u003c');
