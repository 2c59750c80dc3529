import fp from 'fastify-plugin';
import { AttemptDevices } from './attempts/attempt-devices';
import { ExamsService } from './attempts/exams-service';

/**
 * Decorates `app.exams` (docs/domains/exams.md "Online tests"): taking tests, and the deadline job; and
 * `app.attemptDevices`, the one device each open attempt is taken on (one per app, so the taking routes and
 * the web edge's reopened exam screen share its 2 s cache). Every replica
 * sweeps every TEST_DEADLINE_SWEEP_MS for open attempts past their deadline's grace; the sweep's
 * conditional update with `FOR UPDATE SKIP LOCKED` closes each attempt once whichever replica gets it, so
 * no leader is needed and a replica that dies leaves nothing behind.
 */
export default fp(
  async (app) => {
    const exams = new ExamsService(app.db, app.config.exams.saveGraceMs);
    app.decorate('exams', exams);
    app.decorate('attemptDevices', new AttemptDevices(app.db));
    const every = app.config.exams.sweepMs;
    if (every <= 0) return;
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      exams
        .closeDue()
        .then((n) => {
          if (n) app.log.info({ closed: n }, 'deadline job closed attempts');
        })
        .catch((err: Error) =>
          app.log.warn({ err: { message: err.message } }, 'deadline job failed; retrying'),
        )
        .finally(() => (running = false));
    }, every);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'exams', dependencies: ['db'] },
);
