/** Options of a {@link LoadCache}. */
export interface LoadCacheOptions<V> {
  /** Reads the value of `key` from the database (called on a miss). */
  load(key: string): Promise<V>;
  /** Most entries kept; the oldest-loaded goes first beyond it. Default: unbounded. */
  maxEntries?: number;
  /** An entry older than this (ms since its load started) is loaded again. Default: kept until invalidated. */
  ttlMs?: number;
  /** True when a loaded value must not be kept (e.g. "no such user"): the next `get` loads again. */
  uncacheable?(value: V): boolean;
}

/**
 * Values loaded from the database and kept in memory by key until invalidated (the catalogue
 * read path is cached in memory): concurrent misses of one key share one load (a subclass's `get` maps its arguments to the key); a failed load is not kept.
 * {@link invalidate} forgets one key or all and, unless told not to, tells the listeners registered with
 * {@link onInvalidate} (the Redis bus, so every replica forgets it too). A load that was running when its
 * key was invalidated answers only the callers already waiting for it, and is not kept: a write that
 * commits, then invalidates, is seen by every `get` that starts after the invalidation.
 */
export class LoadCache<V> {
  private entries = new Map<string, { value: Promise<V>; at: number }>();
  private readonly listeners = new Set<(key?: string) => void>();
  /** Loads from the database since start (a cache miss each), for metrics and tests. */
  loads = 0;
  /** Answers from memory since start (cache hits), for metrics. */
  hits = 0;
  /**
   * False while invalidations could be missed (this replica's Redis subscriber is down): every `get` then
   * loads afresh and nothing is kept. Always true unless the owner sets it.
   */
  trusted: () => boolean = () => true;

  constructor(private readonly opts: LoadCacheOptions<V>) {}

  /** The value of `key`, from memory when a valid entry is kept (subclasses' typed `get` calls this). */
  protected read(key: string): Promise<V> {
    const now = Date.now();
    const kept = this.entries.get(key);
    if (kept && (this.opts.ttlMs === undefined || now - kept.at < this.opts.ttlMs)) {
      this.hits += 1;
      return kept.value;
    }
    this.loads += 1;
    const value = this.opts.load(key);
    if (!this.trusted()) {
      this.entries.delete(key);
      return value;
    }
    const entry = { value, at: now };
    // Re-inserted so the Map's order stays the order of loading (the oldest is evicted first).
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.opts.maxEntries !== undefined && this.entries.size > this.opts.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
    const forget = () => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    };
    value.then((v) => {
      if (this.opts.uncacheable?.(v)) forget();
    }, forget);
    return value;
  }

  /** Forgets `key` (every key when undefined); `broadcast` (default) also tells the `onInvalidate` listeners. */
  invalidate(key?: string, broadcast = true): void {
    if (key === undefined) this.entries.clear();
    else this.entries.delete(key);
    if (broadcast) for (const listener of this.listeners) listener(key);
  }

  /** Registers a listener of local invalidations (the replica bus publishes them); returns its remover. */
  onInvalidate(listener: (key?: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
