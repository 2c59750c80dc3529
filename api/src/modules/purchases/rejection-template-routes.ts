import { RejectionTemplates } from '@exam/shared-contracts/purchases';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError } from '../../platform/http-error';
import { getRejectionTemplates, saveRejectionTemplates } from './rejection-templates';
import { ERRORS } from '../../platform/http/route-schemas';

/** The editable rejection reasons of the Payments tab. */
const adminRejectionTemplates: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/rejection-templates',
    { schema: { response: { 200: RejectionTemplates, ...ERRORS } } },
    async () => ({ templates: await getRejectionTemplates(app.db) }),
  );

  app.put(
    '/rejection-templates',
    { schema: { body: RejectionTemplates, response: { 200: RejectionTemplates, ...ERRORS } } },
    async (req) => {
      if (!req.body.templates.some((t) => t.trim()))
        throw new HttpError(400, 'Add at least one rejection reason');
      return { templates: await saveRejectionTemplates(app.db, req.body.templates, req.currentUser!.id) };
    },
  );
};
export default adminRejectionTemplates;
