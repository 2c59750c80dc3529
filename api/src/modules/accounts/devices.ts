import { createHash, randomBytes } from 'node:crypto';
import { LIMIT_MESSAGES } from '@exam/shared-contracts/reading';
import { type Device } from '@exam/shared-contracts/accounts';
import Bowser from 'bowser';
import { and, asc, desc, eq, inArray, isNotNull, isNull, max, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { devices, readingSessions, type DeviceRow, type UserRow } from '../../db/schema';
import { HttpError } from '../../platform/http-error';

/** The httpOnly cookie holding this browser's device secret (only its SHA-256 is stored). */
export const DEVICE_COOKIE = 'exam_device';
/** A device secret as sent: 32 random bytes in base64url (43 characters); anything else is ignored. */
const SECRET_RE = /^[A-Za-z0-9_-]{43}$/;
/** The cookie lives 400 days (the most browsers keep one), renewed at every sign-in. */
const COOKIE_MAX_AGE_S = 400 * 86_400;

/**
 * What device rows are known by (base64url SHA-256): the cookie's secret together with the thumbprint of
 * the device key that signed the request's proof (modules/accounts/device-proof.ts), so a copied cookie
 * is no device without the key it was issued with, which the browser cannot hand over.
 */
export function deviceHash(secret: string, keyThumbprint: string): string {
  return createHash('sha256').update(`${secret}.${keyThumbprint}`).digest('base64url');
}

/** The hash rows had before device keys: the cookie's secret alone (recognised once, at sign-in). */
export function legacyDeviceHash(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}

/** The request's device cookie secret, or null without a well-formed one. */
function cookieSecret(req: FastifyRequest): string | null {
  const secret = req.cookies?.[DEVICE_COOKIE];
  return secret && SECRET_RE.test(secret) ? secret : null;
}

/** The {@link legacyDeviceHash} of the request's device cookie (no key), or null without a well-formed one. */
export function requestCookieHash(req: FastifyRequest): string | null {
  const secret = cookieSecret(req);
  return secret ? legacyDeviceHash(secret) : null;
}

/**
 * The device the request comes from, as {@link deviceHash}: null without a well-formed device cookie or
 * without a valid device proof (`req.deviceKey`).
 */
export function requestDeviceHash(req: FastifyRequest): string | null {
  const secret = cookieSecret(req);
  return secret && req.deviceKey ? deviceHash(secret, req.deviceKey) : null;
}

/** The two hashes a sign-in recognises its device by: {@link deviceHash} and the one rows had before keys. */
export interface SignInDeviceHashes {
  hash: string;
  legacy: string;
}

/**
 * The hashes of the device signing in, giving the browser a new secret (Set-Cookie, httpOnly,
 * SameSite=Strict, path /api, Secure over https) when it has none: called at sign-in, where a device is
 * registered. Throws 400 `LIMIT_MESSAGES.deviceKeyMissing` when the request has no valid device proof.
 */
export function ensureDeviceCookie(
  req: FastifyRequest,
  reply: FastifyReply,
  secure: boolean,
): SignInDeviceHashes {
  if (!req.deviceKey) throw new HttpError(400, LIMIT_MESSAGES.deviceKeyMissing);
  const secret = cookieSecret(req) ?? randomBytes(32).toString('base64url');
  reply.setCookie(DEVICE_COOKIE, secret, {
    path: '/api',
    httpOnly: true,
    sameSite: 'strict',
    secure,
    maxAge: COOKIE_MAX_AGE_S,
  });
  return { hash: deviceHash(secret, req.deviceKey), legacy: legacyDeviceHash(secret) };
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

/** How many of a device's last addresses the admin sees. */
const PLACES_SHOWN = 3;

/**
 * The last {@link PLACES_SHOWN} addresses each of `userId`'s `deviceIds` opened a book or a test from (its
 * reading sessions; a test's attempt opens one), newest first, with the last time from each: by device id.
 */
export async function devicePlaces(
  db: Db,
  userId: string,
  deviceIds: string[],
): Promise<Map<string, { ip: string; at: string }[]>> {
  const out = new Map<string, { ip: string; at: string }[]>();
  if (deviceIds.length === 0) return out;
  const rows = await db
    .select({
      deviceId: readingSessions.deviceId,
      ip: readingSessions.ip,
      at: max(readingSessions.createdAt),
    })
    .from(readingSessions)
    .where(
      and(
        eq(readingSessions.userId, userId),
        inArray(readingSessions.deviceId, deviceIds),
        isNotNull(readingSessions.ip),
      ),
    )
    .groupBy(readingSessions.deviceId, readingSessions.ip)
    .orderBy(desc(max(readingSessions.createdAt)));
  for (const row of rows) {
    const list = out.get(row.deviceId!) ?? [];
    if (list.length < PLACES_SHOWN && row.ip && row.at) list.push({ ip: row.ip, at: row.at.toISOString() });
    out.set(row.deviceId!, list);
  }
  return out;
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
 * Registers (or recognises) the device of a sign-in (docs/domains/reading.md "Per-user budgets"): the
 * browser's hashes are looked up among `user`'s devices; a known one gets its last IP and time (and a row
 * from before device keys, known by `legacy`, takes the new `hash`); a new one
 * is added while the student has fewer than `limit` devices. Past the limit the sign-in is refused with the
 * devices signed in (the student may replace one). Admins are never limited. Two sign-ins racing for the
 * last place are serialised on the user's row.
 */
export async function signInDevice(
  db: Db,
  user: Pick<UserRow, 'id' | 'role'>,
  hashes: SignInDeviceHashes,
  seen: { userAgent?: string; ip: string },
  limit: number,
): Promise<DeviceSignIn> {
  return db.transaction(async (t) => {
    await t.execute(sql`select id from users where id = ${user.id} for update`);
    const mine = await activeDevices(t, user.id);
    const secretHash = hashes.hash;
    const known =
      mine.find((d) => d.secretHash === secretHash) ?? mine.find((d) => d.secretHash === hashes.legacy);
    if (known) {
      const [row] = await t
        .update(devices)
        .set({ secretHash, lastIp: seen.ip, lastSeenAt: new Date() })
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
