import { HealthResponse } from '@exam/shared-contracts/http';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError } from '../../services/http-error';
import { ERRORS } from '../schemas';

/** `GET /api/health`: `{ status: 'ok', db: 'up' }`, or 503 `{ error }` when the database does not answer. */
const health: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/health', { schema: { response: { 200: HealthResponse, ...ERRORS } } }, async (req) => {
    try {
      await app.database.ping();
    } catch (err) {
      req.log.error({ err }, 'health: database down');
      throw new HttpError(503, 'Database unavailable');
    }
    return { status: 'ok' as const, db: 'up' };
  });
};
export default health;
