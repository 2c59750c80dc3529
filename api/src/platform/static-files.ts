import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import { APPS } from '@exam/shared-contracts/apps';
import { REPO_ROOT } from '../config';

/**
 * Where each built app of apps.json is served (docs/serving.md): its `dist/` at its prefix (the shell
 * at `/`, a remote at `/remotes/<name>/`). A releasable remote's `releases/<app>/<version>/` folders
 * (scripts/release.mjs) are served beside its dist at `/remotes/<name>/<version>/` (docs/releases.md). A
 * renamed remote (apps.json `formerly`) also serves its old folder's releases, and all of it at its old
 * prefix too (`formerPrefix`, docs/releases.md "Renaming a remote").
 */
export const FRONTENDS: readonly {
  dir: string;
  prefix: string;
  app: string;
  name: string | null;
  releasable: boolean;
  /** The old folder of a renamed remote, whose `releases/<folder>/` are served too; else null. */
  formerApp: string | null;
  /** The old prefix of a renamed remote (`/remotes/test/`), serving the same files; else null. */
  formerPrefix: string | null;
}[] = APPS.map((app) => ({
  dir: `${app.folder}/dist`,
  prefix: app.prefix,
  app: app.folder,
  name: app.name,
  releasable: app.releasable,
  formerApp: app.formerly?.folder ?? null,
  formerPrefix: app.formerly ? `/remotes/${app.formerly.name}/` : null,
}));

/** The shared-contracts version the API speaks (`x-contract-version` on GET /api/health). */
export const CONTRACT_VERSION: string = (
  JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'shared-contracts', 'package.json'), 'utf8')) as {
    version: string;
  }
).version;

const RELEASED = `${path.sep}releases${path.sep}`;
// Content-hashed file names (e.g. main.3f9a1c2b.js) never change content: cache for a year.
const HASHED = /[.-][0-9a-f]{8,}\.(js|css|mjs|wasm|woff2?|png|jpe?g|svg|webp|map)$/i;
const ENTRY = /(index\.html|mf-manifest\.json|remoteEntry\.js|mf-stats\.json)$/;
/** A source map's path (`main.3f9a1c2b.js.map`, `x.css.map`), never served. */
const SOURCE_MAP = /\.map$/i;

/**
 * A request's path as the static server could look it up: query dropped, percent-decoded until nothing
 * changes (@fastify/static decodes once; a proxy in front may decode again, so a doubly encoded
 * `x.js.ma%2570` counts too) and dot segments resolved, so `x.js.ma%70`, `x.js%2emap` and
 * `/api/../x.js.map` are seen as the map they name. Null when the encoding is malformed (no file can be
 * found for it).
 */
export function staticPathOf(url: string): string | null {
  let file = url.split('?')[0];
  try {
    for (let i = 0; i < 4 && file.includes('%'); i += 1) file = decodeURIComponent(file);
  } catch {
    return null;
  }
  return path.posix.normalize(file);
}

/**
 * Whether a request asks for a source map outside /api/ (answered 404 everywhere: rspack/source-maps.ts's
 * SourceMapsOutsidePlugin writes them outside the builds, and an older build that still has them must
 * not hand out the reader's protection code readably). Decoded before matching (`.ma%70` is a map too).
 * A plain API request returns false at once.
 */
export function isSourceMapRequest(url: string): boolean {
  if (url.startsWith('/api/') && !url.includes('..') && !url.includes('%')) return false;
  const file = staticPathOf(url);
  return !(file !== null && (file.startsWith('/api/') || !SOURCE_MAP.test(file)));
}

/**
 * The `cache-control` of a served file (`served`, its path on disk): a published release's files and
 * content-hashed names for a year (immutable), entry files (index.html, manifests) `no-cache`, anything
 * else five minutes.
 */
export function cacheHeaders(reply: FastifyReply, served: string): void {
  // A precompressed copy (main.3f9a1c2b.js.br) is cached like the file it encodes.
  const file = served.replace(/\.(br|gz)$/, '');
  // A published release is never overwritten (scripts/release.mjs): even its manifest is immutable.
  if (file.includes(RELEASED)) reply.header('cache-control', 'public, max-age=31536000, immutable');
  else if (ENTRY.test(file)) reply.header('cache-control', 'no-cache');
  else if (HASHED.test(file)) reply.header('cache-control', 'public, max-age=31536000, immutable');
  else reply.header('cache-control', 'public, max-age=300');
}
