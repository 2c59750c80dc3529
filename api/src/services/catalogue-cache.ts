import { createHash } from 'node:crypto';
import type { Section } from '@exam/shared-contracts/http';
import type { Db } from '../db/client';
import type { BookRow } from '../db/schema';
import { listBooks, withAccess } from './books';

/** One cached listing: the rows, and the guests' answer ready to send. */
export interface CatalogueEntry {
  rows: BookRow[];
  /** The guest JSON body (`paymentStatus` free/locked), serialised once. */
  guestJson: string;
  /** Strong ETag of `guestJson` (`"<sha1 base64url>"`). */
  etag: string;
}

/**
 * The catalogue read path in memory (issue 12 "A catalogue API near the framework's own speed"): the listed
 * books per section (and unfiltered), with the guests' answer serialised and hashed once. Admin writes
 * (create, edit, delete a book) call {@link invalidate}; with several API replicas the invalidation is
 * also broadcast, and {@link invalidate} is what a replica calls on hearing another's (ARCHITECTURE "Scaling").
 * A load that was already running when invalidated serves only the callers that were waiting for it.
 */
export class CatalogueCache {
  private entries = new Map<string, Promise<CatalogueEntry>>();
  private readonly listeners = new Set<() => void>();
  /** Loads from the database since start (a cache miss each), for metrics and tests. */
  loads = 0;
  /** Listings answered from memory since start (cache hits), for metrics. */
  hits = 0;

  constructor(private readonly db: Db) {}

  /** The listing of `section` (all sections when undefined), from memory after the first call. */
  get(section?: Section): Promise<CatalogueEntry> {
    const key = section ?? '*';
    let entry = this.entries.get(key);
    if (entry) this.hits += 1;
    else {
      entry = this.load(section);
      this.entries.set(key, entry);
      // A failed load is not remembered: the next request tries the database again.
      entry.catch(() => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      });
    }
    return entry;
  }

  /** Forgets every listing; `broadcast` (default) also tells the other replicas through `onInvalidate`. */
  invalidate(broadcast = true): void {
    this.entries.clear();
    if (broadcast) for (const listener of this.listeners) listener();
  }

  /** Registers a listener of local invalidations (the replica bus publishes them); returns its remover. */
  onInvalidate(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private async load(section?: Section): Promise<CatalogueEntry> {
    this.loads += 1;
    const rows = await listBooks(this.db, section);
    const guestJson = JSON.stringify(await withAccess(this.db, rows, null));
    const etag = `"${createHash('sha1').update(guestJson).digest('base64url')}"`;
    return { rows, guestJson, etag };
  }
}
