import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { APPS, HOST_APP } from '@exam/shared-contracts/apps';
import { fillBookTemplate } from '@exam/shared-contracts/prerender/file';
import { REPO_ROOT } from '../config';
import { toBookDto } from '../services/books';
import { composeIndexHtml, prerenderFileFor, type PrerenderFile } from './prerender-html';
import {
  listingLinks,
  paymentCoverLinks,
  paymentPageBook,
  preloadLinks,
  STORE_LISTINGS,
} from './preload-links';

/**
 * Where each built app of apps.json is served (ARCHITECTURE "Serving"): its `dist/` at its prefix (the shell
 * at `/`, a remote at `/remotes/<name>/`). A releasable remote's `releases/<app>/<version>/` folders
 * (scripts/release.mjs) are served beside its dist at `/remotes/<name>/<version>/` (docs/releases.md).
 */
export const FRONTENDS: readonly {
  dir: string;
  prefix: string;
  app: string;
  name: string | null;
  releasable: boolean;
}[] = APPS.map((app) => ({
  dir: `${app.folder}/dist`,
  prefix: app.prefix,
  app: app.folder,
  name: app.name,
  releasable: app.releasable,
}));

/** The shared-contracts version the API speaks (`x-contract-version` on GET /api/health). */
export const CONTRACT_VERSION: string = (
  JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'shared-contracts', 'package.json'), 'utf8')) as {
    version: string;
  }
).version;

/** A request URL's path without its query or a trailing slash (`/class11/?x` → `/class11`, `/` stays). */
const pagePathOf = (url: string) => url.split('?')[0].replace(/(.)\/$/, '$1');

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

function cacheHeaders(reply: FastifyReply, served: string): void {
  // A precompressed copy (main.3f9a1c2b.js.br) is cached like the file it encodes.
  const file = served.replace(/\.(br|gz)$/, '');
  // A published release is never overwritten (scripts/release.mjs): even its manifest is immutable.
  if (file.includes(RELEASED)) reply.header('cache-control', 'public, max-age=31536000, immutable');
  else if (ENTRY.test(file)) reply.header('cache-control', 'no-cache');
  else if (HASHED.test(file)) reply.header('cache-control', 'public, max-age=31536000, immutable');
  else reply.header('cache-control', 'public, max-age=300');
}

/**
 * Serves the built front ends from `config.staticDir`: the shell at `/`, remotes under `/remotes/<name>/`,
 * published releases under `/remotes/<name>/<version>/` (immutable; `/remotes.json` is the release switch's,
 * plugins/release-switch.ts), and the SPA fallback: any other GET outside /api/ and
 * /remotes/ that accepts text/html gets shell/dist/index.html (no-cache). Missing dist folders are skipped
 * with a warning. `*.map` (source maps) answers 404 everywhere outside /api/.
 */
const frontends: FastifyPluginAsync = async (app) => {
  const root = app.config.staticDir;
  // Source maps are written outside the builds (rspack.base.ts SourceMapsOutsidePlugin) and never served,
  // even from an older build that still has them: they would hand out the reader's protection code readably.
  // The hooks of this plugin run on every request, API included: they are callback hooks that return at
  // once when the request is not theirs (an async hook costs a promise and a tick on every API call).
  app.addHook('onRequest', (req, reply, done) => {
    // Decoded before matching: the raw URL of an encoded name (`.ma%70`) would not end in `.map`.
    if (req.url.startsWith('/api/') && !req.url.includes('..') && !req.url.includes('%')) return done();
    const file = staticPathOf(req.url);
    if (file !== null && (file.startsWith('/api/') || !SOURCE_MAP.test(file))) return done();
    reply.status(404).send({ error: 'Not found' });
  });
  // The shell's HTML tells the browser at once what the store remote will need. Worked out
  // again at most once a second, so a rebuilt store or a changed remotes.json is picked up without a restart.
  let links: { at: number; value: string | undefined } | undefined;
  const currentLinks = async () => {
    if (links && Date.now() - links.at < 1000) return links.value;
    // The store's live manifest: REMOTES_JSON's, else the release switch's (a release or the dist).
    const store = await app
      .liveRemotes()
      .then((file) => (typeof file.store === 'string' ? file.store : undefined))
      .catch(() => undefined);
    links = { at: Date.now(), value: preloadLinks(store) };
    return links.value;
  };
  /** Sets the HTML answer's `Link` header: the store's entry and chunks, a listing's first covers. */
  const addLinks = async (req: FastifyRequest, reply: FastifyReply) => {
    // The shell's own pages (sign-in) and the admin's do not show the store: nothing of it is preloaded.
    const shellOnly =
      /^\/(login|register|admin-login|auth-callback|forgot-password|reset-password|admin)(\/|\?|$)/.test(
        req.url,
      );
    const links = [
      shellOnly ? '</remotes.json>; rel=preload; as=fetch; crossorigin=anonymous' : await currentLinks(),
    ];
    const pagePath = pagePathOf(req.url);
    const listing = STORE_LISTINGS[pagePath];
    if (listing) {
      const entry = await app.catalogue.get(listing.section).catch(() => undefined);
      if (entry) links.push(...listingLinks(listing.grouped, entry.rows));
    } else if (pagePath.startsWith('/payment/')) {
      const entry = await app.catalogue.get().catch(() => undefined);
      if (entry) links.push(...paymentCoverLinks(pagePath, entry.rows));
    }
    const value = links.filter(Boolean).join(', ');
    if (value) reply.header('link', value);
  };
  app.addHook('onSend', (req, reply, payload, done) => {
    if (
      req.method !== 'GET' ||
      req.url.startsWith('/api/') ||
      !String(reply.getHeader('content-type') ?? '').startsWith('text/html')
    )
      return done(null, payload);
    addLinks(req, reply).then(
      () => done(null, payload),
      (err: Error) => done(err),
    );
  });
  const indexHtml = path.join(root, HOST_APP.folder, 'dist', 'index.html');
  let storeRoots: string[] = [];
  // Pages whose HTML carries a prerendered top (ARCHITECTURE "Prerendered first paint"): the live
  // store's listing pages and the shell's own (/login), so their first paint is their largest. Looked up
  // again at most once a second, like the links.
  type Prerenders = { files: PrerenderFile[]; index: string } | null;
  let prerender: { at: number; value: Promise<Prerenders> } | undefined;
  const readPrerender = async (file: string | null) =>
    file && fs.existsSync(file)
      ? (JSON.parse(await fs.promises.readFile(file, 'utf8')) as PrerenderFile)
      : null;
  const currentPrerender = () => {
    if (prerender && Date.now() - prerender.at < 1000) return prerender.value;
    const value = (async (): Promise<Prerenders> => {
      const store = await app.liveRemotes().then((file) => file.store);
      const files = await Promise.all([
        readPrerender(prerenderFileFor(typeof store === 'string' ? store : undefined, storeRoots)),
        readPrerender(path.join(root, HOST_APP.folder, 'dist', 'prerender.json')),
      ]);
      const found = files.filter((f): f is PrerenderFile => f !== null);
      if (found.length === 0) return null;
      return { files: found, index: await fs.promises.readFile(indexHtml, 'utf8') };
    })().catch((err: unknown) => {
      app.log.warn({ err: { message: (err as Error).message } }, 'prerender: not read, serving plain HTML');
      return null;
    });
    prerender = { at: Date.now(), value };
    return value;
  };
  /**
   * The page's HTML with its prerendered top, or null when it has none: a page of its own in a prerender
   * file, or a payment page of a listed book, filled in from the store's template (`fillBookTemplate`).
   */
  const prerenderedHtml = async (url: string) => {
    const pagePath = pagePathOf(url);
    const current = await currentPrerender();
    if (!current) return null;
    const file = current.files.find((f) => Object.hasOwn(f.pages, pagePath));
    if (file) return composeIndexHtml(current.index, file.css, file.pages[pagePath], pagePath);
    if (!pagePath.startsWith('/payment/')) return null;
    const entry = await app.catalogue.get().catch(() => undefined);
    const row = entry && paymentPageBook(pagePath, entry.rows);
    if (!row) return null;
    const book = toBookDto(row);
    for (const f of current.files) {
      const page = fillBookTemplate(f, book);
      if (page) return composeIndexHtml(current.index, f.css, page, pagePath);
    }
    return null;
  };
  app.addHook('onRequest', (req, reply, done) => {
    if (
      (req.method !== 'GET' && req.method !== 'HEAD') ||
      req.url.startsWith('/api/') ||
      !(req.headers.accept ?? '').includes('text/html')
    )
      return done();
    prerenderedHtml(req.url).then((html) => {
      if (!html) return done();
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
    }, done);
  });
  for (const fe of FRONTENDS) {
    const dir = path.join(root, fe.dir);
    const releases = path.join(root, 'releases', fe.app);
    // The releases folder is served even when the first release is published after start-up: made now if
    // it can be (a read-only image has its releases baked in, or none).
    if (fe.releasable)
      try {
        fs.mkdirSync(releases, { recursive: true });
      } catch {
        /* read-only: served only if it already exists */
      }
    // `/remotes/store/1.1.0/x.js` is looked up in dist first (no such folder there), then in releases.
    const roots = [dir, ...(fe.releasable ? [releases] : [])].filter((d) => fs.existsSync(d));
    if (fe.name === 'store') storeRoots = roots;
    if (roots.length === 0) {
      app.log.warn(`frontends: ${dir} is missing (not built?); ${fe.prefix} is not served`);
      continue;
    }
    await app.register(fastifyStatic, {
      root: roots.length === 1 ? roots[0] : roots,
      prefix: fe.prefix,
      decorateReply: false,
      wildcard: true,
      cacheControl: false,
      setHeaders: cacheHeaders,
      // The builds write .br and .gz beside every text asset (rspack.base.ts): sent as is, with
      // Content-Encoding and Vary, to clients that accept them.
      preCompressed: true,
    });
  }

  app.setNotFoundHandler(async (req, reply) => {
    const url = req.url;
    const wantsHtml = (req.headers.accept ?? '').includes('text/html');
    const spaPath = !url.startsWith('/api/') && url !== '/api' && !url.startsWith('/remotes/');
    if ((req.method === 'GET' || req.method === 'HEAD') && wantsHtml && spaPath && fs.existsSync(indexHtml)) {
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(fs.createReadStream(indexHtml));
    }
    return reply.status(404).send({ error: 'Not found' });
  });
};
export default fp(frontends, { name: 'frontends', dependencies: ['release-switch'] });
