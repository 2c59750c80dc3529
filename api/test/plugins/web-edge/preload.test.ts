import type { BookRow } from '../../../src/db/schema';
import {
  bookCoverLinks,
  listedBook,
  listingLinks,
  preloadLinks,
} from '../../../src/plugins/web-edge/preload';

/** What the shell's HTML preloads. */
describe('preloadLinks', () => {
  it('preloads remotes.json and the store’s manifest, never its scripts (a failed script preload breaks Retry)', () => {
    expect(preloadLinks('/remotes/store/mf-manifest.json').split(', ')).toEqual([
      '</remotes.json>; rel=preload; as=fetch; crossorigin=anonymous',
      '</remotes/store/mf-manifest.json>; rel=preload; as=fetch; crossorigin=anonymous',
    ]);
    expect(preloadLinks('/remotes/store/1.1.0/mf-manifest.json')).toContain(
      '/remotes/store/1.1.0/mf-manifest.json',
    );
  });

  it('never preloads another site', () => {
    for (const url of ['https://cdn.example/store/mf-manifest.json', '//cdn.example/m.json', undefined])
      expect(preloadLinks(url)).toBe('</remotes.json>; rel=preload; as=fetch; crossorigin=anonymous');
  });
});

describe('listingLinks', () => {
  const book = (category: 'NEET' | 'JEE', imageKey: string | null) => ({ category, imageKey }) as BookRow;
  const uuid = (n: number) => `${String(n).repeat(8)}-0000-4000-8000-${String(n).repeat(12)}`;

  it('preloads the first card’s cover as a responsive AVIF at low priority, never the catalogue request', () => {
    const links = listingLinks(false, [book('JEE', `${uuid(1)}.jpg`), book('NEET', `${uuid(2)}.jpg`)]);
    expect(links).toHaveLength(1);
    expect(links[0]).toContain(
      `</api/files/covers/${uuid(1)}.jpg>; rel=preload; as=image; type="image/avif"`,
    );
    expect(links[0]).toContain(`/api/files/covers/${uuid(1)}-640.avif 640w`);
    // Low: a high-priority cover took bandwidth from the hero heading, the page's largest paint on a phone.
    expect(links[0]).toMatch(/imagesizes="[^"]+"; fetchpriority=low$/);
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

describe('bookCoverLinks', () => {
  const uuid = (n: number) => `${String(n).repeat(8)}-0000-4000-8000-${String(n).repeat(12)}`;
  const rows = [
    { id: uuid(1), imageKey: `${uuid(1)}.jpg` },
    { id: uuid(2), imageKey: null },
  ] as BookRow[];

  it('preloads the book’s own cover (what the page’s <img> shows) at high priority, its id in any case', () => {
    expect(bookCoverLinks(listedBook(uuid(1), rows))).toEqual([
      `</api/files/covers/${uuid(1)}.jpg>; rel=preload; as=image; fetchpriority=high`,
    ]);
    expect(listedBook(uuid(1).toUpperCase(), rows)).toBe(rows[0]);
  });

  it('nothing for a book without a cover, an unlisted book, or no book', () => {
    expect(bookCoverLinks(listedBook(uuid(2), rows))).toEqual([]);
    expect(bookCoverLinks(listedBook(uuid(3), rows))).toEqual([]);
    expect(bookCoverLinks(listedBook('not-a-book', rows))).toEqual([]);
    expect(bookCoverLinks(listedBook(undefined, rows))).toEqual([]);
  });
});
