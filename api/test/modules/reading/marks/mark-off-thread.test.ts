import { threadId } from 'node:worker_threads';
import sharp from 'sharp';
import { MarkPool } from '../../../../src/modules/reading/mark-pool';
import { markPage } from '../../../../src/modules/reading/render/watermark';

/**
 * Marking runs off the API's event loop (docs/operations.md "Environment": MARK_WORKERS): the reader's
 * `markPage` hands the image to a thread of the mark pool. Here the main thread's copy of the marking code
 * throws, so an image marked on the main thread fails the test; the pool's answer names its thread too.
 */
jest.mock('../../../../src/modules/reading/marks/mark-page', () => ({
  markImage: () => {
    throw new Error('marked on the main thread');
  },
}));

/** A 960 × 1240 page: lines of "words" (dark bars) and a figure (a framed block), as WebP. */
async function page(): Promise<Buffer> {
  const bars: string[] = [];
  for (let y = 80; y < 700; y += 28)
    for (let x = 80; x < 860; x += 70) bars.push(`<rect x="${x}" y="${y}" width="54" height="14"/>`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="1240"><rect width="960" height="1240" fill="#fff"/>
    <g fill="#111">${bars.join('')}</g><rect x="200" y="760" width="560" height="380" fill="none" stroke="#111" stroke-width="6"/>
    <circle cx="480" cy="950" r="140" fill="#444"/></svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 90 }).toBuffer();
}

const who = {
  reader: 'st***@gmail.com',
  code: 'K7Q2-9XMD',
  hidden: { secret: 'a-test-secret-of-32-bytes-or-more!!', holder: 'student-1', scope: 'book|1' },
};

let marks: MarkPool;
beforeAll(() => {
  marks = new MarkPool({ workers: 1, timeoutMs: 20_000, memoryMb: 256 });
});
afterAll(() => marks.close());

it("marks a page in the pool's thread, never on the main thread", async () => {
  const clean = await page();
  const marked = await markPage(marks, clean, who);
  const meta = await sharp(marked).metadata();
  expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
    format: 'webp',
    width: 960,
    height: 1240,
  });
  expect(marked.equals(clean)).toBe(false);
  const { threadId: markedIn } = await marks.mark({
    clean,
    who,
    options: {
      fontFile: require.resolve('pdfjs-dist/standard_fonts/LiberationSans-Regular.ttf'),
      date: '7 Dec 2026',
      quality: 75,
    },
  });
  expect(markedIn).not.toBe(threadId);
  expect(markedIn).toBeGreaterThan(0);
}, 60_000);

it('answers 503 past the time limit, and rejects bytes that are not an image', async () => {
  const slow = new MarkPool({ workers: 1, timeoutMs: 1, memoryMb: 256 });
  try {
    await expect(markPage(slow, await page(), who)).rejects.toMatchObject({ statusCode: 503 });
  } finally {
    await slow.close();
  }
  await expect(markPage(marks, Buffer.from('not an image'), who)).rejects.toThrow();
}, 60_000);
