import fp from 'fastify-plugin';
import { attemptMarks } from '../exams';
import { LeakTracer } from './leak-tracer';

/**
 * Decorates `app.leakTracer` (docs/domains/reading.md "Marks"): "Trace a leaked page" with its own worker
 * pool (AppConfig.leakTrace, the render pool's heap limit), started on the first trace and stopped with the
 * app. The exams module's attempts are the marked images sent outside reading sessions (their question
 * images), so their codes, holders and pages are traced with the sessions'.
 */
export default fp(
  async (app) => {
    const tracer = new LeakTracer(
      app.db,
      app.render,
      {
        ...app.config.leakTrace,
        memoryMb: app.config.render.memoryMb,
        markSecret: app.config.markSecret,
      },
      attemptMarks,
    );
    app.decorate('leakTracer', tracer);
    app.addHook('onClose', async () => tracer.close());
  },
  { name: 'leak-tracer', dependencies: ['render'] },
);
