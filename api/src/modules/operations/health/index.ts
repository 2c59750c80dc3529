import { HealthResponse } from '@exam/shared-contracts/http';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError } from '../../../platform/http-error';
import { ERRORS } from '../../../platform/http/route-schemas';
import { CONTRACT_VERSION } from '../../../platform/static-files';

/**
 * `GET /api/health`: `{ status: 'ok', db: 'up' }`; `{ status: 'degraded', db: 'slow' }` (200) when the
 * database is up but busy (a locked table, an exhausted pool: requests get 503 with Retry-After meanwhile);
 * 503 `{ error: 'Database unavailable' }` only when it does not answer at all. Every answer carries
 * `x-contract-version` (shared-contracts version), which release:switch and remotes' `requires` are checked against.
 */
const health: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/health', { schema: { response: { 200: HealthResponse, ...ERRORS } } }, async (req, reply) => {
    reply.header('x-contract-version', CONTRACT_VERSION);
    const db = await app.database.health();
    reply.header('cache-control', 'no-store');
    if (db === 'up') return { status: 'ok' as const, db };
    if (db === 'slow') {
      req.log.warn('health: database slow');
      return { status: 'degraded' as const, db };
    }
    req.log.error('health: database down');
    throw new HttpError(503, 'Database unavailable');
  });
};
export default health;
