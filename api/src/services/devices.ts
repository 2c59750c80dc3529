import { createHash, randomBytes } from 'node:crypto';
import type { Device } from '@exam/shared-contracts/http';
import Bowser from 'bowser';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { devices, type DeviceRow, type UserRow } from '../db/schema';

/** The httpOnly cookie holding this browser's device secret (only its SHA-256 is stored). */
export const DEVICE_COOKIE = 'exam_device';
/** A device secret as sent: 32 random bytes in base64url (43 characters); anything else is ignored. */
const SECRET_RE = /^[A-Za-z0-9_-]{43}$/;
/** The cookie lives 400 days (the most browsers keep one), renewed at every sign-in. */
const COOKIE_MAX_AGE_S = 400 * 86_400;

/** SHA-256 (base64url) of a device secret: what rows and tokens are bound to. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}

/** The hash of the device secret the request carries, or null when it has none (or a malformed one). */
export function requestDeviceHash(req: FastifyRequest): string | null {
  const secret = req.cookies?.[DEVICE_COOKIE];
  return secret && SECRET_RE.test(secret) ? hashSecret(secret) : null;
}

/**
 * The request's device secret hash, giving the browser a new secret (Set-Cookie, httpOnly, SameSite=Strict,
 * path /api, Secure over https) when it has none: called at sign-in, where a device is registered.
 */
export function ensureDeviceCookie(req: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const known = req.cookies?.[DEVICE_COOKIE];
  const secret = known && SECRET_RE.test(known) ? known : randomBytes(32).toString('base64url');
  reply.setCookie(DEVICE_COOKIE, secret, {
    path: '/api',
    httpOnly: true,
    sameSite: 'strict',
    secure,
    maxAge: COOKIE_MAX_AGE_S,
  });
  return hashSecret(secret);
}

/** What a User-Agent says a device is (bowser): `mobile`/`tablet`/`desktop` and `Chrome 131 on Android`. */
export function describeDevice(userAgent: string | undefined): { kind: Device['kind']; browser: string } {
  if (!userAgent) return { kind: 'desktop', browser: 'Unknown browser' };
  const ua = Bowser.getParser(userAgent);
  const type = ua.getPlatformType(true);
  const kind = type === 'mobile' || type === 'tablet' ? type : 'desktop';
  const name = ua.getBrowserName() || 'Unknown browser';
  const version = ua.getBrowserVersion()?.split('.')[0];
  const os = ua.getOSName();
  return { kind, browser: `${name}${version ? ` ${version}` : ''}${os ? ` on ${os}` : ''}`.slice(0, 120) };
}

/** The API shape of a device. */
export function toDeviceDto(row: DeviceRow): Device {
  return {
    id: row.id,
    kind: row.kind as Device['kind'],
    browser: row.browser,
    lastIp: row.lastIp,
    lastSeenAt: row.lastSeenAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The devices `userId` is signed in on (not revoked), oldest first. */
export function activeDevices(db: Db, userId: string): Promise<DeviceRow[]> {
  return db
    .select()
    .from(devices)
    .where(and(eq(devices.userId, userId), isNull(devices.revokedAt)))
    .orderBy(asc(devices.createdAt), asc(devices.id));
}

/** A device row by id (revoked ones included), or undefined. */
export async function findDevice(db: Db, id: string): Promise<DeviceRow | undefined> {
  const [row] = await db.select().from(devices).where(eq(devices.id, id));
  return row;
}

/** What a sign-in on a device came to: the device, or the limit with the devices signed in. */
export type DeviceSignIn = { ok: true; device: DeviceRow } | { ok: false; devices: DeviceRow[] };

/**
 * Registers (or recognises) the device of a sign-in (ARCHITECTURE "Per-user budgets"): the browser's secret
 * hash `secretHash` is looked up among `user`'s devices; a known one gets its last IP and time; a new one
 * is added while the student has fewer than `limit` devices. Past the limit the sign-in is refused with the
 * devices signed in (the student may replace one). Admins are never limited. Two sign-ins racing for the
 * last place are serialised on the user's row.
 */
export async function signInDevice(
  db: Db,
  user: Pick<UserRow, 'id' | 'role'>,
  secretHash: string,
  seen: { userAgent?: string; ip: string },
  limit: number,
): Promise<DeviceSignIn> {
  return db.transaction(async (t) => {
    await t.execute(sql`select id from users where id = ${user.id} for update`);
    const mine = await activeDevices(t, user.id);
    const known = mine.find((d) => d.secretHash === secretHash);
    if (known) {
      const [row] = await t
        .update(devices)
        .set({ lastIp: seen.ip, lastSeenAt: new Date() })
        .where(eq(devices.id, known.id))
        .returning();
      return { ok: true, device: row };
    }
    if (user.role !== 'admin' && mine.length >= limit) return { ok: false, devices: mine };
    const [row] = await t
      .insert(devices)
      .values({ userId: user.id, secretHash, ...describeDevice(seen.userAgent), lastIp: seen.ip })
      .returning();
    return { ok: true, device: row };
  });
}

/**
 * Signs devices of `userId` out for good (admin reset: all of them, or one `deviceId`): their sign-in
 * tokens are refused from the next request and their reading sessions stop. Returns how many.
 */
export async function revokeDevices(db: Db, userId: string, deviceId?: string): Promise<number> {
  const rows = await db
    .update(devices)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(devices.userId, userId),
        isNull(devices.revokedAt),
        deviceId ? eq(devices.id, deviceId) : undefined,
      ),
    )
    .returning({ id: devices.id });
  return rows.length;
}

/** True when device `id` of `userId` is still signed in (not revoked). */
export async function deviceActive(db: Db, userId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: devices.id })
    .from(devices)
    .where(and(eq(devices.id, id), eq(devices.userId, userId), isNull(devices.revokedAt)));
  return !!row;
}
