import { QUESTION_WIDTHS } from '@exam/shared-contracts/reading';
import sharp from 'sharp';
import { HttpError } from '../../platform/http-error';
import type { ServedQuestion } from './leak-sources';
import type { Homography } from './marks/raster';
import type { LocateQuestionResult, ReadResult } from './marks/trace-worker.mts';

/**
 * A leaked question image traced (docs/domains/reading.md "Marks", "Question images"): a question image is
 * marked at the width it is served, in its own frame (its words, its shift), so it is read against its own
 * clean crop, not against the page it was cut from. The crop is found among the served questions' crops at
 * {@link QUESTION_LOCATE_WIDTH} (trace-worker `locateQuestion`: the image's own shape as a plain scale, else
 * ORB, each believed only when the warped image fits the crop), then read against the crop at the two
 * question widths nearest the image's scale, each band's words scored on its own page's code.
 */

/** Width (px) of the question crops a leaked image is first compared with. */
export const QUESTION_LOCATE_WIDTH = 800;
/** Most served questions a leaked image is compared with (a test of 90 questions in two languages fits). */
export const QUESTION_CANDIDATES = 200;
/** Mean |reading| at which the first width read is taken without trying the next one. */
const GOOD_STRENGTH = 0.35;

/** What one image of a leak read: its book and paper pages, its readings per page scope, their count. */
export interface TracedImage {
  bookId: string;
  pages: number[];
  readings: { scope: string; carriers: { cell: number; y: number }[] }[];
  read: number;
  strength: number;
}

/** A job of the trace's worker pool (leak-tracer.ts `call`). */
export type TraceCall = <T>(name: 'locateQuestion' | 'read', task: object) => Promise<T>;

const NOT_IMAGE = 'This file could not be read as an image';

/** `h` (clean crop → image) for a crop `kx`, `ky` times smaller than the one it was found on, per axis. */
function rescale(h: Homography, kx: number, ky: number): Homography {
  return [h[0] * kx, h[1] * ky, h[2], h[3] * kx, h[4] * ky, h[5], h[6] * kx, h[7] * ky, h[8]];
}

/** Width and height of an image's header. */
async function sizeOf(png: Buffer): Promise<{ width: number; height: number }> {
  const meta = await sharp(png).metadata();
  return { width: meta.width ?? 1, height: meta.height ?? 1 };
}

/**
 * Which of `questions` `image` is and what its mark reads (see the file), or null when no crop fits it
 * (then it is traced as a page). 400 when the image cannot be decoded; `maxPixels` limits the decoding.
 */
export async function traceQuestion(
  image: Buffer,
  questions: ServedQuestion[],
  maxPixels: number,
  call: TraceCall,
): Promise<TracedImage | null> {
  if (!questions.length) return null;
  const crops = await Promise.all(questions.map((q) => q.crop(QUESTION_LOCATE_WIDTH)));
  const located = await call<LocateQuestionResult>('locateQuestion', {
    image,
    maxPixels,
    candidates: crops.map((c, i) => ({ id: String(i), clean: c.image })),
  });
  if (!located.ok) throw new HttpError(400, NOT_IMAGE);
  if (!located.found) return null;
  const index = Number(located.found.id);
  const question = questions[index];
  const base = await sizeOf(crops[index].image);
  const h0 = located.found.h;
  const seen = base.width * Math.sqrt(Math.abs(h0[0] * h0[4] - h0[1] * h0[3]) / (h0[8] * h0[8]));
  const widths = [...QUESTION_WIDTHS].sort(
    (a, b) => Math.abs(Math.log(a / seen)) - Math.abs(Math.log(b / seen)),
  );
  let best: (ReadResult & { ok: true }) | undefined;
  // The mark was made at the width served; the nearest width to the image's scale is likeliest that one.
  for (const width of widths.slice(0, 2)) {
    const crop = await question.crop(width);
    const size = await sizeOf(crop.image);
    const h = rescale(h0, base.width / size.width, base.height / size.height);
    const result = await call<ReadResult>('read', {
      image,
      maxPixels,
      clean: crop.image,
      h,
      parts: crop.parts,
    });
    if (!result.ok) throw new HttpError(400, NOT_IMAGE);
    if (!best || result.strength * result.read > best.strength * best.read) best = result;
    if (result.strength >= GOOD_STRENGTH) break;
  }
  const byScope = new Map<string, { cell: number; y: number }[]>();
  for (const c of best?.carriers ?? [])
    if (c.scope) byScope.set(c.scope, [...(byScope.get(c.scope) ?? []), { cell: c.cell, y: c.y }]);
  return {
    bookId: question.bookId,
    pages: question.pages,
    readings: [...byScope].map(([scope, carriers]) => ({ scope, carriers })),
    read: best?.read ?? 0,
    strength: best?.strength ?? 0,
  };
}
