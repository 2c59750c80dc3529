import type { RankFlag } from '@exam/shared-contracts/exams';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { TestRow } from '../../../db/schema';
import { getPaymentConfig } from '../../operations';

/**
 * Attempts that look made to move ranks (docs/domains/exams.md "Ranks under review"), seen from the test's
 * submitted first attempts as they stand when asked. A flag only tells the admin: it never excludes, so
 * an honest candidate caught by one keeps their rank until the admin decides.
 */

/** The burst rule: at least this many low attempts… */
export const BURST_MIN_ATTEMPTS = 5;
/** …submitted within this window (ms)… */
export const BURST_WINDOW_MS = 15 * 60_000;
/** …each scoring at most 0 or answering under this share of the questions. */
export const BURST_ANSWERED_SHARE = 0.1;
/** One browser (device cookie) taking the test's ranked attempts for this many accounts. */
export const SHARED_DEVICE_ACCOUNTS = 3;
/**
 * This many accounts whose devices signed in from one address: higher than the device rule's, as a school
 * or a coaching centre's students share one address honestly.
 */
export const SHARED_ADDRESS_ACCOUNTS = 5;
/**
 * This many accounts whose purchases of the test were paid from one UPI ID: a parent paying for two
 * children is honest, a third account is not a family's.
 */
export const SHARED_PAYER_ACCOUNTS = 3;

/**
 * A UPI ID as banks print it in a credit's narration (`name@bank`). No hyphen in the name: narrations use
 * it between fields (`UPI-RAHUL KUMAR-rahul@oksbi-…`), and UPI IDs rarely hold one.
 */
const UPI_ID_IN_TEXT = /[a-z0-9][a-z0-9._]{1,255}@[a-z][a-z0-9]{1,63}/gi;

/**
 * The payer's UPI ID in a bank statement line's narration: the first UPI ID other than the store's own
 * (`payee`, the one students pay to), lower-cased; null when the narration names none.
 */
export function payerIn(narration: string | null, payee: string): string | null {
  const own = payee.toLowerCase();
  const ids = (narration ?? '').match(UPI_ID_IN_TEXT) ?? [];
  return ids.map((id) => id.toLowerCase()).find((id) => id !== own) ?? null;
}

/** A UPI ID as the admin's reason shows it: the first two letters of the name, then the bank (`ra***@oksbi`). */
function masked(upiId: string): string {
  const [name, bank] = upiId.split('@');
  return `${name.slice(0, 2)}***@${bank}`;
}

/** What the rules read of one ranked, submitted attempt. */
export interface RankedAttemptFacts {
  id: string;
  userId: string;
  score: number;
  /** Submission time (ms since the epoch). */
  submittedAt: number;
  /** Questions answered (an answer held, not only visited). */
  answered: number;
  /** The hash of the device cookie of the browser that took it (null: taken before devices). */
  deviceHash: string | null;
  /** The address that device last signed in from. */
  address: string | null;
  /**
   * The UPI ID that paid for the account's purchase of the test's series ({@link payerIn} of the imported
   * bank statement line carrying its UTR); null when no imported statement has that payment.
   */
  payer: string | null;
  decision: 'excluded' | 'kept' | null;
  active: boolean;
}

/**
 * The facts of every submitted first attempt of `testId` (one query; answered counts by attempt), with the
 * store's UPI ID `payee` left out of the payers.
 */
export async function rankedFacts(db: Db, testId: string, payee = ''): Promise<RankedAttemptFacts[]> {
  const result = await db.execute<Record<string, unknown>>(sql`
    select a.id, a.user_id, coalesce(a.score, 0) as score, a.submitted_at, a.rank_decision, u.is_active,
           (select count(*) from attempt_answers x where x.attempt_id = a.id and x.answer is not null)
             as answered,
           d.secret_hash, d.last_ip,
           (select l.narration from payments p join statement_lines l on l.reference = p.utr
             where p.user_id = a.user_id and p.book_id = t.book_id and p.status = 'approved'
             order by p.submitted_at desc limit 1) as narration
      from test_attempts a
      join tests t on t.id = a.test_id
      join users u on u.id = a.user_id
      left join devices d on d.id = a.device_id
     where a.test_id = ${testId} and a.ranked and a.status = 'submitted'`);
  return result.rows.map((r) => ({
    id: String(r.id),
    userId: String(r.user_id),
    score: Number(r.score),
    submittedAt: new Date(r.submitted_at as string | Date).getTime(),
    answered: Number(r.answered),
    deviceHash: (r.secret_hash as string | null) ?? null,
    address: (r.last_ip as string | null) ?? null,
    payer: payerIn((r.narration as string | null) ?? null, payee),
    decision: (r.rank_decision as RankedAttemptFacts['decision']) ?? null,
    active: Boolean(r.is_active),
  }));
}

/** Adds `flag` to attempt `id` in `flags` unless it already has one of that kind. */
function add(flags: Map<string, RankFlag[]>, id: string, flag: RankFlag) {
  const held = flags.get(id) ?? [];
  if (!held.some((f) => f.kind === flag.kind)) held.push(flag);
  flags.set(id, held);
}

/**
 * The burst rule: low attempts (score ≤ 0 or fewer than {@link BURST_ANSWERED_SHARE} of `questionCount`
 * answered) by submission time; every window of {@link BURST_WINDOW_MS} holding at least
 * {@link BURST_MIN_ATTEMPTS} of them flags each of them, naming the largest such window it is in.
 */
function burstFlags(facts: RankedAttemptFacts[], questionCount: number, flags: Map<string, RankFlag[]>) {
  const low = facts
    .filter((f) => f.score <= 0 || f.answered < BURST_ANSWERED_SHARE * questionCount)
    .sort((a, b) => a.submittedAt - b.submittedAt);
  const largest = new Map<string, number>();
  let end = 0;
  for (let start = 0; start < low.length; start += 1) {
    end = Math.max(end, start);
    while (end + 1 < low.length && low[end + 1].submittedAt - low[start].submittedAt <= BURST_WINDOW_MS)
      end += 1;
    const size = end - start + 1;
    if (size < BURST_MIN_ATTEMPTS) continue;
    for (let k = start; k <= end; k += 1) largest.set(low[k].id, Math.max(largest.get(low[k].id) ?? 0, size));
  }
  for (const [id, size] of largest)
    add(flags, id, {
      kind: 'burst',
      reason: `${size} attempts scoring 0 or less or answering under 10% of the questions were submitted within 15 minutes`,
    });
}

/** Flags the attempts of every group of `key` holding at least `min` accounts, with `flag(n, key)`. */
function sharedFlags(
  facts: RankedAttemptFacts[],
  key: (f: RankedAttemptFacts) => string | null,
  min: number,
  flag: (accounts: number, key: string) => RankFlag,
  flags: Map<string, RankFlag[]>,
) {
  const groups = new Map<string, RankedAttemptFacts[]>();
  for (const f of facts) {
    const k = key(f);
    if (k !== null) groups.set(k, [...(groups.get(k) ?? []), f]);
  }
  for (const [k, group] of groups) {
    const accounts = new Set(group.map((f) => f.userId)).size;
    if (accounts >= min) for (const f of group) add(flags, f.id, flag(accounts, k));
  }
}

/** The flags of each attempt of `facts` (attempts with none are absent), by the four rules. */
export function flagsOf(facts: RankedAttemptFacts[], questionCount: number): Map<string, RankFlag[]> {
  const flags = new Map<string, RankFlag[]>();
  burstFlags(facts, questionCount, flags);
  sharedFlags(
    facts,
    (f) => f.deviceHash,
    SHARED_DEVICE_ACCOUNTS,
    (n) => ({ kind: 'shared-device', reason: `One browser took this test for ${n} accounts` }),
    flags,
  );
  sharedFlags(
    facts,
    (f) => f.address,
    SHARED_ADDRESS_ACCOUNTS,
    (n) => ({ kind: 'shared-address', reason: `${n} accounts taking this test signed in from one address` }),
    flags,
  );
  sharedFlags(
    facts,
    (f) => f.payer,
    SHARED_PAYER_ACCOUNTS,
    (n, upiId) => ({
      kind: 'shared-payer',
      reason: `${n} accounts taking this test were paid for from one UPI ID (${masked(upiId)})`,
    }),
    flags,
  );
  return flags;
}

/** The flags of every submitted first attempt of `test`: attempt id → flags (none: absent). */
export async function rankFlags(db: Db, test: TestRow): Promise<Map<string, RankFlag[]>> {
  return flagsOf(await rankedFacts(db, test.id, await payeeOf(db)), test.questions.length);
}

/** The store's UPI ID (students pay to it), never a payer. */
async function payeeOf(db: Db): Promise<string> {
  return (await getPaymentConfig(db)).upiId;
}

/**
 * How many attempts of `test` are under review: flagged, still counted in the ranks (active account, not
 * excluded) and not yet decided by the admin. The leaderboard says ranks may change while it is above 0.
 */
export async function underReviewCount(db: Db, test: TestRow): Promise<number> {
  const facts = await rankedFacts(db, test.id, await payeeOf(db));
  const flags = flagsOf(facts, test.questions.length);
  return facts.filter((f) => flags.has(f.id) && f.active && f.decision === null).length;
}
