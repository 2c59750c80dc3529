import type { FastifyInstance } from 'fastify';

/** The Cache-Control of a student's private JSON: no browser, proxy or CDN keeps it. */
export const NO_STORE = 'private, no-store';

/**
 * Adds `Cache-Control: private, no-store` to every JSON answer of the plugin `app` (its own routes only:
 * Fastify keeps a plugin's hooks to it) that set no Cache-Control of its own: an attempt's questions and
 * answers, its review with the key, a reader's session token and search snippets must never be kept by a
 * shared cache or left on a shared computer's disk. Images keep the caching their routes chose.
 */
export function noStoreJson(app: FastifyInstance): void {
  app.addHook('onSend', async (_req, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (!reply.hasHeader('cache-control') && type.startsWith('application/json'))
      reply.header('cache-control', NO_STORE);
    return payload;
  });
}
