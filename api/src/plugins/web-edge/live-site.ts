import fs from 'node:fs';
import path from 'node:path';
import { Value } from '@sinclair/typebox/value';
import { HOST_APP, REMOTE_APPS } from '@exam/shared-contracts/apps';
import { PageManifest } from '@exam/shared-contracts/http';
import type { PrerenderFile } from '@exam/web-platform/prerender/file';
import { compileManifest, type CompiledPage } from './page-match';
import { liveFileFor } from './page-html';

/** One app as it is live now: its manifest URL (a remote's, from remotes.json) and its prerender file. */
export interface LiveApp {
  manifestUrl?: string;
  prerender: PrerenderFile | null;
}

/**
 * Everything the web edge derives from the live builds (docs/serving.md "Web edge"): the shell's
 * `index.html` (null when not built), each app's live state by federation name (`''` for the host), and
 * the pages of every live page manifest compiled, the host's first.
 */
export interface LiveSite {
  index: string | null;
  apps: Map<string, LiveApp>;
  pages: CompiledPage[];
}

/** Where the web edge reads from: the static folder, each app's served folders, the live remotes.json. */
export interface LiveSiteSource {
  root: string;
  /** The folders an app (by apps.json folder) is served from: its dist, its releases. */
  rootsOf: (folder: string) => string[];
  liveRemotes: () => Promise<Record<string, unknown>>;
  warn: (message: string, file: string, error: Error) => void;
}

/** How long (ms) the live site is reused before it is read again: a rebuild or a switch shows within it. */
export const LIVE_SITE_TTL_MS = 1000;

/**
 * The live site, read again at most once per {@link LIVE_SITE_TTL_MS} (shared by the requests waiting
 * meanwhile), so a rebuilt app or a switched release is picked up without a restart. A file that is
 * missing counts as none; one that is broken (not JSON, a manifest not matching `PageManifest`) is
 * logged and counts as none: it costs its prerender or preloads, never the page.
 */
export function liveSiteCache(source: LiveSiteSource): () => Promise<LiveSite> {
  let cached: { at: number; value: Promise<LiveSite> } | undefined;
  return () => {
    if (!cached || Date.now() - cached.at >= LIVE_SITE_TTL_MS)
      cached = { at: Date.now(), value: readLiveSite(source) };
    return cached.value;
  };
}

async function readJson(file: string | null, source: LiveSiteSource): Promise<unknown> {
  if (!file) return null;
  try {
    return JSON.parse(await fs.promises.readFile(file, 'utf8')) as unknown;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') source.warn('not read', file, error as Error);
    return null;
  }
}

async function readManifest(
  file: string | null,
  app: string | null,
  source: LiveSiteSource,
): Promise<CompiledPage[]> {
  const json = await readJson(file, source);
  if (json === null) return [];
  if (Value.Check(PageManifest, json)) return compileManifest(json, app);
  source.warn('not a page manifest', file!, new Error('schema'));
  return [];
}

async function readLiveSite(source: LiveSiteSource): Promise<LiveSite> {
  const dist = path.join(source.root, HOST_APP.folder, 'dist');
  const remotes = await source.liveRemotes().catch(() => ({}) as Record<string, unknown>);
  const [index, hostPrerender, hostPages, ...live] = await Promise.all([
    fs.promises.readFile(path.join(dist, 'index.html'), 'utf8').catch(() => null),
    readJson(path.join(dist, 'prerender.json'), source),
    readManifest(path.join(dist, 'pages.json'), null, source),
    ...REMOTE_APPS.map(async (remote) => {
      const url = typeof remotes[remote.name] === 'string' ? (remotes[remote.name] as string) : undefined;
      const roots = source.rootsOf(remote.folder);
      const file = (name: string) => liveFileFor(url, remote.prefix, roots, name);
      const [prerender, pages] = await Promise.all([
        readJson(file('prerender.json'), source),
        readManifest(file('pages.json'), remote.name, source),
      ]);
      return { name: remote.name, url, prerender: prerender as PrerenderFile | null, pages };
    }),
  ]);
  const apps = new Map<string, LiveApp>([['', { prerender: hostPrerender as PrerenderFile | null }]]);
  for (const remote of live) apps.set(remote.name, { manifestUrl: remote.url, prerender: remote.prerender });
  return { index, apps, pages: [...hostPages, ...live.flatMap((remote) => remote.pages)] };
}
