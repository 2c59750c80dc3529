import fp from 'fastify-plugin';
import { ViewerCache } from './viewer-cache';

/**
 * Decorates `app.viewers`, the signed-in viewers' cache (docs/domains/reading.md): the catalogue listing and
 * the test saves read the caller from it instead of the database.
 */
export default fp(
  async (app) => {
    app.decorate('viewers', new ViewerCache(app.db));
  },
  { name: 'viewer-cache', dependencies: ['db'] },
);
