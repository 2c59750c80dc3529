/**
 * The marking worker (docs/domains/reading.md "Marks"): runs in a thread of the mark pool (mark-pool.ts),
 * never on the API's event loop, and burns both marks into one page or question image (mark-page.ts:
 * decode, grey, visible-mark placement, word shifts, WebP encode). Node loads it directly (erasable
 * TypeScript), in development, in the API tests and beside the built server (build-api copies this folder).
 */
import { threadId } from 'node:worker_threads';
import { markImage, type MarkIdentity, type MarkOptions } from './mark-page.ts';

/** One image to mark: its bytes (WebP or any format sharp reads), who it is for, how to mark it. */
export interface MarkTask {
  clean: Uint8Array;
  who: MarkIdentity;
  options: MarkOptions;
}

/** The marked WebP, and the id of the thread that made it (never 0, the main thread's). */
export interface MarkResult {
  image: Uint8Array;
  threadId: number;
}

/** Marks `task.clean` (mark-page.ts `markImage`); rejects as sharp does on bytes it cannot decode. */
export default async function mark(task: MarkTask): Promise<MarkResult> {
  const image = await markImage(
    Buffer.from(task.clean.buffer, task.clean.byteOffset, task.clean.byteLength),
    task.who,
    task.options,
  );
  return { image, threadId };
}
