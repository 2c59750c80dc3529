import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';

/** An incoming `X-Request-Id` is kept only when it is 1-64 of these characters (no spaces, quotes, CR/LF). */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * Fastify's `genReqId`: the `X-Request-Id` a proxy sent (nginx `$request_id`), when it is
 * short and made of safe characters, so one id follows a request through the proxy's and the API's logs;
 * otherwise a new random UUID.
 */
export function requestId(req: IncomingMessage): string {
  const sent = req.headers['x-request-id'];
  return typeof sent === 'string' && SAFE_REQUEST_ID.test(sent) ? sent : randomUUID();
}

/**
 * Every answer carries `x-request-id` (the request's id, see {@link requestId}) and `x-replica-id`
 * (REPLICA_ID: which API process answered, for operators and the topology test).
 */
export default fp(
  async (app) => {
    const replica = app.config.scale.replicaId;
    app.addHook('onRequest', (req, reply, done) => {
      reply.header('x-request-id', req.id);
      reply.header('x-replica-id', replica);
      done();
    });
  },
  { name: 'request-ids' },
);
