import { LoadCache, type LoadCacheOptions } from '../../src/platform/cache/load-cache';

/** The in-memory read cache under the catalogue and the viewers (platform/cache/load-cache). */
class Probe<V> extends LoadCache<V> {
  get(key: string): Promise<V> {
    return this.read(key);
  }
}

/** A cache whose loads are resolved by hand: `pending[key]` resolves the latest load of `key`. */
function manual(opts: Partial<LoadCacheOptions<string>> = {}) {
  const pending: Record<string, (v: string) => void> = {};
  const cache = new Probe<string>({
    load: (key) => new Promise((resolve) => (pending[key] = (v) => resolve(v))),
    ...opts,
  });
  return { cache, pending };
}

describe('LoadCache', () => {
  it('shares one load among concurrent misses, then answers from memory', async () => {
    const { cache, pending } = manual();
    const a = cache.get('k');
    const b = cache.get('k');
    pending.k('one');
    expect(await Promise.all([a, b, cache.get('k')])).toEqual(['one', 'one', 'one']);
    expect([cache.loads, cache.hits]).toEqual([1, 2]);
  });

  it('does not keep a load that was running when its key was invalidated', async () => {
    const { cache, pending } = manual();
    const stale = cache.get('k');
    cache.invalidate('k');
    const staleResolve = pending.k;
    const fresh = cache.get('k');
    pending.k('new');
    staleResolve('old');
    expect(await stale).toBe('old');
    expect(await fresh).toBe('new');
    expect(await cache.get('k')).toBe('new');
    cache.invalidate();
    void cache.get('k');
    expect(cache.loads).toBe(3);
  });

  it('tells listeners of local invalidations only, with the key', () => {
    const { cache } = manual();
    const heard: (string | undefined)[] = [];
    const stop = cache.onInvalidate((key) => heard.push(key));
    cache.invalidate('a');
    cache.invalidate();
    cache.invalidate('b', false);
    stop();
    cache.invalidate('c');
    expect(heard).toEqual(['a', undefined]);
  });

  it('forgets failed loads, uncacheable values, expired and evicted entries; keeps nothing untrusted', async () => {
    let now = 1000;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    try {
      let fail = true;
      const cache = new Probe<string | undefined>({
        load: async (key) => {
          if (fail) throw new Error('down');
          return key === 'missing' ? undefined : key;
        },
        ttlMs: 100,
        maxEntries: 2,
        uncacheable: (v) => v === undefined,
      });
      await expect(cache.get('a')).rejects.toThrow('down');
      fail = false;
      expect(await cache.get('a')).toBe('a');
      await cache.get('missing');
      await cache.get('missing');
      expect(cache.loads).toBe(4);
      await cache.get('a');
      expect(cache.loads).toBe(4);
      now += 100;
      await cache.get('a');
      expect(cache.loads).toBe(5);
      await cache.get('b');
      await cache.get('c'); // evicts a, the oldest loaded
      await cache.get('a');
      expect(cache.loads).toBe(8);
      cache.trusted = () => false;
      await cache.get('z');
      await cache.get('z');
      expect(cache.loads).toBe(10);
    } finally {
      jest.restoreAllMocks();
    }
  });
});
