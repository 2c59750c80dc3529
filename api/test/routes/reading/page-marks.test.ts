import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { books, type BookRow } from '../../../src/db/schema';
import * as leak from '../../../src/services/marks/leak-attacks';
import { toGray, type Gray } from '../../../src/services/marks/raster';
import { markPage } from '../../../src/services/render/watermark';
import { createTestApp, guestBooks, type TestContext } from '../../helpers/test-app';

/**
 * The two page marks on real renders of a demo book (ARCHITECTURE "Marks"): the cleaners that removed the
 * old mark leave the visible one (the hidden one's round trips: leak-trace-image.test.ts, bench:watermark).
 */
let ctx: TestContext;
let book: BookRow;
const who = { reader: 'st***@gmail.com', code: 'K7Q2-9XMD' };

beforeAll(async () => {
  ctx = await createTestApp();
  const id = (await guestBooks(ctx.app)).find((b) => b.title.startsWith('Physics Notation'))!._id;
  [book] = await ctx.app.db.select().from(books).where(eq(books.id, id));
}, 60_000);
afterAll(() => ctx.close());

const gray = async (image: Buffer): Promise<Gray> => {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return toGray(new Uint8Array(data), info.width, info.height, 3);
};

it('min(R,G,B) >= 185 and Otsu leave most of the visible mark (the old one lost 86.5 % of it)', async () => {
  for (const page of [4, 5]) {
    const clean = await ctx.app.render.cleanPage(book, page, { width: 960 });
    const marked = await markPage(clean, who, new Date(), { hidden: false });
    const [c, m] = [await gray(clean), await gray(marked)];
    for (const cleaner of [leak.whitenLight, leak.otsuBinarise]) {
      const after = await gray(await cleaner(marked));
      let core = 0;
      let left = 0;
      for (let i = 0; i < c.data.length; i += 1)
        if (c.data[i] >= 160 && c.data[i] - m.data[i] >= 100) {
          core += 1;
          if (after.data[i] < 200) left += 1;
        }
      expect(core).toBeGreaterThan(500);
      expect(left / core).toBeGreaterThan(0.9);
    }
  }
}, 60_000);
