import { API_BASE } from '@exam/shared-contracts/http';
import { testPaths, type AttemptState } from '@exam/shared-contracts/exams';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findUserById, isCurrentVersion, requestCookieHash } from '../../accounts';
import { derivedKey, verifyRotating } from '../../../platform/token-keys';
import type { UserRow } from '../../../db/schema';

/**
 * The httpOnly cookie that lets a candidate's own browser get back into an open attempt before the screen's
 * code has run (docs/domains/exams.md "Online tests", "Prerendered first paint"): the exam screen's HTML is
 * drawn with the attempt's current question, and that question's marked image is fetched by an `<img>` (which
 * sends no Authorization header). A JWT (HS256, its own HMAC-derived key) naming the user, the attempt, the
 * user's token version (signing out ends it) and the device it was given to; it lasts until the attempt's
 * deadline.
 */
export const RESUME_COOKIE = 'exam_resume';

const resumeKey = (secret: string): string => derivedKey(secret, 'exam-store/exam-resume/v1');

interface ResumeClaims {
  sub: string;
  /** The attempt it opens. */
  att: string;
  /** The user's token version when given: signing out (or being deactivated) ends it. */
  ver: number;
  /** The device hash (cookie and key) of the browser it was given to (null without a device cookie). */
  dev: string | null;
  /**
   * The hash of that browser's device cookie alone: an `<img>` sends no device proof, so the cookie it
   * does send must at least be the one the resume cookie was given beside.
   */
  sec?: string | null;
  exp: number;
}

/** The exam screen's own path for an attempt (the exam remote's `/test/:testId/attempt/:attemptId`). */
export const examPagePath = (testId: string, attemptId: string): string =>
  `/test/${encodeURIComponent(testId)}/attempt/${encodeURIComponent(attemptId)}`;

/** The API path under which an attempt's question images are (`GET …/questions/:number/image`). */
export const questionImagesPath = (attemptId: string): string =>
  `${API_BASE}${testPaths.attempt(attemptId)}/questions/`;

/**
 * Gives the browser the resume cookie of `state` (an open attempt the `user` has just read, from the device
 * whose cookie and key hash to `device`, its cookie alone to `deviceCookie`): twice, scoped to the exam screen's path (its HTML) and to the attempt's
 * question images, httpOnly, SameSite=Strict, Secure over https, until the deadline. Nothing for a submitted
 * attempt or one whose time is up.
 */
export function giveResumeCookie(
  app: FastifyInstance,
  reply: FastifyReply,
  user: Pick<UserRow, 'id' | 'tokenVersion'>,
  state: Pick<AttemptState, 'attemptId' | 'testId' | 'status' | 'remainingMs'>,
  device: string | null,
  deviceCookie: string | null = null,
): void {
  const seconds = Math.floor(state.remainingMs / 1000);
  if (state.status !== 'open' || seconds <= 0) return;
  const claims: Omit<ResumeClaims, 'exp'> = {
    sub: user.id,
    att: state.attemptId,
    ver: user.tokenVersion,
    dev: device,
    sec: deviceCookie,
  };
  const token = app.jwt.sign(claims, { key: resumeKey(app.config.jwtSecret), expiresIn: seconds });
  const secure = app.config.publicUrl.startsWith('https:');
  for (const path of [examPagePath(state.testId, state.attemptId), questionImagesPath(state.attemptId)])
    reply.setCookie(RESUME_COOKIE, token, {
      path,
      httpOnly: true,
      sameSite: 'strict',
      secure,
      maxAge: seconds,
    });
}

/**
 * Whom a resume cookie lets into its attempt: the active user, the device it was given to, and whether the
 * request's device cookie is the one it was given beside (false for a resume cookie copied elsewhere, and
 * for the exam screen's HTML, which the `/api`-scoped device cookie does not go to).
 */
export interface ResumedCandidate {
  user: UserRow;
  device: string | null;
  sameDeviceCookie: boolean;
}

/**
 * The candidate whose resume cookie for `attemptId` the request carries, or null: no cookie, one for another
 * attempt, a bad or expired one, or one whose user is inactive or has signed out since.
 */
export async function resumedCandidate(
  app: FastifyInstance,
  req: FastifyRequest,
  attemptId: string,
): Promise<ResumedCandidate | null> {
  const token = req.cookies?.[RESUME_COOKIE];
  if (!token) return null;
  let claims: ResumeClaims;
  try {
    claims = verifyRotating<ResumeClaims>(app, token, resumeKey);
  } catch {
    return null;
  }
  if (claims.att !== attemptId || typeof claims.sub !== 'string') return null;
  const user = await findUserById(app.db, claims.sub);
  if (!user || !user.isActive || !isCurrentVersion(user, claims.ver)) return null;
  return {
    user,
    device: typeof claims.dev === 'string' ? claims.dev : null,
    sameDeviceCookie: typeof claims.sec === 'string' && claims.sec === requestCookieHash(req),
  };
}
