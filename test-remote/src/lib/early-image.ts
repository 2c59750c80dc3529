/**
 * A question image asked for before the exam screen's code has drawn anything: a deep-linked exam screen
 * (a reload, a resume) knows its current question as soon as the attempt's early read answers, well before
 * its page chunks have arrived and its box has been measured. The image is then already on its way when the
 * page asks for it (`fetchImage` takes it once by its path), instead of after them: on a slow phone the
 * question, the screen's largest paint, comes that much sooner.
 */
import { WATERMARK_CODE_HEADER } from '@exam/shared-contracts/constants';
import { fetchOk } from '@exam/shared-contracts/client/fetch-json';

/** A fetched marked image: its bytes and the mark's code (`X-Watermark-Code`). */
export interface FetchedImage {
  blob: Blob;
  watermarkCode: string | null;
}

/** How long an early image waits to be taken (ms): a screen its student never reached does not use it. */
const EARLY_IMAGE_MAX_AGE_MS = 20_000;

const started = new Map<string, { at: number; image: Promise<FetchedImage> }>();

/** The browser's fetch of a marked image with the stored token, uncached, without the 401 action. */
export async function fetchMarkedImage(path: string, signal?: AbortSignal): Promise<FetchedImage> {
  const res = await fetchOk(path, { signal, cache: 'no-store', signOutOn401: false });
  return { blob: await res.blob(), watermarkCode: res.headers.get(WATERMARK_CODE_HEADER) };
}

/** Starts fetching the image at API path `path` now (once per path until taken). */
export function startEarlyImage(path: string): void {
  if (started.has(path)) return;
  const image = fetchMarkedImage(path);
  // Taken later, or never: an untaken failure is not an error of its own.
  image.catch(() => undefined);
  started.set(path, { at: Date.now(), image });
}

/**
 * The early image of `path`, handed over once, or undefined when none was started or it is older than
 * 20 s. It rejects as the fetch did (HttpStatusError, or the network's error).
 */
export function takeEarlyImage(path: string): Promise<FetchedImage> | undefined {
  const early = started.get(path);
  started.delete(path);
  if (!early || Date.now() - early.at > EARLY_IMAGE_MAX_AGE_MS) return undefined;
  return early.image;
}
