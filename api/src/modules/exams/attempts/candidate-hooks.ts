import { HttpError, isUuid } from '../../../platform/http-error';
import { AUTH_MESSAGES, bearerHook, requestDeviceHash } from '../../accounts';
import type { AuthHook } from '../../../types';
import type { Viewer } from '../../reading';
import type { RouteApp } from '../route-app';

/** The hooks the student routes of one plugin share (see {@link candidateHooks}). */
export interface CandidateHooks {
  /** onRequest of the taking routes: the sign-in token, checked over the viewers' cache; 401 without one. */
  asCandidate: AuthHook;
  /** The caller `asCandidate` let in (only after that hook ran on `req`). */
  candidate(req: object): Viewer;
  /**
   * The device of a question image asked for by the exam screen's HTML (an `<img>`: no header, so no device
   * proof): the one its resume cookie was given to, by a read of the attempt that proved it (null when the
   * image's device cookie is not that one). Set by the image routes' sign-in, read by the device hooks.
   */
  resumedDevices: WeakMap<object, string | null>;
  /** preHandler: 409 when the request's device is not the one the open attempt is taken on. */
  sameDevice: AuthHook;
  /** preHandler of a write (integrity, submit): as `sameDevice`, and 403 from a signed-out device. */
  sameDeviceWrite: AuthHook;
}

/**
 * The student routes' sign-in and device hooks, made once per plugin (their request maps are its own):
 * - the taking routes (start, saves, moves, submit) are every candidate's every few seconds: they check the
 *   token by the same rules as `authenticate` over the viewers' cache (no query once kept; every write to a
 *   user's token version, status, role or payments invalidates it on every replica);
 * - one device at a time per attempt: a start moves the attempt to this device; the taking routes refuse
 *   any other (modules/exams/attempts/attempt-devices), 409 "This test was opened on another device".
 */
export function candidateHooks(app: RouteApp): CandidateHooks {
  const candidates = new WeakMap<object, Viewer>();
  const asCandidate = bearerHook<AuthHook>(async (req) => {
    const viewer = await app.viewerOf(req);
    if (!viewer)
      throw new HttpError(401, req.headers.authorization ? AUTH_MESSAGES.expired : AUTH_MESSAGES.missing);
    candidates.set(req, viewer);
  });
  const candidate = (req: object) => candidates.get(req)!;
  const resumedDevices = new WeakMap<object, string | null>();
  const { attemptDevices } = app;
  const deviceHook =
    (write: boolean): AuthHook =>
    async (req) => {
      const { attemptId } = req.params as { attemptId?: string };
      const user = req.currentUser ?? candidates.get(req);
      const hash = resumedDevices.has(req) ? resumedDevices.get(req)! : requestDeviceHash(req);
      if (attemptId && isUuid(attemptId) && user) await attemptDevices.check(attemptId, hash, user.id, write);
    };
  return {
    asCandidate,
    candidate,
    resumedDevices,
    sameDevice: deviceHook(false),
    // A write (integrity, submit) is refused from a signed-out device as well.
    sameDeviceWrite: deviceHook(true),
  };
}
