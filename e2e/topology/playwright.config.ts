/**
 * `npm run test:topology`: the browser journey and the topology's own
 * checks against nginx in front of two API replicas on PostgreSQL, Redis and a local S3 server
 * (e2e/topology/topology.ts). Needs DATABASE_URL, nginx, redis-server and Chromium (.ci/run installs them).
 * Reports: the list, and JSON in .test-results/topology.json (read by scripts/test.mjs).
 */
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import baseConfig from '../playwright.config';

const ROOT = path.resolve(__dirname, '..', '..');
// Its own platform file (e2e/support/browser.ts names it by E2E_PORT), so the journey's fixtures read the
// topology's coordinates, not the one-port platform's.
process.env.E2E_PORT = process.env.TOPOLOGY_PORT ?? '3380';

export default defineConfig({
  ...baseConfig,
  testDir: path.resolve(__dirname, '..'),
  testMatch: ['journey.e2e.ts', 'topology/*.topology.ts'],
  // Not the one-port run's projects: each has a testMatch of its own (its longest files first), which would
  // replace the one above and run those files against the topology.
  projects: undefined,
  // One topology, one platform file: a second worker would look for a platform of its own.
  workers: 1,
  globalSetup: './setup.ts',
  globalTeardown: './teardown.ts',
  reporter: [['list'], ['json', { outputFile: path.join(ROOT, '.test-results', 'topology.json') }]],
});
