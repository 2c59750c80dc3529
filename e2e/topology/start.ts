/**
 * Starts the production topology (topology.ts) and keeps it up until SIGTERM or SIGINT, for
 * `npm run bench:load -- --topology`: `tsx e2e/topology/start.ts [replicas]` prints `READY {"url":…}` once
 * nginx and every replica answer. Needs DATABASE_URL, nginx and redis-server.
 */
import { startTopology } from './topology';

async function main(): Promise<void> {
  const replicas = Number(process.argv[2] ?? 2);
  const topology = await startTopology({ port: 0, replicas, env: { LOG_LEVEL: 'warn', RATE_LIMIT: 'off' } });
  const ready = {
    url: topology.url,
    replicas: topology.replicas.map((r) => r.id),
    startMs: topology.startMs,
  };
  console.log(`READY ${JSON.stringify(ready)}`);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await topology.stop();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
