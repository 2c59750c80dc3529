import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { readinessChecks } from '../../../platform/readiness';

const Check = Type.Union([Type.String(), Type.Object({ failed: Type.String() })]);
const Checks = Type.Object({ database: Check, redis: Check, storage: Check });

/**
 * Probes for orchestrators and load balancers (docs/operations.md "Health endpoints"):
 * - `GET /api/health/live`: 200 `{ status: 'live' }` while the process runs; no dependency is touched, so
 *   a database outage never gets healthy processes restarted.
 * - `GET /api/health/ready`: 200 `{ status: 'ready', checks }` when the database, Redis (when configured)
 *   and the file storage answer; otherwise 503 `{ error, status: 'not ready', checks }` naming the failed
 *   check(s). From SIGTERM on it answers 503 `{ error: 'Shutting down' }` at once, so the balancer stops
 *   sending new requests while the in-flight ones finish.
 * Neither is cached (`cache-control: no-store`).
 */
const probes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health/live',
    { schema: { response: { 200: Type.Object({ status: Type.Literal('live') }) } } },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'live' as const };
    },
  );
  app.get(
    '/health/ready',
    {
      schema: {
        response: {
          200: Type.Object({ status: Type.Literal('ready'), checks: Checks }),
          503: Type.Object({
            error: Type.String(),
            status: Type.Literal('not ready'),
            checks: Type.Optional(Checks),
          }),
        },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      if (app.lifecycle.draining)
        return reply.status(503).send({ error: 'Shutting down', status: 'not ready' as const });
      const checks = await readinessChecks(app);
      const failed = Object.entries(checks)
        .filter(([, result]) => typeof result === 'object')
        .map(([name]) => name);
      if (failed.length === 0) return { status: 'ready' as const, checks };
      req.log.warn({ checks }, 'not ready');
      return reply
        .status(503)
        .send({ error: `Not ready: ${failed.join(', ')}`, status: 'not ready' as const, checks });
    },
  );
};
export default probes;
