import fp from 'fastify-plugin';
import { Storage } from '../services/storage';

/** Decorates `app.storage`: the files folder under DATA_DIR (covers, pdfs, tmp), created if missing. */
export default fp(
  async (app) => {
    const storage = new Storage(app.config.dataDir);
    storage.init();
    app.decorate('storage', storage);
  },
  { name: 'storage' },
);
