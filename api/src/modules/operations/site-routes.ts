import { SiteContacts } from '@exam/shared-contracts/http';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/**
 * `GET /api/site` (public): `{ email, phone, location }`, the contact details the footer, the contact page and
 * the policy pages show (docs/screens.md "Information and policy pages"), from SUPPORT_EMAIL / SUPPORT_PHONE
 * / SUPPORT_LOCATION. Cacheable for 5 minutes.
 */
const site: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/site', { schema: { response: { 200: SiteContacts } } }, async (_req, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return app.config.site;
  });
};
export default site;
