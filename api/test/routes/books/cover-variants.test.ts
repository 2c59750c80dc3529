import fs from 'node:fs';
import sharp from 'sharp';
import { COVER_FORMATS, COVER_WIDTHS, coverSrcSets } from '@exam/shared-contracts/constants/covers';
import { makeMissingCoverVariants } from '../../../src/modules/catalogue/cover-variants';
import { createTestApp, localFiles, guestBooks, type TestContext } from '../../helpers/test-app';

/** Covers that fit the screen: AVIF and WebP covers at the card widths, made from the cover. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const coverOf = async () => {
  const list = (await guestBooks(ctx.app)) as Array<{ image: string | null }>;
  return list.find((b) => b.image)!.image!;
};

describe('resized covers', () => {
  it('serves every width in AVIF and WebP, 16:10, smaller than the original, cached for a year', async () => {
    const image = await coverOf();
    const original = await ctx.app.inject({ url: image });
    const sets = coverSrcSets(image)!;
    for (const format of COVER_FORMATS) {
      const urls = sets[format].split(', ').map((entry) => entry.split(' ')[0]);
      expect(urls).toHaveLength(COVER_WIDTHS.length);
      for (const [i, url] of urls.entries()) {
        const res = await ctx.app.inject({ url });
        expect([url, res.statusCode, res.headers['content-type']]).toEqual([url, 200, `image/${format}`]);
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const meta = await sharp(res.rawPayload).metadata();
        expect([meta.width, meta.height]).toEqual([COVER_WIDTHS[i], Math.round((COVER_WIDTHS[i] * 10) / 16)]);
        expect(res.rawPayload.length).toBeLessThan(original.rawPayload.length);
      }
    }
  });

  it('answers 404 for a width or format it does not make, and for an unknown cover', async () => {
    const uuid = /covers\/([0-9a-f-]{36})\./.exec(await coverOf())![1];
    for (const name of [
      `${uuid}-321.webp`,
      `${uuid}-320.png`,
      `${uuid}-9999.avif`,
      `${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}-320.webp`,
    ]) {
      const res = await ctx.app.inject({ url: `/api/files/covers/${name}` });
      expect([name, res.statusCode, res.json()]).toEqual([name, 404, { error: 'Not found' }]);
    }
  });

  it('makes the missing variants of every stored cover at start-up, once', async () => {
    const done = await makeMissingCoverVariants(ctx.app.storage);
    const covers = fs.readdirSync(localFiles(ctx).coversDir);
    const originals = covers.filter((n) => /^[0-9a-f-]{36}\.(jpg|png|webp)$/.test(n));
    expect(done).toBeGreaterThan(0);
    expect(covers.length).toBe(originals.length * (1 + COVER_WIDTHS.length * COVER_FORMATS.length));
    expect(await makeMissingCoverVariants(ctx.app.storage)).toBe(0);
  });
});
