import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordResets, users } from '../../db/schema';
import { HttpError } from '../../platform/http-error';
import { escapeHtml, paragraphs, type Mail } from '../../platform/mail/mailer';
import { hashPassword } from './passwords';
import { assertPasswordAllowed, findUserByEmail, findUserById } from './users';

/** How long a reset link works, in ms (30 minutes). */
export const PASSWORD_RESET_TTL_MS = 30 * 60_000;

/** The one answer of "Forgot password?", whether or not the account exists (no account probing). */
export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for that e-mail, we have sent it a link to reset the password. The link works for 30 minutes.';

/** The answer of a successful reset. */
export const RESET_DONE_MESSAGE = 'Your password has been changed. Please sign in with the new one.';

/** The refusal of a used, expired or unknown link (one text for all, so tokens cannot be probed). */
export const RESET_INVALID_MESSAGE = 'This reset link is invalid or has expired. Please ask for a new one.';

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

/** The reset e-mails' words in each language a student can choose (docs/languages.md). */
const RESET_WORDS = {
  en: {
    googleSubject: 'Your Exam Store account signs in with Google',
    google: (name: string) =>
      `Hello ${name},\n\nSomeone asked to reset the password of your Exam Store account. Your account signs in with Google and has no password: use "Continue with Google" on the sign-in page.\n\nIf you did not ask, you can ignore this e-mail.`,
    subject: 'Reset your Exam Store password',
    reset: (name: string, link: string) =>
      `Hello ${name},\n\nTo choose a new password for your Exam Store account, open this link within 30 minutes:\n\n${link}\n\nThe link works once. Changing the password signs you out everywhere.\nIf you did not ask, ignore this e-mail: your password stays as it is.`,
  },
  hi: {
    googleSubject: 'आपका Exam Store खाता Google से लॉग इन करता है',
    google: (name: string) =>
      `नमस्ते ${name},\n\nकिसी ने आपके Exam Store खाते का पासवर्ड रीसेट करने को कहा है। आपका खाता Google से लॉग इन करता है और उसका कोई पासवर्ड नहीं है: लॉग इन पेज पर "Google से लॉग इन करें" चुनें।\n\nअगर आपने यह नहीं कहा था, तो इस ई-मेल को अनदेखा कर दें।`,
    subject: 'अपना Exam Store पासवर्ड रीसेट करें',
    reset: (name: string, link: string) =>
      `नमस्ते ${name},\n\nअपने Exam Store खाते का नया पासवर्ड चुनने के लिए यह लिंक 30 मिनट के अंदर खोलें:\n\n${link}\n\nयह लिंक एक ही बार काम करता है। पासवर्ड बदलने पर आप हर जगह से लॉग आउट हो जाएँगे।\nअगर आपने यह नहीं कहा था, तो इस ई-मेल को अनदेखा करें: आपका पासवर्ड जैसा है वैसा ही रहेगा।`,
  },
} as const;

/**
 * What "Forgot password?" sends, or null when nothing is sent (no such active account). A
 * password account gets a single-use link to `<appUrl>/reset-password?token=…` valid
 * {@link PASSWORD_RESET_TTL_MS}; an account that signs in with Google only is told to use Google.
 * Expired links of anyone are swept on the way. Only the token's hash is stored. Written in the student's
 * language (their account's `lang`).
 */
export async function passwordResetMail(db: Db, email: string, appUrl: string): Promise<Mail | null> {
  const user = await findUserByEmail(db, email);
  if (!user || !user.isActive || !user.email) return null;
  const words = RESET_WORDS[user.lang];
  if (!user.passwordHash) {
    const text = words.google(user.name);
    return {
      to: user.email,
      subject: words.googleSubject,
      text,
      html: paragraphs(text),
    };
  }
  const token = randomBytes(32).toString('base64url');
  await db.delete(passwordResets).where(lt(passwordResets.expiresAt, new Date()));
  await db.insert(passwordResets).values({
    tokenHash: sha256(token),
    userId: user.id,
    expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MS),
  });
  const link = `${appUrl}/reset-password?token=${token}`;
  const text = words.reset(user.name, link);
  return {
    to: user.email,
    subject: words.subject,
    text,
    html: paragraphs(text).replace(escapeHtml(link), `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`),
  };
}

/**
 * Sets a new password from a reset link's `token`: 400 {@link RESET_INVALID_MESSAGE} for an
 * unknown, used or expired token; 400 with the password rule's text for a refused password (the link
 * stays usable). Redeems the token in one `DELETE … RETURNING` (two racing resets cannot both win), drops
 * the account's other links, and increments `token_version`, so every existing session is refused.
 * Returns the account's user id.
 */
export async function resetPassword(db: Db, token: string, password: string): Promise<string> {
  const [link] = await db
    .select()
    .from(passwordResets)
    .where(and(eq(passwordResets.tokenHash, sha256(token)), gt(passwordResets.expiresAt, new Date())));
  const user = link ? await findUserById(db, link.userId) : undefined;
  if (!link || !user || !user.isActive || !user.passwordHash) throw new HttpError(400, RESET_INVALID_MESSAGE);
  assertPasswordAllowed(password, user);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (t) => {
    const [redeemed] = await t
      .delete(passwordResets)
      .where(and(eq(passwordResets.tokenHash, link.tokenHash), gt(passwordResets.expiresAt, new Date())))
      .returning({ userId: passwordResets.userId });
    if (!redeemed) throw new HttpError(400, RESET_INVALID_MESSAGE);
    await t.delete(passwordResets).where(eq(passwordResets.userId, user.id));
    await t
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, user.id));
  });
  return user.id;
}
