import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * Decorates `app.metrics`: the Prometheus registry of this app when METRICS_TOKEN is set (null otherwise:
 * nothing is measured), served by `GET /api/metrics` (modules/operations/health/metrics.ts). Exposes:
 * `http_requests_total` and `http_request_duration_seconds` by method, route pattern (never the raw URL:
 * ids and query strings stay out) and status class (`2xx`…); `db_pool_connections{state}` (pg: total,
 * idle, waiting; PGlite: total 1); `render_queue_jobs{pool}` (jobs sent to the render host and not yet
 * answered); `catalogue_cache_hits_total` / `catalogue_cache_misses_total`; Node's process metrics.
 */
export default fp(
  async (app) => {
    const token = app.config.scale.metricsToken;
    if (!token) {
      app.decorate('metrics', null);
      return;
    }
    const register = new Registry();
    collectDefaultMetrics({ register });
    const labelNames = ['method', 'route', 'status_class'] as const;
    const requests = new Counter({
      name: 'http_requests_total',
      help: 'Requests answered, by method, route pattern and status class',
      labelNames,
      registers: [register],
    });
    const latency = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer a request, by method, route pattern and status class',
      labelNames,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [register],
    });
    new Gauge({
      name: 'db_pool_connections',
      help: 'Database connections: total, idle, and requests waiting for one (pg); PGlite reports total 1',
      labelNames: ['state'],
      registers: [register],
      collect() {
        this.reset();
        const stats = app.database.stats?.();
        for (const state of ['total', 'idle', 'waiting'] as const) {
          const value = stats?.[state];
          if (value !== undefined) this.set({ state }, value);
        }
      },
    });
    new Gauge({
      name: 'render_queue_jobs',
      help: 'Render jobs sent to the render host and not yet answered, by pool (reader, prepare)',
      labelNames: ['pool'],
      registers: [register],
      collect() {
        this.set({ pool: 'reader' }, app.render.pool.queueSize);
        this.set({ pool: 'prepare' }, app.render.preparePool.queueSize);
      },
    });
    new Counter({
      name: 'catalogue_cache_hits_total',
      help: 'Catalogue listings answered from memory',
      registers: [register],
      collect() {
        this.reset();
        this.inc(app.catalogue.hits);
      },
    });
    new Counter({
      name: 'catalogue_cache_misses_total',
      help: 'Catalogue listings loaded from the database',
      registers: [register],
      collect() {
        this.reset();
        this.inc(app.catalogue.loads);
      },
    });

    app.addHook('onResponse', (req, reply, done) => {
      const labels = {
        method: req.method,
        route: req.routeOptions.url ?? 'unmatched',
        status_class: `${Math.floor(reply.statusCode / 100)}xx`,
      };
      requests.inc(labels);
      latency.observe(labels, reply.elapsedTime / 1000);
      done();
    });
    app.decorate('metrics', register);
  },
  { name: 'metrics' },
);
