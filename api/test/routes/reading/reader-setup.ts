import sharp from 'sharp';
import {
  auth,
  createTestApp,
  guestBooks,
  openReadingSession,
  type TestContext,
} from '../../helpers/test-app';

/**
 * The app the server-rendered reader's tests share (reader*.test.ts, docs/domains/reading.md "The reader"):
 * {@link setUpReaderApp} builds it before a file's tests (one render worker, no preparation on start) and
 * closes it after; `physics` (free, 8 pages, has an outline) and `manual` (pgfmanual.pdf, 1,321 pages, has an
 * outline) are two of its seeded books as the guest list gives them.
 */
export let ctx: TestContext;
export type Json = Record<string, unknown>;
export let physics: Json;
export let manual: Json;

/** Registers the file's beforeAll (a fresh app, its two books found) and afterAll (closing it). */
export function setUpReaderApp(): void {
  beforeAll(async () => {
    ctx = await createTestApp({
      config: { render: { workers: 1, timeoutMs: 20000, memoryMb: 512, prepareOnStart: false, hostEnv: {} } },
    });
    const list = await guestBooks(ctx.app);
    physics = list.find((b) => b.title === 'Physics Notation Quick Reference')!;
    manual = list.find((b) => b.title === 'Complete Diagrams Compendium')!;
  }, 60000);
  afterAll(() => ctx.close());
}

/** Opens a reading session of `bookId` as `token`'s user (201 expected), with an optional first-page view. */
export async function openSession(
  token: string,
  bookId: unknown,
  view?: { pixelsPerPoint: number } | { imageWidth: number },
): Promise<{ token: string; watermarkCode: string }> {
  const res = await openReadingSession(ctx.app, token, bookId, { view });
  expect(res.statusCode).toBe(201);
  return res.json();
}

/** An injected GET, with the bearer `token` when given. */
export const get = (url: string, token?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: token ? auth(token) : {} });

/** Raw RGB pixels of an image. */
export const pixels = async (img: Buffer) =>
  sharp(img).removeAlpha().raw().toBuffer({ resolveWithObject: true });
