import type { AccountFlag, FlagKind } from '@exam/shared-contracts/reading';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountFlags, users } from '../../db/schema';

/** How often one process writes the same account's flag of one kind (ms). */
const FLAG_EVERY_MS = 60_000;
const recent = new Map<string, number>();

/** Today's India date (`YYYY-MM-DD`, fixed +05:30 like the dashboard's days). */
const istDay = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

/**
 * Flags `userId` for the admin (dashboard "Flagged accounts"): one row per account, kind and IST day, whose
 * `hits` count the events and `evidence` keeps the latest details (the budget and wait, the chained queries,
 * the addresses), at most once a minute per account and kind on each replica. Never throws: a flag that
 * cannot be written is not worth failing the student's request.
 */
export async function flagAccount(
  db: Db,
  userId: string,
  kind: FlagKind,
  evidence: Record<string, unknown>,
): Promise<void> {
  // A scraper meets a budget hundreds of times a minute: one write a minute per account and kind is enough.
  const key = `${userId}|${kind}`;
  const last = recent.get(key);
  if (last !== undefined && Date.now() - last < FLAG_EVERY_MS) return;
  recent.set(key, Date.now());
  if (recent.size > 10_000) recent.clear();
  await db
    .insert(accountFlags)
    .values({ userId, kind, day: istDay(), evidence })
    .onConflictDoUpdate({
      target: [accountFlags.userId, accountFlags.kind, accountFlags.day],
      set: { hits: sql`${accountFlags.hits} + 1`, evidence, lastAt: sql`now()` },
    })
    .catch(() => undefined);
}

/** The flagged accounts, most recent first (at most `limit`). */
export async function listFlags(db: Db, limit = 100): Promise<AccountFlag[]> {
  const rows = await db
    .select({ flag: accountFlags, user: { id: users.id, name: users.name, email: users.email } })
    .from(accountFlags)
    .innerJoin(users, eq(users.id, accountFlags.userId))
    .orderBy(desc(accountFlags.lastAt))
    .limit(limit);
  return rows.map(({ flag, user }) => ({
    id: flag.id,
    user,
    kind: flag.kind as FlagKind,
    day: String(flag.day),
    hits: flag.hits,
    evidence: flag.evidence as Record<string, unknown>,
    firstAt: flag.firstAt.toISOString(),
    lastAt: flag.lastAt.toISOString(),
  }));
}
