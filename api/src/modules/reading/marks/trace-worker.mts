/**
 * The leak-trace worker (docs/domains/reading.md "Marks"): runs in a thread of the trace pool
 * (leak-tracer.ts, a RenderPool with its own host process), never on the API's event loop. It decodes
 * uploaded images with sharp under a pixel limit and does the image work of "Trace a leaked page": `locate`
 * finds which candidate clean render an image shows (ORB + RANSAC), `read` aligns it with one clean render
 * and reads the hidden word shifts, `accuse` scores the candidates' fingerprints against what was read. Node
 * loads it directly (erasable TypeScript).
 */
import type { MessagePort } from 'node:worker_threads';
import sharp from 'sharp';
import { alignToClean, loadOpenCv, refineWithBlocks, warpToClean } from './align-page.ts';
import { checkFit, findCrop, MIN_FIT } from './align-crop.ts';
import { readShifts } from './measure-shifts.ts';
import { accuse, mergeReadings, readingsOf, type Accusation } from './fingerprint.ts';
import { toGray, type Gray, type Homography } from './raster.ts';
import { splitFigures } from './figure-parts.ts';
import { readParts } from './measure-parts.ts';
import { carrierIndices, findBlocks, type Block } from './text-layout.ts';
import { blockCell, pageWidthOf, shiftFor, type MarkPart } from './word-shifts.ts';

// Loaded when the thread starts, before its first job (a job's time limit never pays for it).
const cv = await loadOpenCv();

function started(task: { port?: MessagePort }): void {
  task.port?.postMessage('started');
}

/** An uploaded image as grey, at most `maxPixels` (sharp refuses larger ones before decoding them). */
async function grayOf(bytes: Uint8Array, maxPixels: number): Promise<Gray> {
  const { data, info } = await sharp(bytes, { limitInputPixels: maxPixels, failOn: 'error' })
    .rotate() // a phone photo's EXIF orientation
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return toGray(new Uint8Array(data.buffer, data.byteOffset, data.byteLength), info.width, info.height, 1);
}

/** The task's uploaded image as grey, or the job's answer for a file that is no image. */
async function decoded(task: { image: Uint8Array; maxPixels: number }): Promise<Gray | NotImage> {
  try {
    return await grayOf(task.image, task.maxPixels);
  } catch (err) {
    return { ok: false, failure: 'not-image', message: String((err as Error).message ?? err) };
  }
}

/** A job's answer for an upload that is no image. */
export type NotImage = { ok: false; failure: 'not-image'; message: string };

/** A clean render (our own WebP) as grey. */
async function cleanGray(bytes: Uint8Array): Promise<Gray> {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return toGray(new Uint8Array(data.buffer, data.byteOffset, data.byteLength), info.width, info.height, 3);
}

/** Which of `candidates` (clean renders, all at one width) the image shows, with the homography to it. */
export interface LocateTask {
  image: Uint8Array;
  maxPixels: number;
  candidates: { id: string; clean: Uint8Array }[];
  port?: MessagePort;
}

export type LocateResult =
  | { ok: true; width: number; height: number; found: { id: string; h: Homography; inliers: number } | null }
  | NotImage;

export async function locate(task: LocateTask): Promise<LocateResult> {
  started(task);
  const leaked = await decoded(task);
  if (!('data' in leaked)) return leaked;
  let found: { id: string; h: Homography; inliers: number } | null = null;
  for (const candidate of task.candidates) {
    const aligned = alignToClean(cv, await cleanGray(candidate.clean), leaked);
    if (aligned && (!found || aligned.inliers > found.inliers))
      found = { id: candidate.id, h: aligned.h, inliers: aligned.inliers };
  }
  return { ok: true, width: leaked.width, height: leaked.height, found };
}

/** Which of `candidates` (clean question crops, each at one width) the image shows, and where. */
export interface LocateQuestionTask {
  image: Uint8Array;
  maxPixels: number;
  candidates: { id: string; clean: Uint8Array }[];
  port?: MessagePort;
}

export type LocateQuestionResult =
  { ok: true; found: { id: string; h: Homography; fit: number } | null } | NotImage;

/** Finds the question crop an image shows (align-crop.ts `findCrop`): null when none fits. */
export async function locateQuestion(task: LocateQuestionTask): Promise<LocateQuestionResult> {
  started(task);
  const leaked = await decoded(task);
  if (!('data' in leaked)) return leaked;
  const crops = await Promise.all(task.candidates.map((c) => cleanGray(c.clean)));
  const found = findCrop(cv, crops, leaked);
  return {
    ok: true,
    found: found && { id: task.candidates[found.index].id, h: found.h, fit: found.fit },
  };
}

/**
 * Reads the hidden mark of an image against one clean render: `h` (clean → image, for this render's
 * width) from `locate`, scaled by the caller, or found here when absent.
 */
export interface ReadTask {
  image: Uint8Array;
  maxPixels: number;
  clean: Uint8Array;
  h?: Homography;
  /**
   * When `clean` is a question crop: the page rectangles its bands show, with their scopes (as marked:
   * word-shifts `MarkPart`). The alignment must then fit the crop (align-crop.ts `MIN_FIT`).
   */
  parts?: MarkPart[];
  port?: MessagePort;
}

export type ReadResult =
  | {
      ok: true;
      /**
       * Soft readings of the clean render's carrying words and figure parts: the code cell of each
       * (fingerprint.ts, page coordinates) and its shift in units of the mark's shift (≈ +1 right, −1 left,
       * between for a mixture of copies); those that could not be read are left out.
       */
      carriers: { cell: number; y: number; scope?: string }[];
      /** Carrying words and figure parts of the clean render, and how many of them were read in the image. */
      slots: number;
      read: number;
      /** Mean |reading| clipped to 1: near 1 when this render is the one the image was made from. */
      strength: number;
      /** A question crop's fit (align-crop.ts `fitOf`) after alignment. */
      fit?: number;
    }
  | NotImage;

export async function read(task: ReadTask): Promise<ReadResult> {
  started(task);
  const leaked = await decoded(task);
  if (!('data' in leaked)) return leaked;
  const clean = await cleanGray(task.clean);
  const shift = shiftFor(clean.width);
  const blocks = findBlocks(clean, shift);
  const bands = task.parts;
  // A question crop's figures are told by the width of its whole page, as the marking told them.
  const { text, figures } = splitFigures(blocks, pageWidthOf({ parts: bands }, clean.width));
  const carriers = carrierIndices(text, shift);
  const none = { ok: true as const, carriers: [], slots: carriers.length, read: 0, strength: 0 };
  if (!carriers.length && !figures.length) return none;
  let h = task.h ?? alignToClean(cv, clean, leaked)?.h;
  if (!h) return none;
  let fit: number | undefined;
  if (bands) {
    const checked = checkFit(cv, clean, leaked, h, blocks);
    // A wrong fit reads other words than the marked ones: it reads nothing instead.
    if (!checked || checked.fit < MIN_FIT) return { ...none, fit: checked?.fit ?? 0 };
    ({ h, fit } = checked);
  } else {
    h = refineWithBlocks(cv, clean, leaked, h, blocks, 10);
    h = refineWithBlocks(cv, clean, leaked, h, blocks, 3);
  }
  const warped = warpToClean(cv, leaked, h, clean.width, clean.height);
  const words = readShifts(clean, warped, text, carriers, shift);
  const parts = readParts(clean, warped, figures, shift);
  const soft: { block: Block; y: number }[] = [
    ...[...words].map((y, s) => ({ block: text[carriers[s]], y })),
    ...parts.map((p) => ({ block: p.part, y: p.y })),
  ];
  const out: { cell: number; y: number; scope?: string }[] = [];
  let strength = 0;
  for (const { block, y } of soft) {
    // A reading beyond ±1.5 shifts is a word matched in the wrong place, not a mark: it is left out.
    if (Number.isNaN(y) || Math.abs(y) > 1.5) continue;
    // A question crop's block lies on the page its band shows (none: the gap between bands).
    const at = blockCell({ parts: bands }, block, clean.width, clean.height);
    if (!at) continue;
    strength += Math.min(1, Math.abs(y));
    out.push(bands ? { cell: at.cell, y, scope: at.scope } : { cell: at.cell, y });
  }
  return {
    ok: true,
    carriers: out,
    slots: carriers.length + parts.length,
    read: out.length,
    strength: out.length ? strength / out.length : 0,
    ...(fit === undefined ? {} : { fit }),
  };
}

/**
 * The candidates to score over the readings of one leak: the mark secret, the readings per page image
 * (`scope` `<bookId>|<page>`), the candidates' account ids and the false-accusation probability.
 */
export interface AccuseTask {
  secret: string;
  pages: { scope: string; carriers: { cell: number; y: number }[] }[];
  holders: string[];
  epsilon?: number;
  port?: MessagePort;
}

/** Who is named (score at or above the threshold), the threshold, the best scores, and the positions read. */
export interface AccuseResult {
  named: Accusation[];
  threshold: number;
  top: Accusation[];
  positions: number;
}

/** Scores every candidate's fingerprint (fingerprint.ts `accuse`): a page seen twice counts once per cell. */
export async function accuseHolders(task: AccuseTask): Promise<AccuseResult> {
  started(task);
  const readings = mergeReadings(
    task.pages.map((p) => readingsOf({ secret: task.secret, scope: p.scope }, p.carriers)),
  );
  const result = accuse(readings, task.holders, task.epsilon);
  return {
    named: result.named,
    threshold: result.threshold,
    top: result.scores.slice(0, 5),
    positions: readings.length,
  };
}
