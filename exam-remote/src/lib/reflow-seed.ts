import type { QuestionLayout } from '@exam/shared-contracts/exams';
import type { ReflowSeed } from '@exam/web-platform/prerender/file';

/**
 * What a reopened exam screen's HTML carries for its reflowed question (shared-contracts reflow-markup.ts
 * `reflowSeedMarkup`; docs/domains/exams.md "Reading a question on a phone"), taken before the screen
 * replaces that HTML: the layouts the server read, by the API path the screen asks them at, and the URL the
 * HTML drew the reflow from, by API path. The screen then reflows at once, draws from that URL until its
 * own copy is here, and gets that copy from the browser's cache.
 */
const seededLayouts = new Map<string, QuestionLayout>();
const seededImages = new Map<string, string>();

/**
 * Reads the seed of `doc`, once the page has one; returns the API paths of its images (to start fetching
 * early). None when the page has no seed or a malformed one.
 */
export function takeReflowSeed(doc: Document = document): string[] {
  printedInHtml = !!doc.querySelector('img[data-question-image]');
  const script = doc.querySelector('script[data-reflow-seed]');
  if (!script?.textContent) return [];
  try {
    const seed = JSON.parse(script.textContent) as ReflowSeed;
    for (const [path, layout] of Object.entries(seed.layouts)) seededLayouts.set(path, layout);
    for (const [path, url] of Object.entries(seed.images)) seededImages.set(path, url);
    return Object.keys(seed.images);
  } catch {
    return [];
  }
}

/** The layout at API `path` the server's HTML carried, or undefined. */
export const seededLayout = (path: string): QuestionLayout | undefined => seededLayouts.get(path);

/** The URL the server's HTML drew the image at API `path` from (by the resume cookie), or undefined. */
export const seededImageUrl = (path: string): string | undefined => seededImages.get(path);

/** Whether the server's HTML drew the current question as printed (see {@link takePrintedInHtml}). */
let printedInHtml = false;

/**
 * True once, for the first question image of a screen whose HTML drew it as printed (a device that had
 * not yet reflowed a question, so it sent no Fit to screen cookie): that question stays on screen as drawn
 * while its reflow is fetched, rather than giving way to a loading state and back.
 */
export function takePrintedInHtml(): boolean {
  const printed = printedInHtml;
  printedInHtml = false;
  return printed;
}
