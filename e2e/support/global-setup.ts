import fs from 'node:fs';
import path from 'node:path';
import { startPlatform, ROOT } from './platform';

/**
 * Where the running platform's coordinates are handed to the test files (they run in other processes):
 * one file per E2E_PORT, so two browser runs on one machine do not read each other's platform.
 */
export const PLATFORM_FILE = path.join(
  ROOT,
  '.test-results',
  `platform-${process.env.E2E_PORT ?? 3311}.json`,
);

/** Starts one platform for every browser test (fresh data folder and database). */
export default async function globalSetup(): Promise<void> {
  const port = Number(process.env.E2E_PORT ?? 3311);
  // Every browser test comes from 127.0.0.1, so the per-IP budget of UTR submissions (20 a minute) would
  // throttle the suite itself once the pagination test files 21 payments; the limit has its own API test
  // (api/test/rate-limit.test.ts).
  const platform = await startPlatform(port, { RATE_LIMIT_SUBMIT: '100' });
  (globalThis as { __PLATFORM__?: typeof platform }).__PLATFORM__ = platform;
  fs.mkdirSync(path.dirname(PLATFORM_FILE), { recursive: true });
  const { stop: _stop, ...coordinates } = platform;
  fs.writeFileSync(PLATFORM_FILE, JSON.stringify(coordinates));
  console.log(
    `\nplatform up at ${platform.url} in ${platform.startMs} ms (cold npm start to first response)`,
  );
}
