/**
 * `npm run build:api`: the API as plain JavaScript for production images (no tsx at run
 * time). esbuild bundles `api/src/server.ts` and `api/src/migrate.ts` with our own workspace code
 * (`@exam/shared-contracts` and the web platform's prerender templates and theme script, `@exam/web-platform`, are
 * TypeScript source, so they must be bundled) into `api/dist/*.cjs`; every other
 * package stays an external `require` of node_modules (native addons, wasm and data files load from their
 * packages). The render host and worker, and the statement reader's worker, are copied beside the bundle:
 * Node runs them directly (erasable TypeScript), and render-pool.ts and read-rows.ts find them next to
 * themselves; so is modules/reading/marks (the leak tracer's and the mark pool's workers and the code they
 * share), as `marks/`, and the question detector's folder, as `detection/`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { ROOT } from './lib/apps.mjs';

const outdir = path.join(ROOT, 'api', 'dist');
const renderDir = path.join(ROOT, 'api', 'src', 'platform', 'render');

/** Keeps bare package imports external, except our workspaces (TypeScript source, bundled). */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@exam/') ? undefined : { path: args.path, external: true },
    );
  },
};

fs.rmSync(outdir, { recursive: true, force: true });
const started = Date.now();
await build({
  entryPoints: { server: 'api/src/server.ts', migrate: 'api/src/migrate.ts' },
  absWorkingDir: ROOT,
  outdir,
  outExtension: { '.js': '.cjs' },
  bundle: true,
  platform: 'node',
  target: 'node24',
  format: 'cjs',
  sourcemap: true,
  plugins: [externalPackages],
  logLevel: 'warning',
});
for (const file of ['render-host.mts', 'render-worker.mts'])
  fs.copyFileSync(path.join(renderDir, file), path.join(outdir, file));
// The leak tracer's and the mark pool's threads run modules/reading/marks as it is (erasable TypeScript, an
// ES module folder).
const marksDir = path.join(ROOT, 'api', 'src', 'modules', 'reading', 'marks');
fs.cpSync(marksDir, path.join(outdir, 'marks'), { recursive: true });
// The question detector's thread runs modules/exams/detection/paper as it is (paper-detector.ts finds it
// beside the bundle as `detection/`).
fs.cpSync(
  path.join(ROOT, 'api', 'src', 'modules', 'exams', 'detection', 'paper'),
  path.join(outdir, 'detection'),
  {
    recursive: true,
  },
);
// The statement reader's thread (modules/purchases/statements/read-rows.ts finds it next to itself).
fs.copyFileSync(
  path.join(ROOT, 'api', 'src', 'modules', 'purchases', 'statements', 'statement-rows.mts'),
  path.join(outdir, 'statement-rows.mts'),
);
console.log(`[api] built api/dist in ${Date.now() - started} ms`);
