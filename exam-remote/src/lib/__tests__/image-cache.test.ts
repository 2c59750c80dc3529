import { ImageCache, imageWidth } from '../image-cache';

function setup() {
  const fetcher = jest.fn(async (path: string) => ({ blob: new Blob([path]), watermarkCode: 'ABCD-EFGH' }));
  const urls = { create: jest.fn((b: Blob) => `blob:${b.size}:${Math.random()}`), revoke: jest.fn() };
  return { cache: new ImageCache(fetcher, urls), fetcher, urls };
}

describe('ImageCache: marked images as object URLs', () => {
  it('fetches each path once, even when asked twice while loading', async () => {
    const { cache, fetcher } = setup();
    const [a, b] = await Promise.all([cache.load('/q/1?w=640'), cache.load('/q/1?w=640')]);
    expect(a).toBe(b);
    expect(a.watermarkCode).toBe('ABCD-EFGH');
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('revokes what it no longer keeps, and forgets a failure so Retry asks again', async () => {
    const { cache, fetcher, urls } = setup();
    const first = await cache.load('/q/1?w=640');
    await cache.load('/q/2?w=640');
    cache.retain(['/q/2?w=640']);
    expect(urls.revoke).toHaveBeenCalledWith(first.url);
    expect(cache.keys()).toEqual(['/q/2?w=640']);
    fetcher.mockRejectedValueOnce(new Error('offline'));
    await expect(cache.load('/q/3?w=640')).rejects.toThrow('offline');
    await cache.load('/q/3?w=640');
    expect(fetcher).toHaveBeenCalledTimes(4);
  });
});

describe('imageWidth: the displayed width × devicePixelRatio, snapped to the server’s widths', () => {
  it.each([
    [328, 1, 360],
    [328, 2, 800],
    [328, 3, 1280],
    [640, 1, 640],
    [950, 2, 1600],
    [0, 1, 360],
  ])('%i CSS px at DPR %i asks for w=%i', (css, dpr, w) => {
    expect(imageWidth(css, dpr)).toBe(w);
  });
});
