import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import type { AppConfig } from '../../src/config';
import type { TestContext } from './test-app';
import { withDeviceProofs } from './device-proofs';

/** A temporary folder laid out like the repository's built front ends (`shell/dist`, `releases/…`). */
export function staticSite(prefix: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  return {
    dir,
    /** Writes `body` at `rel` inside the folder, making its parent folders. */
    write(rel: string, body: string | Buffer): void {
      fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
      fs.writeFileSync(path.join(dir, rel), body);
    },
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/** The whole app serving the front ends from `staticDir`, on the test context's database. */
export async function buildSite(
  ctx: TestContext,
  staticDir: string,
  config: Partial<AppConfig> = {},
): Promise<FastifyInstance> {
  return withDeviceProofs(
    await buildApp({
      config: { ...ctx.config, staticDir, ...config },
      database: ctx.database,
      serveFrontends: true,
      // As createTestApp's app: each route's schemas compiled on its first request.
      lazySchemas: true,
    }),
  );
}
