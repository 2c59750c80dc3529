import { DEFAULT_READER_LIMITS, ReaderLimits } from '@exam/shared-contracts/reading';
import { Value } from '@sinclair/typebox/value';
import type { Redis } from 'ioredis';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Db } from '../../db/client';
import { spend, windowLimiter, type Spent, type Window } from '../../platform/limiters';
import { readSetting, saveSettingAudited } from '../operations';

/** The setting holding {@link ReaderLimits} (the admin's Limits card). */
export const READER_LIMITS_KEY = 'reader.limits';

/** How long a replica trusts the limits it read (ms): an admin's change is in force everywhere within it. */
const LIMITS_TTL_MS = 5000;

/**
 * The stored limits (`reader.limits`), each field defaulting to {@link DEFAULT_READER_LIMITS} when unset or
 * out of range. Read at most every 5 s per replica.
 */
export class ReaderLimitsStore {
  private cached: { at: number; value: ReaderLimits } | undefined;

  constructor(private readonly db: Db) {}

  async get(): Promise<ReaderLimits> {
    if (this.cached && Date.now() - this.cached.at < LIMITS_TTL_MS) return this.cached.value;
    const stored = (await readSetting<Partial<ReaderLimits>>(this.db, READER_LIMITS_KEY)) ?? {};
    const merged = { ...DEFAULT_READER_LIMITS, ...stored };
    const value = Value.Check(ReaderLimits, merged) ? merged : DEFAULT_READER_LIMITS;
    this.cached = { at: Date.now(), value };
    return value;
  }

  /** Saves new limits with their audit record (admin), in force on this replica at once. */
  async set(value: ReaderLimits, actorId: string): Promise<ReaderLimits> {
    const before = await this.get();
    await saveSettingAudited(this.db, READER_LIMITS_KEY, {
      action: 'reader-limits.update',
      actorId,
      before,
      after: value,
    });
    this.cached = { at: Date.now(), value };
    return value;
  }
}

type Budget = 'pages' | 'searches';

/**
 * The per-account budgets of the reader (rate-limiter-flexible counters, in Redis when the replicas share
 * one): new pages per minute and per hour, searches per minute and per day, from the stored limits. A
 * changed limit starts fresh counters (the limiter's key names its window). Off with RATE_LIMIT=off.
 */
export class ReaderBudgets {
  private readonly limiters = new Map<string, { limiter: RateLimiterAbstract; window: Window }>();

  constructor(
    private readonly limits: ReaderLimitsStore,
    private readonly redis: Redis | null | undefined,
    readonly enabled: boolean,
  ) {}

  private limiter(name: string, window: Window) {
    const key = `${name}:${window.points}/${window.seconds}`;
    let entry = this.limiters.get(key);
    if (!entry) {
      entry = { limiter: windowLimiter(this.redis, name, window), window };
      this.limiters.set(key, entry);
    }
    return entry;
  }

  /**
   * Spends one of `userId`'s new pages or searches; refused with the longest wait when a window is full.
   * Always allowed when budgets are off.
   */
  async spend(budget: Budget, userId: string): Promise<Spent> {
    if (!this.enabled) return { ok: true };
    const l = await this.limits.get();
    const windows: [string, Window][] =
      budget === 'pages'
        ? [
            ['pages-minute', { points: l.pagesPerMinute, seconds: 60 }],
            ['pages-hour', { points: l.pagesPerHour, seconds: 3600 }],
          ]
        : [
            ['searches-minute', { points: l.searchesPerMinute, seconds: 60 }],
            ['searches-day', { points: l.searchesPerDay, seconds: 86_400 }],
          ];
    return spend(
      windows.map(([name, w]) => this.limiter(name, w)),
      userId,
    );
  }
}
