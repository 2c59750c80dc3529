import { createHash, createHmac, randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { deviceReplacements, devices, type DeviceRow, type UserRow } from '../../db/schema';
import { activeDevices, describeDevice } from './devices';
import { HttpError, isUuid } from '../../platform/http-error';
import { paragraphs, type Mail } from '../../platform/mail/mailer';
import { findUserById } from './users';

/** How long a replace token and an e-mailed code work (ms). */
export const REPLACE_TTL_MS = 15 * 60_000;
/** One replacement per student in this many days. */
export const REPLACE_EVERY_DAYS = 30;
/** Wrong codes before a replacement must be asked for again. */
const MAX_ATTEMPTS = 5;

export const REPLACE_MESSAGES = {
  invalid: 'This request has expired. Please sign in again.',
  unknownDevice: 'That device is not signed in to your account',
  tooSoon: (at: Date) =>
    `A device was replaced less than ${REPLACE_EVERY_DAYS} days ago. The next replacement is possible on ${at.toISOString().slice(0, 10)}; until then, contact support.`,
  noMail: 'E-mail is not available right now: please contact support to reset your devices',
  sent: 'We have e-mailed a 6-digit code to the address of your account. It works for 15 minutes.',
  wrongCode: 'This code is not right or has expired',
} as const;

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');
const replaceKey = (secret: string) =>
  createHmac('sha256', secret).update('exam-store/device-replace/v1').digest('base64url');

interface ReplaceClaims {
  sub: string;
  /** The hash of the refused browser's device secret. */
  dh: string;
  scope: 'device-replace';
}

/**
 * A token (15 minutes) naming the student and the browser (its device secret hash) whose sign-in the
 * device limit refused; signed with a key derived from the app secret, so it is no sign-in token.
 */
export function replaceTokenFor(app: FastifyInstance, userId: string, secretHash: string): string {
  // `ver` only because the JWT plugin requires it of every token it verifies.
  return app.jwt.sign({ sub: userId, dh: secretHash, scope: 'device-replace', ver: 0 } as never, {
    key: replaceKey(app.config.jwtSecret),
    expiresIn: Math.floor(REPLACE_TTL_MS / 1000),
  });
}

function readReplaceToken(app: FastifyInstance, token: string, secretHash: string | null): ReplaceClaims {
  try {
    const claims = app.jwt.verify<ReplaceClaims>(token, { key: replaceKey(app.config.jwtSecret) });
    if (claims.scope !== 'device-replace' || claims.dh !== secretHash || !isUuid(claims.sub))
      throw new Error('not this browser');
    return claims;
  } catch {
    throw new HttpError(400, REPLACE_MESSAGES.invalid);
  }
}

/** When `userId` may replace a device next: null when now (no replacement in the last 30 days). */
export async function nextReplacementAt(db: Db, userId: string): Promise<Date | null> {
  const [last] = await db
    .select({ at: deviceReplacements.usedAt })
    .from(deviceReplacements)
    .where(and(eq(deviceReplacements.userId, userId), isNotNull(deviceReplacements.usedAt)))
    .orderBy(desc(deviceReplacements.usedAt))
    .limit(1);
  if (!last?.at) return null;
  const next = new Date(last.at.getTime() + REPLACE_EVERY_DAYS * 86_400_000);
  return next > new Date() ? next : null;
}

/** The device-code e-mail's words in each language a student can choose (docs/languages.md). */
const CODE_WORDS = {
  en: {
    kinds: { mobile: 'phone', tablet: 'tablet', desktop: 'computer' },
    subject: (code: string) => `Your Exam Store code: ${code}`,
    text: (name: string, code: string, device: string) =>
      `Hello ${name},\n\nYour code to sign in on a new device is ${code}. It works for 15 minutes.\n\nThe new device will take the place of ${device}, which will be signed out. You can replace a device once every ${REPLACE_EVERY_DAYS} days.\n\nIf you did not ask for this, change your password: someone knows it.`,
  },
  hi: {
    kinds: { mobile: 'फ़ोन', tablet: 'टैबलेट', desktop: 'कंप्यूटर' },
    subject: (code: string) => `आपका Exam Store कोड: ${code}`,
    text: (name: string, code: string, device: string) =>
      `नमस्ते ${name},\n\nनए डिवाइस पर लॉग इन करने के लिए आपका कोड ${code} है। यह 15 मिनट तक काम करेगा।\n\nनया डिवाइस ${device} की जगह लेगा, जिससे वह लॉग आउट हो जाएगा। आप ${REPLACE_EVERY_DAYS} दिनों में एक बार ही डिवाइस बदल सकते हैं।\n\nअगर आपने यह नहीं माँगा था, तो अपना पासवर्ड बदलें: किसी को वह पता है।`,
  },
} as const;

/** The code e-mail, in the student's language (their account's `lang`). */
function codeMail(user: UserRow, code: string, replaced: DeviceRow): Mail {
  const words = CODE_WORDS[user.lang];
  const text = words.text(
    user.name,
    code,
    `${replaced.browser} (${words.kinds[replaced.kind as keyof typeof words.kinds] ?? replaced.kind})`,
  );
  return {
    to: user.email!,
    subject: words.subject(code),
    text,
    html: paragraphs(text),
  };
}

/**
 * `POST /api/auth/devices/replace`: the browser refused by the device limit (`replaceToken`, bound to its
 * device cookie) chooses `deviceId` to replace; a 6-digit code is e-mailed to the account (15 minutes, 5
 * tries). 400 expired token or another browser, 404 a device not signed in, 409 within 30 days of the last
 * replacement, 503 without e-mail.
 */
export async function startReplacement(
  app: FastifyInstance,
  body: { replaceToken: string; deviceId: string },
  secretHash: string | null,
  seen: { userAgent?: string; ip: string },
): Promise<void> {
  const claims = readReplaceToken(app, body.replaceToken, secretHash);
  const user = await findUserById(app.db, claims.sub);
  if (!user || !user.isActive) throw new HttpError(400, REPLACE_MESSAGES.invalid);
  const target = (await activeDevices(app.db, user.id)).find((d) => d.id === body.deviceId);
  if (!target) throw new HttpError(404, REPLACE_MESSAGES.unknownDevice);
  const next = await nextReplacementAt(app.db, user.id);
  if (next) {
    throw new HttpError(409, REPLACE_MESSAGES.tooSoon(next), {
      code: 'replace_too_soon',
      params: { days: REPLACE_EVERY_DAYS, date: next.toISOString().slice(0, 10) },
    });
  }
  if (!app.mailer.enabled || !user.email) throw new HttpError(503, REPLACE_MESSAGES.noMail);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await app.db.insert(deviceReplacements).values({
    userId: user.id,
    replaceDeviceId: target.id,
    codeHash: sha256(`${user.id}:${code}`),
    secretHash: claims.dh,
    ...describeDevice(seen.userAgent),
    ip: seen.ip,
    expiresAt: new Date(Date.now() + REPLACE_TTL_MS),
  });
  app.mailer.sendLater(async () => codeMail(user, code, target), 'device code');
}

/**
 * `POST /api/auth/devices/replace/confirm`: with the e-mailed code, the replaced device is signed out for
 * good and this browser becomes a device of the account, in one transaction. Returns the user and the new
 * device for the route to sign a token. 400 expired token, another browser, or a wrong or expired code
 * (after 5 wrong codes the request must be made again).
 */
export async function confirmReplacement(
  app: FastifyInstance,
  body: { replaceToken: string; code: string },
  secretHash: string | null,
): Promise<{ user: UserRow; device: DeviceRow }> {
  const claims = readReplaceToken(app, body.replaceToken, secretHash);
  const wrong = new HttpError(400, REPLACE_MESSAGES.wrongCode);
  return app.db
    .transaction(async (t) => {
      const [pending] = await t
        .select()
        .from(deviceReplacements)
        .where(
          and(
            eq(deviceReplacements.userId, claims.sub),
            eq(deviceReplacements.secretHash, claims.dh),
            isNull(deviceReplacements.usedAt),
            gt(deviceReplacements.expiresAt, new Date()),
          ),
        )
        .orderBy(desc(deviceReplacements.createdAt))
        .limit(1)
        .for('update');
      if (!pending || pending.attempts >= MAX_ATTEMPTS) throw wrong;
      if (pending.codeHash !== sha256(`${claims.sub}:${body.code}`)) {
        await t
          .update(deviceReplacements)
          .set({ attempts: pending.attempts + 1 })
          .where(eq(deviceReplacements.id, pending.id));
        // The count must stick although the request fails: this transaction commits, the error follows.
        return { wrongCode: true } as never;
      }
      if (await nextReplacementAt(t, claims.sub)) throw wrong;
      const user = await findUserById(t, claims.sub);
      if (!user || !user.isActive) throw new HttpError(400, REPLACE_MESSAGES.invalid);
      await t.update(devices).set({ revokedAt: new Date() }).where(eq(devices.id, pending.replaceDeviceId));
      const [device] = await t
        .insert(devices)
        .values({
          userId: user.id,
          secretHash: pending.secretHash,
          kind: pending.kind,
          browser: pending.browser,
          lastIp: pending.ip,
        })
        .returning();
      await t
        .update(deviceReplacements)
        .set({ usedAt: new Date() })
        .where(eq(deviceReplacements.id, pending.id));
      return { user, device };
    })
    .then((result) => {
      if ((result as { wrongCode?: boolean }).wrongCode) throw wrong;
      return result;
    });
}
