import type { Actor, MatrixFixtures } from '../matrix-fixtures';

/** One request to send: built per cell, so mutating routes act on a throwaway row each time. */
export interface MatrixRequest {
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

/** One row: a route, how to call it, and the status each actor must get. */
export interface MatrixRow {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The route as Fastify registered it (`:param` form), to check every route is in the table. */
  route: string;
  request(f: MatrixFixtures): Promise<MatrixRequest> | MatrixRequest;
  expect: Record<Actor, number>;
}

type Six = [guest: number, user: number, inactive: number, buyer: number, nonBuyer: number, admin: number];

/** The expected statuses in the order of ACTORS: guest, user, inactive, buyer, non-buyer, admin. */
export const s = ([guest, user, inactive, buyer, nonBuyer, admin]: Six): Record<Actor, number> => ({
  guest,
  user,
  inactive,
  buyer,
  nonBuyer,
  admin,
});

/** The same status for everyone. */
export const ALL = (n: number) => s([n, n, n, n, n, n]);
/** A signed-in student route (inactive accounts are refused like guests). */
export const SIGNED_IN = (n: number) => s([401, n, 401, n, n, n]);
/** An admin route: no/inactive token 401, students 403. */
export const ADMIN_ONLY = (n: number) => s([401, 403, 401, 403, 403, n]);
/** An attempt route called on the buyer's attempt: only the buyer reaches it; another student's is 404. */
export const BUYERS_ATTEMPT = (n: number) => s([401, 404, 401, n, 404, 404]);
