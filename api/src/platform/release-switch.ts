import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { distManifestUrl, REMOTE_APPS } from '@exam/shared-contracts/apps';
import type { ReleaseSwitch } from '@exam/shared-contracts/operations';
import { SWITCH_KEY, type Storage } from './storage/storage';

/**
 * `/remotes.json` from the release switch: each remote's manifest URL (its live release, else its dist) and,
 * under `live`, the live version with the last change (who, when); a renamed remote with no entry of its
 * own takes its old name's. Read on every request: no restart. The
 * switch is `<dataDir>/remotes.json`, or with the S3 driver the bucket's {@link SWITCH_KEY}, so every
 * replica of a deployment answers the same.
 */
export async function remotesFromSwitch(dataDir: string, storage: Storage): Promise<Record<string, unknown>> {
  let state: ReleaseSwitch = {};
  if (storage.driver === 's3') {
    // Several replicas: the switch is one object in the bucket, so every replica answers the same.
    const stored = await storage.getBytes(SWITCH_KEY);
    if (stored) state = JSON.parse(stored.toString('utf8')) as typeof state;
  } else {
    try {
      state = JSON.parse(
        await fs.promises.readFile(path.join(dataDir, 'remotes.json'), 'utf8'),
      ) as typeof state;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  const body: Record<string, unknown> = {};
  const live: Record<string, unknown> = {};
  for (const [name, url] of Object.entries(DEFAULT_REMOTES)) {
    // A renamed remote reads its old entry until a release under the new name is switched (docs/releases.md
    // "Renaming a remote"): the release live before the rename stays live, with no republish.
    const entry = state[name] ?? state[FORMER_NAMES[name] ?? ''];
    const version = entry?.version ?? null;
    body[name] = version ? `/remotes/${name}/${version}/mf-manifest.json` : url;
    live[name] = { version, last: entry?.history?.at(-1) ?? null };
  }
  return { ...body, live };
}

/**
 * Default `/remotes.json` (federation RemotesFile): the manifest URL of each remote of apps.json, in its
 * order (`store: '/remotes/store/mf-manifest.json'`, …).
 */
export const DEFAULT_REMOTES: Readonly<Record<string, string>> = Object.fromEntries(
  REMOTE_APPS.map((remote) => [remote.name, distManifestUrl(remote)]),
);

/** The old federation name of each renamed remote, by its name now (apps.json `formerly`: `exam` → `test`). */
const FORMER_NAMES: Readonly<Record<string, string>> = Object.fromEntries(
  REMOTE_APPS.flatMap((remote) => (remote.formerly ? [[remote.name, remote.formerly.name]] : [])),
);

/** How long (ms) a replica reuses the bucket's switch before reading it again: one GetObject a second at most. */
export const BUCKET_SWITCH_TTL_MS = 1000;

/**
 * Decorates `app.liveRemotes()`: the `/remotes.json` body (REMOTES_JSON's file when set, else
 * {@link remotesFromSwitch}), the one reader used by `GET /remotes.json` and the shell's preload links
 * (plugins/web-edge). With the S3 driver every shell load and every open tab's check asks for it, so a
 * replica reads the bucket at most once per {@link BUCKET_SWITCH_TTL_MS}, shared by the requests waiting
 * meanwhile (a switch shows within a second); the local file is read each time (no restart needed).
 *
 * `GET /remotes.json` is registered with or without the front ends
 * (SERVE_FRONTENDS=false), so the shell's nginx can ask any replica: `no-cache`.
 */
const releaseSwitch: FastifyPluginAsync = async (app) => {
  let cached: { at: number; body: Promise<Record<string, unknown>> } | undefined;
  const read = async (): Promise<Record<string, unknown>> =>
    app.config.remotesJson
      ? (JSON.parse(await fs.promises.readFile(app.config.remotesJson, 'utf8')) as Record<string, unknown>)
      : remotesFromSwitch(app.config.dataDir, app.storage);
  app.decorate('liveRemotes', () => {
    if (app.storage.driver !== 's3' || app.config.remotesJson) return read();
    if (!cached || Date.now() - cached.at >= BUCKET_SWITCH_TTL_MS) {
      const body = read();
      cached = { at: Date.now(), body };
      // A failed read is not kept: the next request tries the bucket again.
      body.catch(() => (cached = undefined));
    }
    return cached.body;
  });
  app.get('/remotes.json', { schema: { hide: true } }, async (_req, reply) =>
    reply.header('cache-control', 'no-cache').send(await app.liveRemotes()),
  );
};
export default fp(releaseSwitch, { name: 'release-switch', dependencies: ['storage'] });
