import './types';
import { createHmac } from 'node:crypto';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify';
import type { AppConfig } from './config';
import { redactUrl } from './logger';
import type { Database } from './db/client';
import authPlugin from './modules/accounts/auth-plugin';
import compression from './platform/http/compression';
import dbPlugin from './db/db-plugin';
import catalogueCachePlugin from './modules/catalogue/catalogue-cache-plugin';
import viewerCachePlugin from './modules/reading/viewer-cache-plugin';
import readerLimitsPlugin from './modules/reading/reader-limits-plugin';
import errorHandler from './plugins/error-handler';
import webEdge from './plugins/web-edge';
import releaseSwitch from './platform/release-switch';
import mailerPlugin from './platform/mail/mailer-plugin';
import openapi from './plugins/openapi';
import metrics from './platform/http/metrics';
import rateLimit from './platform/http/rate-limit';
import redisPlugin from './platform/redis/redis-plugin';
import requestIds, { requestId } from './platform/http/request-ids';
import leakTracerPlugin from './modules/reading/leak-tracer-plugin';
import renderPlugin from './modules/reading/render-plugin';
import securityHeaders from './platform/http/security-headers';
import storagePlugin from './platform/storage/storage-plugin';
import { lazySchemaController } from './platform/http/lazy-schemas';
import examsPlugin from './modules/exams/exams-plugin';
import deviceProofs from './modules/accounts/device-proof-plugin';
import routes from './routes';

/** Options of {@link buildApp}. */
export interface BuildAppOptions {
  config: AppConfig;
  /** An already open (and migrated) database; otherwise one is opened from `config` and closed with the app. */
  database?: Database;
  /** Fastify logger option; false by default (tests). */
  logger?: FastifyServerOptions['logger'];
  /** Serve the built front ends, /remotes.json and the SPA fallback (server.ts turns this on). */
  serveFrontends?: boolean;
  /** Called for every route registered (tests check the authorization matrix covers them all), with its schema. */
  onRoute?: (route: { method: string | string[]; url: string; schema?: object }) => void;
  /** Compile each route's schemas on its first request, not at start (API tests: platform/http/lazy-schemas). */
  lazySchemas?: boolean;
}

/** TRUST_PROXY for Fastify: a hop count becomes "trust the `n` nearest hops" (what Fastify does with a number). */
function trustProxyOption(value: AppConfig['scale']['trustProxy']): FastifyServerOptions['trustProxy'] {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

/**
 * Builds the whole API (api/README.md "Routes") without listening: used by server.ts and by tests through
 * `app.inject`. Routes live under `/api`.
 */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? false,
    // One line per request, written when it completes (below), instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1_048_576,
    // Whole request (headers + body, e.g. a 50 MB upload) must arrive within this; idle sockets are cut
    // after connectionTimeout. close() lets in-flight requests finish, answers new ones 503.
    requestTimeout: opts.config.timeouts.requestMs,
    connectionTimeout: opts.config.timeouts.connectionMs,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    // Router-level refusals (malformed URL, a path parameter over 100 chars) answer `{ error }` like the rest.
    frameworkErrors: (err, _req, reply: FastifyReply) => {
      const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 400;
      return reply
        .status(status)
        .send({ error: err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'URL parameter too long' : 'Invalid URL' });
    },
    // Query strings are coerced (page=2), defaults are filled in, and keys a schema does not declare are
    // dropped (removeAdditional) rather than refused: an older client sending an extra field still works.
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: true, useDefaults: true } },
    // Behind a proxy (TRUST_PROXY): req.ip, per-IP limits and logs use the client's address.
    trustProxy: trustProxyOption(opts.config.scale.trustProxy),
    // The request id comes from a validated X-Request-Id (platform/http/request-ids), never unchecked.
    requestIdHeader: false,
    genReqId: requestId,
    ...(opts.lazySchemas ? { schemaController: lazySchemaController() } : {}),
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('config', opts.config);
  app.decorate('lifecycle', { draining: false });
  // Hooks on every request are callback hooks: an async one costs a promise and a tick each.
  app.addHook('onResponse', (req, reply, done) => {
    req.log.info(
      {
        ip: req.ip,
        method: req.method,
        url: redactUrl(req.url),
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
    done();
  });
  // Graceful shutdown: in-flight requests finish; their keep-alive sockets are then closed (Connection:
  // close), otherwise close() would wait for every client's keep-alive timeout.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
  if (opts.onRoute)
    app.addHook('onRoute', (r) => opts.onRoute!({ method: r.method, url: r.url, schema: r.schema }));
  await app.register(errorHandler);
  await app.register(requestIds);
  await app.register(redisPlugin);
  await app.register(metrics);
  await app.register(securityHeaders);
  await app.register(compression);
  await app.register(rateLimit);
  // Signs the OIDC transaction cookie; a key derived from the JWT secret, never the secret itself.
  await app.register(cookie, {
    secret: createHmac('sha256', opts.config.jwtSecret).update('cookie-signing').digest('base64url'),
  });
  await app.register(deviceProofs);
  await app.register(dbPlugin, { database: opts.database });
  await app.register(catalogueCachePlugin);
  await app.register(viewerCachePlugin);
  await app.register(readerLimitsPlugin);
  await app.register(storagePlugin);
  await app.register(mailerPlugin);
  await app.register(renderPlugin);
  await app.register(leakTracerPlugin);
  await app.register(examsPlugin);
  await app.register(authPlugin);
  // Per-request limits are set where files are read (modules/catalogue/uploads); these are outer bounds.
  await app.register(multipart, { limits: { files: 2, fields: 20, fieldSize: 65536, parts: 24 } });
  await app.register(openapi);
  await app.register(routes, { prefix: '/api' });
  await app.register(releaseSwitch);
  if (opts.serveFrontends) await app.register(webEdge);
  else
    app.setNotFoundHandler((_req, reply) =>
      reply.status(404).send({ error: 'Not found', code: 'not_found' }),
    );
  return app;
}
