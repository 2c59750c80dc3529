import type { PaymentState } from '@exam/shared-contracts/purchases';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments, users, type UserRow } from '../../db/schema';
import { bestStatusByBook } from '../catalogue';
import { isUuid } from '../../platform/http-error';
import { LoadCache } from '../../platform/cache/load-cache';

/**
 * What the catalogue listing needs of a signed-in caller: the fields that decide whether
 * their token is still good (api/README.md "Security") and their best payment status per
 * book id (docs/domains/catalogue.md "Book access"; every book they ever paid for, listed or not).
 */
export interface Viewer extends Pick<UserRow, 'id' | 'role' | 'isActive' | 'tokenVersion'> {
  statuses: ReadonlyMap<string, PaymentState>;
  /** `statuses` as one string (`<bookId>=<status>` sorted, `;`-joined; '' for none): equal strings, equal maps. */
  signature: string;
}

/** Most viewers kept in memory (a few hundred bytes each); the oldest-loaded are dropped beyond it. */
export const VIEWER_CACHE_MAX = 10_000;
/**
 * A kept viewer is read again after this many ms even without an invalidation: the bound on staleness if
 * a replica's invalidation never reached the others (its Redis publish failed). Invalidations are the
 * rule; this is only the backstop.
 */
export const VIEWER_CACHE_TTL_MS = 5_000;

/**
 * One user's {@link Viewer} in one indexed statement: the user row by primary key, left-joined with their
 * payments through `payments_user_book_idx` (user_id first). Undefined for an unknown user.
 */
export async function loadViewer(db: Db, userId: string): Promise<Viewer | undefined> {
  const rows = await db
    .select({
      id: users.id,
      role: users.role,
      isActive: users.isActive,
      tokenVersion: users.tokenVersion,
      bookId: payments.bookId,
      status: payments.status,
    })
    .from(users)
    .leftJoin(payments, eq(payments.userId, users.id))
    .where(eq(users.id, userId));
  if (rows.length === 0) return undefined;
  const { id, role, isActive, tokenVersion } = rows[0];
  const paid = rows.flatMap((r) => (r.bookId && r.status ? [{ bookId: r.bookId, status: r.status }] : []));
  const statuses = bestStatusByBook(paid);
  const signature = [...statuses]
    .map(([bookId, status]) => `${bookId}=${status}`)
    .sort()
    .join(';');
  return { id, role, isActive, tokenVersion, statuses, signature };
}

/**
 * Signed-in callers of the catalogue listing, kept in memory by user id (the student's
 * listing without a database round trip). Every write that changes a kept field (token_version, is_active,
 * role) or a user's payments calls {@link ViewerCache.invalidate} with that user's id after it commits
 * (undefined: every user, for writes over many users); with several replicas the invalidation is
 * broadcast through Redis (platform/cache/cache-bus), and while this replica could miss one (`trusted()`
 * false, set by platform/redis/redis-plugin: its subscriber is down) nothing is kept. Unknown users are not kept.
 */
export class ViewerCache extends LoadCache<Viewer | undefined> {
  constructor(db: Db, ttlMs = VIEWER_CACHE_TTL_MS) {
    super({
      load: (userId) => loadViewer(db, userId),
      maxEntries: VIEWER_CACHE_MAX,
      ttlMs,
      uncacheable: (viewer) => viewer === undefined,
    });
  }

  /**
   * Runs `write` (one that changes users' token fields, status or role, or payments), then forgets the
   * viewers it may have changed, here and on every replica: `whose` (a user id, or a function of the
   * result giving one; undefined: every user). When `write` fails, it may still have committed: `whose`
   * when it is an id, else every user, is forgotten before the error goes on.
   */
  async afterWrite<T>(
    write: () => Promise<T>,
    whose: string | ((result: T) => string | undefined),
  ): Promise<T> {
    let result: T;
    try {
      result = await write();
    } catch (err) {
      this.invalidate(typeof whose === 'string' ? whose : undefined);
      throw err;
    }
    this.invalidate(typeof whose === 'string' ? whose : whose(result));
    return result;
  }

  /** The viewer of `userId`; undefined for an unknown user or an id that is not a UUID (never loaded). */
  get(userId: string): Promise<Viewer | undefined> {
    return isUuid(userId) ? this.read(userId) : Promise.resolve(undefined);
  }
}
