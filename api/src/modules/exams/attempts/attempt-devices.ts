import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { ATTEMPT_DEVICE_MESSAGES } from '@exam/shared-contracts/exams';
import type { Db } from '../../../db/client';
import { devices } from '../../../db/schema';
import { HttpError } from '../../../platform/http-error';

/** How long a replica trusts the device it read for an attempt (ms): a move elsewhere shows within it. */
const TTL_MS = 2000;

/**
 * What a replica keeps of an attempt: its owner, its device's cookie hash, whether that device is still
 * signed in (a device of the owner with that hash is not revoked), whether the attempt is open, and when read.
 */
interface Held {
  userId: string;
  hash: string | null;
  signedIn: boolean;
  open: boolean;
  at: number;
}

/** A device check carried by a write's own statement; see {@link AttemptDevices.gate}. */
export interface DeviceGate {
  /** SQL condition on the statement's attempt row, aliased `a`: true when this device may write it. */
  where: SQL;
  /**
   * Throws (a fresh read) 409 `openedElsewhere` when the attempt is taken on another device, 403
   * `signedOut` when its device was signed out (reset by the admin, or replaced).
   */
  confirm(): Promise<void>;
}

/**
 * SQL: true when attempt `a` (test_attempts) may be written from the device whose cookie hash is `hash`:
 * it names no device (an attempt started before devices), or that device is this one and is signed in. A
 * device signed out (by the admin, or replaced) writes nothing more; the same browser signing in again is a
 * new device row with the same hash, which the attempt accepts again.
 */
export function takenOn(hash: string | null): SQL {
  return sql`not exists (select 1 from devices d
    where d.id = a.device_id
      and (d.secret_hash is distinct from ${hash}
           or not exists (select 1 from devices n
                           where n.user_id = d.user_id and n.secret_hash = d.secret_hash
                             and n.revoked_at is null)))`;
}

/**
 * One device at a time for an attempt (docs/domains/exams.md "One device at a time"): the attempt names the
 * device it is taken on (`test_attempts.device_id`). A start (or a resume) from one
 * of the candidate's devices moves the attempt there; every taking request (state, saves, moves, integrity,
 * submit, question images) must come from that device, else 409 `ATTEMPT_DEVICE_MESSAGES.openedElsewhere`
 * (contracts), which the old device's screen recognises and shows. A device signed out (the admin's reset,
 * a replacement) may read its attempt but not write it (saves, moves, integrity, submit: 403
 * `ATTEMPT_DEVICE_MESSAGES.signedOut`); the clock runs on, and signing in again on it resumes the attempt.
 * Another student's attempt passes these checks untouched, so the service answers it as a missing one
 * (404). The device of an attempt is kept 2 s per replica, so the saves that arrive every few seconds cost
 * no extra query most of the time. A closed attempt is taken on no device: the result can be read on any
 * of the candidate's devices.
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

  /**
   * Moves `attemptId` (of `userId`) to device `deviceId` (cookie hash `hash`): the one its taking requests
   * must come from.
   */
  async claim(attemptId: string, userId: string, deviceId: string, hash: string): Promise<void> {
    await this.db.execute(sql`update test_attempts set device_id = ${deviceId} where id = ${attemptId}`);
    this.cache.set(attemptId, { userId, hash, signedIn: true, open: true, at: Date.now() });
  }

  /**
   * 409 unless the request of `userId` (cookie hash `hash`) comes from the device `attemptId` is taken on,
   * or the attempt is closed (its state is the result; a save gets the service's own "submitted" refusal).
   * A `write` (integrity, submit) is also refused 403 from a signed-out device, and is always decided on a
   * fresh read (a sign-out must stop it at once).
   */
  async check(attemptId: string, hash: string | null, userId: string, write = false): Promise<void> {
    const held = this.cache.get(attemptId);
    if (!write && held && Date.now() - held.at <= TTL_MS && this.allows(held, hash, userId, false)) return;
    // A refusal is always decided on a fresh read: this replica's copy may be up to 2 s old (the attempt
    // came back here through another replica, or was closed), and a wrong refusal stops a screen.
    this.refuseUnlessAllowed(await this.read(attemptId), hash, userId, write);
  }

  /**
   * The gate of a write that checks the device inside its own statement (saves and moves: one query each,
   * however long ago this replica last read the attempt): `where` goes into the statement's condition on
   * the attempt; when the statement wrote nothing, `confirm` reads the device afresh and throws the 409 if
   * that was why, before any other refusal is chosen.
   */
  gate(attemptId: string, hash: string | null, userId: string): DeviceGate {
    return {
      where: takenOn(hash),
      confirm: async () => this.refuseUnlessAllowed(await this.read(attemptId), hash, userId, true),
    };
  }

  /** 409 `openedElsewhere`, or (a write) 403 `signedOut`, unless {@link allows}. */
  private refuseUnlessAllowed(held: Held | null, hash: string | null, userId: string, write: boolean): void {
    if (this.allows(held, hash, userId, write)) return;
    if (held?.hash === hash) throw new HttpError(403, ATTEMPT_DEVICE_MESSAGES.signedOut);
    throw new HttpError(409, ATTEMPT_DEVICE_MESSAGES.openedElsewhere);
  }

  private allows(held: Held | null, hash: string | null, userId: string, write: boolean): boolean {
    // An unknown attempt, or another student's, is the service's 404 to give (the same answer for both);
    // an attempt started before devices is unbound; a closed one is taken on no device.
    if (!held || held.userId !== userId || held.hash === null || !held.open) return true;
    return held.hash === hash && (held.signedIn || !write);
  }

  /** The device and state of `attemptId` from the database, kept for {@link TTL_MS}. */
  private async read(attemptId: string): Promise<Held | null> {
    type Row = { userId: string; hash: string | null; status: string; signedIn: boolean };
    const result = await this.db
      .execute<Row>(sql`select a.user_id as "userId", d.secret_hash as hash, a.status,
        exists (select 1 from devices n where n.user_id = d.user_id and n.secret_hash = d.secret_hash
                   and n.revoked_at is null) as "signedIn"
      from test_attempts a
      left join devices d on d.id = a.device_id
      where a.id = ${attemptId}`);
    const [row] = result.rows;
    if (!row) return null;
    const held = { ...row, open: row.status === 'open', at: Date.now() };
    this.cache.set(attemptId, held);
    return held;
  }
}
