import { BlobUrlCache, type ImageFetcher } from '../blob-cache';

function setup() {
  const resolvers = new Map<string, { resolve: () => void; reject: (e: unknown) => void }>();
  const signals = new Map<string, AbortSignal>();
  const fetcher = jest.fn<ReturnType<ImageFetcher>, Parameters<ImageFetcher>>(
    (path, signal) =>
      new Promise((resolve, reject) => {
        signals.set(path, signal);
        resolvers.set(path, {
          resolve: () => resolve({ blob: new Blob([path]), watermarkCode: 'CODE1' }),
          reject,
        });
      }),
  );
  let n = 0;
  const urls = { create: jest.fn(() => `blob:${(n += 1)}`), revoke: jest.fn() };
  const cache = new BlobUrlCache(fetcher, urls, () => new Error('Viewer closed'));
  const settle = async (path: string) => {
    resolvers.get(path)!.resolve();
    await cache.load(path);
  };
  return { cache, fetcher, urls, resolvers, signals, settle };
}

describe('BlobUrlCache (object URLs of authorised images)', () => {
  it('fetches a page once, even when asked twice while loading', async () => {
    const { cache, fetcher, settle } = setup();
    const a = cache.load('/p1');
    const b = cache.load('/p1');
    expect(fetcher).toHaveBeenCalledTimes(1);
    await settle('/p1');
    expect(await a).toBe(await b);
    expect((await a).watermarkCode).toBe('CODE1');
    expect(cache.peek('/p1')?.url).toBe('blob:1');
  });

  it('prefetches in the background so the next page is ready without a new request', async () => {
    const { cache, fetcher, settle } = setup();
    cache.prefetch('/p2');
    cache.prefetch('/p3');
    await settle('/p2');
    await settle('/p3');
    expect(cache.peek('/p2')).toBeDefined();
    await cache.load('/p2');
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('revokes the URLs it no longer keeps and aborts requests no longer needed', async () => {
    const { cache, urls, signals, settle } = setup();
    cache.load('/p1');
    await settle('/p1');
    cache.prefetch('/p9');
    cache.retain(['/p2']);
    expect(urls.revoke).toHaveBeenCalledWith('blob:1');
    expect(signals.get('/p9')!.aborted).toBe(true);
    expect(cache.keys()).toEqual([]);
  });

  it('forgets a failure, so Retry really fetches again', async () => {
    const { cache, fetcher, resolvers, settle } = setup();
    const first = cache.load('/p4');
    resolvers.get('/p4')!.reject(Object.assign(new Error('HTTP 500'), { status: 500 }));
    await expect(first).rejects.toThrow('HTTP 500');
    expect(cache.has('/p4')).toBe(false);
    const again = cache.load('/p4');
    expect(fetcher).toHaveBeenCalledTimes(2);
    await settle('/p4');
    expect((await again).url).toMatch(/^blob:/);
  });

  it('revokes everything and refuses loads once closed', async () => {
    const { cache, urls, settle } = setup();
    cache.load('/p1');
    await settle('/p1');
    cache.close();
    expect(urls.revoke).toHaveBeenCalledWith('blob:1');
    await expect(cache.load('/p1')).rejects.toThrow('Viewer closed');
  });

  it('never creates a URL for an image evicted while it was loading', async () => {
    const { cache, urls, resolvers } = setup();
    const p = cache.load('/p5');
    cache.retain([]);
    resolvers.get('/p5')!.resolve();
    await expect(p).rejects.toThrow();
    expect(urls.create).not.toHaveBeenCalled();
  });
});
