import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { listingLinks, preloadLinks } from '../src/plugins/preload-links';
import type { BookRow } from '../src/db/schema';

/** Issue 12: the store's entry and first chunks are named from its built manifest. */
describe('preloadLinks', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'preload-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('names the entry and the sync chunks of ./routes from the store’s manifest, at low priority', () => {
    fs.mkdirSync(path.join(root, 'store-remote/dist'), { recursive: true });
    fs.writeFileSync(
      path.join(root, 'store-remote/dist/mf-manifest.json'),
      JSON.stringify({
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: [{ path: './routes', assets: { js: { sync: ['482.abcd1234.js'], async: ['17.x.js'] } } }],
      }),
    );
    expect(preloadLinks('/remotes/store/mf-manifest.json', root)!.split(', ')).toEqual([
      '</remotes.json>; rel=preload; as=fetch; crossorigin=anonymous',
      '</remotes/store/mf-manifest.json>; rel=preload; as=fetch; crossorigin=anonymous',
      '</remotes/store/remoteEntry.js>; rel=preload; as=script; fetchpriority=low',
      '</remotes/store/482.abcd1234.js>; rel=preload; as=script; fetchpriority=low',
    ]);
  });

  it('never preloads another site, and reads no manifest it does not serve', () => {
    for (const url of ['https://cdn.example/store/mf-manifest.json', '//cdn.example/m.json', undefined])
      expect(preloadLinks(url, root)).toBe('</remotes.json>; rel=preload; as=fetch; crossorigin=anonymous');
    expect(preloadLinks('/remotes/store/1.1.0/mf-manifest.json', root)!.split(', ')).toHaveLength(2);
  });
});

describe('listingLinks', () => {
  const book = (category: 'NEET' | 'JEE', imageKey: string | null) => ({ category, imageKey }) as BookRow;
  const uuid = (n: number) => `${String(n).repeat(8)}-0000-4000-8000-${String(n).repeat(12)}`;

  it('preloads the first card’s cover as a responsive AVIF, never the catalogue request', () => {
    const links = listingLinks(false, [book('JEE', `${uuid(1)}.jpg`), book('NEET', `${uuid(2)}.jpg`)]);
    expect(links).toHaveLength(1);
    expect(links[0]).toContain(
      `</api/files/covers/${uuid(1)}.jpg>; rel=preload; as=image; type="image/avif"`,
    );
    expect(links[0]).toContain(`/api/files/covers/${uuid(1)}-640.avif 640w`);
    expect(links[0]).toMatch(/imagesizes="[^"]+"; fetchpriority=high$/);
  });

  it('on a page grouped by category, the first NEET book’s cover (NEET is shown first); none without covers', () => {
    const links = listingLinks(true, [
      book('JEE', `${uuid(1)}.jpg`),
      book('NEET', null),
      book('NEET', `${uuid(3)}.png`),
    ]);
    expect(links[0]).toContain(`</api/files/covers/${uuid(3)}.png>`);
    expect(listingLinks(true, [book('NEET', null)])).toEqual([]);
  });
});
