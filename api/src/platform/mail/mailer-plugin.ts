import fp from 'fastify-plugin';
import { Mailer } from './mailer';

/**
 * Decorates `app.mailer` from `config.mail` (off without SMTP_URL); on close it waits for background sends
 * and closes the SMTP connections.
 */
export default fp(
  async (app) => {
    const mailer = new Mailer({ ...app.config.mail, log: app.log });
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => mailer.close());
  },
  { name: 'mailer' },
);
