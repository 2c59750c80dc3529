import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { THEME_INIT_SCRIPT } from '@exam/web-platform/constants/theme-init';

/** The CSP source that allows the shell's inline theme script and nothing else inline. */
export const themeInitScriptHash = `'sha256-${createHash('sha256').update(THEME_INIT_SCRIPT).digest('base64')}'`;

/**
 * The Content Security Policy of the whole site, for the HTML/JS of the front ends and
 * for /api alike. The one concession: `style-src 'unsafe-inline'`, because styled-components injects
 * `<style>` tags at run time. No `unsafe-eval`, no inline scripts but the shell's theme script, allowed by
 * its hash (web-platform/src/constants/theme-init.ts),
 * no `upgrade-insecure-requests` (the platform is also served over plain http on localhost).
 */
export const CSP_DIRECTIVES: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'", themeInitScriptHash],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'worker-src': ["'self'", 'blob:'],
  'connect-src': ["'self'"],
  'font-src': ["'self'", 'data:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
};

/**
 * helmet's headers on every response (an onRequest hook at the root, before the routes and static files):
 * the CSP above plus helmet's defaults (nosniff, frame DENY via frame-ancestors and X-Frame-Options,
 * Referrer-Policy no-referrer, HSTS, COOP/CORP same-origin, no X-Powered-By). Routes that set their own
 * Cache-Control / Content-Disposition (PDFs) keep them: helmet does not touch those.
 *
 * helmet itself, built once: @fastify/helmet builds a new helmet (and parses the CSP again) on every
 * request, which cost about 4% of a cached catalogue read's CPU (bench:load).
 */
export default fp(
  async (app) => {
    const applyHeaders = helmet({
      contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
      // Covers and PDFs are only ever used by our own origin.
      crossOriginResourcePolicy: { policy: 'same-origin' },
      xFrameOptions: { action: 'deny' },
    });
    app.addHook('onRequest', (req, reply, done) => {
      // helmet's middleware sets each header on the raw response, which Fastify's reply sends with its own.
      applyHeaders(req.raw, reply.raw, () => done());
    });
  },
  { name: 'security-headers' },
);
