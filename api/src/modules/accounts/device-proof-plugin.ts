import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DeviceProofs, NONCE_HEADER, PROOF_HEADER } from './device-proof';

declare module 'fastify' {
  interface FastifyInstance {
    /** Checks device proofs and makes their nonces (see {@link DeviceProofs}). */
    deviceProofs: DeviceProofs;
  }
  interface FastifyRequest {
    /**
     * The RFC 7638 thumbprint of the device key that signed this request's valid `DPoP` proof, or null
     * (no proof, or one not taken).
     */
    deviceKey: string | null;
  }
}

/** RFC 9449 §8: the answer to a proof without a current nonce, which the client sends again with ours. */
export const USE_NONCE = 'use_dpop_nonce';

function pathOf(req: FastifyRequest): string {
  const q = req.url.indexOf('?');
  return q === -1 ? req.url : req.url.slice(0, q);
}

function bearerOf(req: FastifyRequest): string | undefined {
  return /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '')?.[1];
}

function askForNonce(reply: FastifyReply) {
  return reply
    .status(401)
    .header('www-authenticate', `DPoP error="${USE_NONCE}"`)
    .send({ error: USE_NONCE, code: USE_NONCE });
}

/**
 * Reads every API request's device proof (docs/domains/accounts.md "Proofs"): each answer under `/api`
 * carries the current nonce in `DPoP-Nonce`; a request with a `DPoP` header gets `req.deviceKey` when the
 * proof holds. A proof with a stale or missing nonce is answered 401 `use_dpop_nonce` at once (the client
 * signs again with the nonce it was just given); any other bad proof leaves `deviceKey` null, so the
 * request goes on as one from no known device, and whatever needs a device refuses it with its own words.
 */
export default fp(
  async (app) => {
    app.decorate('deviceProofs', new DeviceProofs(app.config.jwtSecret));
    app.decorateRequest('deviceKey', null);
    app.addHook('onRequest', async (req, reply) => {
      if (!req.url.startsWith('/api/')) return;
      reply.header(NONCE_HEADER, app.deviceProofs.nonce());
      const proof = req.headers[PROOF_HEADER];
      if (typeof proof !== 'string') return;
      const check = await app.deviceProofs.check(proof, {
        method: req.method,
        path: pathOf(req),
        token: bearerOf(req),
      });
      if (check.ok) req.deviceKey = check.thumbprint;
      else if (check.problem === 'nonce') return askForNonce(reply);
      else req.log.info({ deviceProof: check.problem }, 'device proof not taken');
    });
  },
  { name: 'device-proofs' },
);
