import fp from 'fastify-plugin';
import { CatalogueCache } from './catalogue-cache';

/** Decorates `app.catalogue`, the catalogue cache over the database (docs/domains/catalogue.md). */
export default fp(
  async (app) => {
    app.decorate('catalogue', new CatalogueCache(app.db));
  },
  { name: 'catalogue-cache', dependencies: ['db'] },
);
