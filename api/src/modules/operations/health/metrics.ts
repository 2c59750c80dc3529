import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ERRORS } from '../../../platform/http/route-schemas';

const sha256 = (value: string) => createHash('sha256').update(value).digest();

/** True when `header` is `Bearer <token>` (compared in constant time). */
function bearerMatches(header: string | undefined, token: string): boolean {
  const sent = /^Bearer (.+)$/.exec(header ?? '')?.[1];
  return sent !== undefined && timingSafeEqual(sha256(sent), sha256(token));
}

/**
 * `GET /api/metrics` (docs/operations.md "Metrics"): the Prometheus text exposition of
 * `app.metrics` (platform/http/metrics.ts), only for `Authorization: Bearer <METRICS_TOKEN>`. Any other caller,
 * and everyone when METRICS_TOKEN is unset, gets 404 `{ error: 'Not found' }`: the route does not reveal
 * itself to the public.
 */
const metrics: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/metrics', { schema: { response: { 200: Type.String(), ...ERRORS } } }, async (req, reply) => {
    const token = app.config.scale.metricsToken;
    if (!app.metrics || !token || !bearerMatches(req.headers.authorization, token))
      return reply.status(404).send({ error: 'Not found' });
    reply.header('content-type', app.metrics.contentType).header('cache-control', 'no-store');
    return app.metrics.metrics();
  });
};
export default metrics;
