import type { User } from '@exam/shared-contracts/accounts';
import { checkPassword } from '@exam/shared-contracts/rules/password';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import { type Db, isUniqueViolation } from '../../db/client';
import { users, type UserRow } from '../../db/schema';
import { HttpError, isUuid } from '../../platform/http-error';
import { recordAudit } from '../operations';
import { hashPassword, verifyPassword } from './passwords';

/** The API shape of a user (docs/domains/accounts.md "Session"): `_id` = `id`, `isAdmin` = role is admin, ISO
 * `createdAt`. */
export function toUserDto(row: UserRow): User {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    email: row.email,
    photo: row.photo,
    role: row.role,
    isActive: row.isActive,
    isAdmin: row.role === 'admin',
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Stores the language a student chose (docs/languages.md: their e-mails follow it); resolves the
 * language stored. The account is the signed-in caller's, so it exists.
 */
export async function setUserLang(db: Db, userId: string, lang: UserRow['lang']): Promise<UserRow['lang']> {
  await db.update(users).set({ lang }).where(eq(users.id, userId));
  return lang;
}

/** A user by id, or undefined (also for ids that are not UUIDs). */
export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** A user by e-mail, compared lowercased. */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
  return row;
}

/** An admin account by username, or by e-mail for a student promoted to admin (no username). */
export async function findAdminByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  const name = username.trim();
  const [row] = await db
    .select()
    .from(users)
    .where(and(or(eq(users.username, name), eq(users.email, name.toLowerCase())), eq(users.role, 'admin')))
    .limit(1);
  return row;
}

/** The 400 of a name that is empty once trimmed. */
export const NAME_REQUIRED = 'Please enter your name';

/** 400 with the shared rule's text unless `password` passes the password rule (shared-contracts/rules/password). */
export function assertPasswordAllowed(
  password: string,
  user: { email?: string | null; name?: string },
): void {
  const { error } = checkPassword(password, { email: user.email ?? undefined, name: user.name });
  if (error) throw new HttpError(400, error);
}

/**
 * Registers a student (docs/domains/accounts.md "Calls"). The name is trimmed and required (400
 * {@link NAME_REQUIRED}); the password must pass the password rule (400 with its text: common, breached,
 * built from the e-mail or name, only spaces, too short). Throws 409 when the e-mail is taken, including
 * when two sign-ups race (unique constraint).
 */
export async function registerUser(
  db: Db,
  input: { name: string; email: string; password: string },
): Promise<UserRow> {
  const email = input.email.trim().toLowerCase();
  const name = input.name.trim();
  if (!name) throw new HttpError(400, NAME_REQUIRED);
  assertPasswordAllowed(input.password, { email, name });
  const taken = new HttpError(409, 'An account with this e-mail already exists', { code: 'email_taken' });
  if (await findUserByEmail(db, email)) throw taken;
  const passwordHash = await hashPassword(input.password);
  try {
    const [row] = await db.insert(users).values({ name, email, passwordHash, role: 'user' }).returning();
    return row;
  } catch (err) {
    if (isUniqueViolation(err)) throw taken;
    throw err;
  }
}

/** Every user, oldest first (admin Users tab). */
export function listUsers(db: Db): Promise<UserRow[]> {
  return db.select().from(users).orderBy(asc(users.createdAt), asc(users.id));
}

/** Text of the 409 when a change would leave no active admin (docs/domains/operations.md "Users"). */
export const LAST_ADMIN_MESSAGE = 'The last active admin cannot be deactivated or demoted';

/**
 * Changes a user's active flag or role (docs/domains/operations.md "Users", "Rules and limits") and records
 * it in the audit log in the same transaction (`actorId` = the admin). Refuses (409 {@link
 * LAST_ADMIN_MESSAGE}) to leave no active admin. 404 for unknown ids.
 *
 * Concurrency: the transaction first locks every admin row (`SELECT … FOR UPDATE`, in id order so two
 * requests never deadlock), then reads the target and counts the other active admins. Two admins
 * deactivating each other at once are therefore serialised: the second one re-reads the rows after the
 * first commits (PostgreSQL re-checks locked rows against the WHERE clause) and sees it is the last one.
 */
export async function updateUser(
  db: Db,
  id: string,
  change: { isActive?: boolean; role?: 'admin' | 'user' },
  actorId: string | null = null,
): Promise<UserRow> {
  if (!isUuid(id)) throw new HttpError(404, 'User not found');
  return db.transaction(async (t) => {
    const admins = await t
      .select({ id: users.id, isActive: users.isActive })
      .from(users)
      .where(eq(users.role, 'admin'))
      .orderBy(asc(users.id))
      .for('update');
    const [target] = await t.select().from(users).where(eq(users.id, id)).for('update');
    if (!target) throw new HttpError(404, 'User not found');
    const losesAdmin =
      target.role === 'admin' && target.isActive && (change.isActive === false || change.role === 'user');
    if (losesAdmin && !admins.some((a) => a.isActive && a.id !== id)) {
      throw new HttpError(409, LAST_ADMIN_MESSAGE);
    }
    // Any status or role change ends the user's sessions: their next request signs in again with the new
    // rights, and a token from before a deactivation never works again after reactivation.
    const [row] = await t
      .update(users)
      .set({ ...change, tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, id))
      .returning();
    const field = change.role !== undefined ? 'role' : 'isActive';
    await recordAudit(t, {
      actorId,
      action: field === 'role' ? 'user.role' : 'user.status',
      entity: 'users',
      entityId: id,
      before: { [field]: target[field] },
      after: { [field]: row[field] },
    });
    return row;
  });
}

/**
 * Revokes every token of a user (logout; api/README.md "Security"): increments
 * `token_version`, so tokens signed before are refused from the next request on.
 */
export async function revokeSessions(db: Db, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));
}

/**
 * Changes a user's password after checking the current one (400 `Current password is incorrect`, 400 for
 * an account without a password: Google sign-in); the new one must pass the password rule (400). Revokes every older token; returns the updated row, whose
 * new `tokenVersion` the caller signs a fresh token with.
 */
export async function changePassword(
  db: Db,
  user: UserRow,
  currentPassword: string,
  newPassword: string,
): Promise<UserRow> {
  if (!user.passwordHash)
    throw new HttpError(400, 'This account signs in with Google and has no password', {
      code: 'google_only',
    });
  if (!(await verifyPassword(user.passwordHash, currentPassword)))
    throw new HttpError(400, 'Current password is incorrect', { code: 'wrong_current_password' });
  assertPasswordAllowed(newPassword, user);
  const passwordHash = await hashPassword(newPassword);
  const [row] = await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, user.id))
    .returning();
  return row;
}

/**
 * The account of an OpenID Connect identity, keyed on the provider's `sub` (google_sub).
 * A first sign-in creates a new student account; it is never linked to an existing password account by
 * e-mail (a provider's e-mail claim is not proof of owning *our* account, and linking would let whoever
 * controls that address at the provider take the account over). The e-mail is stored only when no other
 * account uses it. Concurrent first sign-ins of one `sub` end on the same row (unique google_sub).
 */
export async function findOrCreateOidcUser(
  db: Db,
  identity: {
    sub: string;
    email: string | null;
    emailVerified: boolean;
    name: string | null;
    picture: string | null;
  },
): Promise<UserRow> {
  const bySub = async () => (await db.select().from(users).where(eq(users.googleSub, identity.sub)))[0];
  const existing = await bySub();
  if (existing) return existing;
  const email =
    identity.email && identity.emailVerified && !(await findUserByEmail(db, identity.email))
      ? identity.email
      : null;
  const name = (identity.name ?? identity.email?.split('@')[0] ?? 'Student').slice(0, 100);
  // The provider's picture URL is not kept: the CSP (img-src 'self') would block it anyway.
  const photo = null;
  try {
    const [row] = await db
      .insert(users)
      .values({ name, email, photo, googleSub: identity.sub, role: 'user' })
      .returning();
    return row;
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    const raced = await bySub();
    if (raced) return raced;
    // The e-mail was taken in between: keep the account without it.
    const [row] = await db
      .insert(users)
      .values({ name, email: null, photo, googleSub: identity.sub, role: 'user' })
      .returning();
    return row;
  }
}
