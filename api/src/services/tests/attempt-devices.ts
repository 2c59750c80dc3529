import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { ATTEMPT_DEVICE_MESSAGES } from '@exam/shared-contracts/http';
import type { Db } from '../../db/client';
import { devices } from '../../db/schema';
import { HttpError } from '../http-error';

/** How long a replica trusts the device it read for an attempt (ms): a move elsewhere shows within it. */
const TTL_MS = 2000;

/** What a replica keeps of an attempt: its device's cookie hash, whether it is open, and when read. */
interface Held {
  hash: string | null;
  open: boolean;
  at: number;
}

/** A device check carried by a write's own statement; see {@link AttemptDevices.gate}. */
export interface DeviceGate {
  /** SQL condition on the statement's attempt row, aliased `a`: true when this device may write it. */
  where: SQL;
  /** Throws 409 `openedElsewhere` when the attempt is taken on another device (a fresh read). */
  confirm(): Promise<void>;
}

/**
 * SQL: true when attempt `a` (test_attempts) may be written from the device whose cookie hash is `hash`:
 * its reading session names no device (an attempt started before devices), or that device is this one.
 */
export function takenOn(hash: string | null): SQL {
  return sql`not exists (select 1 from reading_sessions s join devices d on d.id = s.device_id
    where s.id = a.reading_session_id and d.secret_hash is distinct from ${hash})`;
}

/**
 * One device at a time for an attempt (ARCHITECTURE "Per-user budgets", "Online tests"): the attempt's
 * reading session (its leak code) names the device it is taken on. A start (or a resume) from one of the
 * candidate's devices moves the attempt there; every taking request (state, saves, moves, integrity,
 * submit, question images) must come from that device, else 409 `ATTEMPT_DEVICE_MESSAGES.openedElsewhere`
 * (contracts), which the old device's screen recognises and shows. The device of an attempt is kept 2 s
 * per replica, so the saves that arrive every few seconds cost no extra query most of the time. A closed
 * attempt is taken on no device: the result can be read on any of the candidate's devices.
 */
export class AttemptDevices {
  // Bounded like the service's attempt cache: one entry per attempt taken through this replica.
  private readonly cache = new LRUCache<string, Held>({ max: 100_000 });

  constructor(private readonly db: Db) {}

  /**
   * The candidate's device whose cookie hash is `hash`, checked before a start: 401 when the browser is not
   * one of `userId`'s devices (a copied token, or no cookie).
   */
  async deviceOf(userId: string, hash: string | null): Promise<string> {
    const [device] = hash
      ? await this.db
          .select({ id: devices.id })
          .from(devices)
          .where(and(eq(devices.userId, userId), eq(devices.secretHash, hash), isNull(devices.revokedAt)))
      : [];
    if (!device) throw new HttpError(401, ATTEMPT_DEVICE_MESSAGES.signInHere);
    return device.id;
  }

  /** Moves `attemptId` to device `deviceId` (cookie hash `hash`): the one its taking requests must come from. */
  async claim(attemptId: string, deviceId: string, hash: string): Promise<void> {
    await this.db.execute(sql`update reading_sessions set device_id = ${deviceId}
      where id = (select reading_session_id from test_attempts where id = ${attemptId})`);
    this.cache.set(attemptId, { hash, open: true, at: Date.now() });
  }

  /**
   * 409 unless the request (cookie hash `hash`) comes from the device `attemptId` is taken on, or the
   * attempt is closed (its state is the result; a save gets the service's own "submitted" refusal).
   */
  async check(attemptId: string, hash: string | null): Promise<void> {
    const held = this.cache.get(attemptId);
    if (held && Date.now() - held.at <= TTL_MS && this.allows(held, hash)) return;
    // A refusal is always decided on a fresh read: this replica's copy may be up to 2 s old (the attempt
    // came back here through another replica, or was closed), and a wrong refusal stops a screen.
    this.refuseUnlessAllowed(await this.read(attemptId), hash);
  }

  /**
   * The gate of a write that checks the device inside its own statement (saves and moves: one query each,
   * however long ago this replica last read the attempt): `where` goes into the statement's condition on
   * the attempt; when the statement wrote nothing, `confirm` reads the device afresh and throws the 409 if
   * that was why, before any other refusal is chosen.
   */
  gate(attemptId: string, hash: string | null): DeviceGate {
    return {
      where: takenOn(hash),
      confirm: async () => this.refuseUnlessAllowed(await this.read(attemptId), hash),
    };
  }

  /** 409 `openedElsewhere` unless {@link allows}. */
  private refuseUnlessAllowed(held: Held | null, hash: string | null): void {
    if (!this.allows(held, hash)) throw new HttpError(409, ATTEMPT_DEVICE_MESSAGES.openedElsewhere);
  }

  private allows(held: Held | null, hash: string | null): boolean {
    // An unknown attempt is the service's 404 to give; an attempt started before devices is unbound.
    return !held || held.hash === null || held.hash === hash || !held.open;
  }

  /** The device and state of `attemptId` from the database, kept for {@link TTL_MS}. */
  private async read(attemptId: string): Promise<Held | null> {
    const result = await this.db.execute(sql`select d.secret_hash as hash, a.status from test_attempts a
      join reading_sessions s on s.id = a.reading_session_id
      left join devices d on d.id = s.device_id
      where a.id = ${attemptId}`);
    const [row] = (result as unknown as { rows: { hash: string | null; status: string }[] }).rows;
    if (!row) return null;
    const held = { hash: row.hash, open: row.status === 'open', at: Date.now() };
    this.cache.set(attemptId, held);
    return held;
  }
}
