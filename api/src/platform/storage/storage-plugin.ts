import fp from 'fastify-plugin';
import { createStorage } from './storage-driver';

/**
 * Decorates `app.storage`: the files driver of AppConfig.storage (api/README.md "Files"): `DATA_DIR/files`
 * (covers, pdfs, renders, text, tmp; created if missing) or an S3 bucket.
 */
export default fp(
  async (app) => {
    app.decorate('storage', await createStorage(app.config.storage, app.config.dataDir));
  },
  { name: 'storage' },
);
