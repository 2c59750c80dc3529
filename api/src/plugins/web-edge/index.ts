import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { liveSiteCache } from './live-site';
import { examSummary } from '../../modules/exams';
import {
  pageLinks,
  prerenderedHtml,
  type CatalogueRows,
  type PublishedExams,
  type ResumedExams,
} from './page-answer';
import { resumedExams } from './resumed-exams';
import { pagePathOf } from './page-match';
import { pageLang } from './page-lang';
import { markedImageFirst } from './page-html';
import { cacheHeaders, FRONTENDS, isSourceMapRequest } from '../../platform/static-files';

export { CONTRACT_VERSION, FRONTENDS, staticPathOf } from '../../platform/static-files';
export { composeIndexHtml, liveFileFor } from './page-html';

/**
 * The web edge (docs/serving.md "Web edge"): serves the built front ends from `config.staticDir` (the shell
 * at `/`, remotes under `/remotes/<name>/`, published releases under `/remotes/<name>/<version>/`,
 * immutable; `/remotes.json` is the release switch's, platform/release-switch.ts) and the SPA fallback: any
 * other GET outside /api/ and /remotes/ that accepts text/html gets shell/dist/index.html (no-cache).
 * A page's HTML gets its prerendered top and its `Link` preloads from the live apps' page manifests
 * (`pages.json`, shared-contracts `PageManifest`) and prerender files (templates filled with a listed
 * book or a published test from the catalogue and the exams service, or with the candidate's open attempt
 * when the request carries its resume cookie: resumed-exams.ts), read again at most once a second
 * (live-site.ts): the API knows no page itself. Missing dist folders are skipped with a warning. `*.map`
 * (source maps) answers 404 everywhere outside /api/.
 *
 * Two hooks run on every request, API included: callback hooks that return at once when the request is
 * not theirs (an async hook costs a promise and a tick on every API call).
 */
const webEdge: FastifyPluginAsync = async (app) => {
  const root = app.config.staticDir;
  const rootsByFolder = new Map<string, string[]>();
  const liveSite = liveSiteCache({
    root,
    rootsOf: (folder) => rootsByFolder.get(folder) ?? [],
    liveRemotes: () => app.liveRemotes(),
    warn: (message, file, err) =>
      app.log.warn({ err: { message: err.message }, file }, `web edge: ${message}`),
  });
  const rows: CatalogueRows = (section) =>
    app.catalogue.get(section).then(
      (entry) => entry.rows,
      () => [],
    );
  // A published test's facts (the exams service keeps its rows a moment): drafts are never drawn.
  const tests: PublishedExams = (id) =>
    app.exams.test(id).then(
      (row) => (row?.status === 'published' ? examSummary(row) : null),
      () => null,
    );

  const resumed = resumedExams(app);

  app.addHook('onRequest', (req, reply, done) => {
    if (isSourceMapRequest(req.url)) {
      reply.status(404).send({ error: 'Not found' });
      return;
    }
    if (
      (req.method !== 'GET' && req.method !== 'HEAD') ||
      req.url.startsWith('/api/') ||
      !(req.headers.accept ?? '').includes('text/html')
    )
      return done();
    // An exam screen filled with the candidate's own attempt is theirs alone: never kept by any cache.
    let personal = false;
    const exams: ResumedExams = async (attemptId, params) => {
      const slots = await resumed(req, attemptId, params);
      personal ||= slots !== null;
      return slots;
    };
    liveSite()
      .then((site) => prerenderedHtml(site, pagePathOf(req.url), rows, tests, exams))
      .then(
        (html) => {
          if (!html) return done();
          reply
            .type('text/html; charset=utf-8')
            .header('cache-control', personal ? 'private, no-store' : 'no-cache')
            .send(html);
        },
        (err: Error) => {
          // A broken prerender costs only the prerender, never the page.
          app.log.warn({ err: { message: err.message } }, 'prerender: not drawn, serving plain HTML');
          done();
        },
      );
  });
  app.addHook('onSend', (req, reply, payload, done) => {
    if (
      req.method !== 'GET' ||
      req.url.startsWith('/api/') ||
      !String(reply.getHeader('content-type') ?? '').startsWith('text/html')
    )
      return done(null, payload);
    liveSite()
      .then((site) =>
        pageLinks(
          site,
          pagePathOf(req.url),
          rows,
          pageLang(req),
          typeof payload === 'string' && markedImageFirst(payload),
        ),
      )
      .then(
        (value) => {
          if (value) reply.header('link', value);
          // The preloads follow the visitor's language (its cookie, else Accept-Language).
          const vary = reply.getHeader('vary');
          reply.header('vary', vary ? `${String(vary)}, Accept-Language, Cookie` : 'Accept-Language, Cookie');
          done(null, payload);
        },
        (err: Error) => done(err),
      );
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
    // A renamed remote's releases published before the rename stay in its old folder (docs/releases.md
    // "Renaming a remote"): the switch's old entry may still point at one.
    const former = fe.releasable && fe.formerApp ? [path.join(root, 'releases', fe.formerApp)] : [];
    // `/remotes/store/1.1.0/x.js` is looked up in dist first (no such folder there), then in releases.
    const roots = [dir, ...(fe.releasable ? [releases] : []), ...former].filter((d) => fs.existsSync(d));
    rootsByFolder.set(fe.app, roots);
    if (roots.length === 0) {
      app.log.warn(`web edge: ${dir} is missing (not built?); ${fe.prefix} is not served`);
      continue;
    }
    // The old prefix serves the same files: an open tab of the previous shell loads the remote there.
    for (const prefix of [fe.prefix, ...(fe.formerPrefix ? [fe.formerPrefix] : [])])
      await app.register(fastifyStatic, {
        root: roots.length === 1 ? roots[0] : roots,
        prefix,
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
    // The shell's index.html as the live site holds it (read at most once a second), not from disk again.
    const index =
      (req.method === 'GET' || req.method === 'HEAD') && wantsHtml && spaPath
        ? (await liveSite()).index
        : null;
    if (index !== null)
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(index);
    return reply.status(404).send({ error: 'Not found' });
  });
};
export default fp(webEdge, { name: 'web-edge', dependencies: ['release-switch'] });
