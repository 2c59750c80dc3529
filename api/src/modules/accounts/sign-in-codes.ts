import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { signInCodes } from '../../db/schema';

/** How long a one-time sign-in code can be exchanged, in ms (60 s). */
export const SIGN_IN_CODE_TTL_MS = 60_000;

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

/** A random browser id for the sign-in flow cookie (32 bytes, base64url). */
export function newBrowserId(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Issues a one-time code for `userId`, bound to `browserId` (the id kept in the httpOnly flow cookie of the
 * browser that started the sign-in) and valid {@link SIGN_IN_CODE_TTL_MS}. Only hashes are stored. Expired
 * codes of anyone are swept on the way.
 */
export async function issueSignInCode(db: Db, userId: string, browserId: string): Promise<string> {
  const code = randomBytes(32).toString('base64url');
  await db.delete(signInCodes).where(lt(signInCodes.expiresAt, new Date()));
  await db.insert(signInCodes).values({
    codeHash: sha256(code),
    browserHash: sha256(browserId),
    userId,
    expiresAt: new Date(Date.now() + SIGN_IN_CODE_TTL_MS),
  });
  return code;
}

/**
 * Redeems a code once: deletes it and returns its user id, provided it was issued to `browserId` and has
 * not expired; otherwise undefined. One `DELETE … RETURNING`, so two racing redemptions cannot both win. A
 * try from another browser leaves the code alone (it cannot use it without the cookie anyway), so the
 * browser that started the flow still can.
 */
export async function redeemSignInCode(
  db: Db,
  code: string,
  browserId: string | undefined,
): Promise<string | undefined> {
  if (!browserId) return undefined;
  const [row] = await db
    .delete(signInCodes)
    .where(
      and(
        eq(signInCodes.codeHash, sha256(code)),
        eq(signInCodes.browserHash, sha256(browserId)),
        gt(signInCodes.expiresAt, new Date()),
      ),
    )
    .returning({ userId: signInCodes.userId });
  return row?.userId;
}
