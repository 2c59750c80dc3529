/**
 * The build step that writes an app's prerendered first paint and its page table (docs/speed.md
 * "Prerendered first paint").
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Compiler } from '@rspack/core';
import { build } from 'esbuild';

/**
 * Writes `prerender.json` and `pages.json` into a build of an app that has `src/prerender.tsx` (the store,
 * the shell and the test remote; docs/speed.md "Prerendered first paint", "Web edge"): that module is bundled
 * for Node with esbuild (packages stay external, the workspace's own code is bundled), its `prerender()`
 * result is emitted as `prerender.json` and its `pageManifest()` (the app's route table, shared-contracts
 * `PageManifest`) as `pages.json`, beside `mf-manifest.json`, so a release carries its own of both. A failure fails the build: a stale hero in the HTML
 * would not match the page the remote draws.
 */
export class PrerenderPlugin {
  constructor(private readonly entry: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('PrerenderPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'PrerenderPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          const result = await build({
            entryPoints: [this.entry],
            bundle: true,
            platform: 'node',
            format: 'cjs',
            jsx: 'automatic',
            write: false,
            define: { 'process.env.NODE_ENV': '"production"' },
            logLevel: 'error',
            plugins: [
              {
                name: 'packages-external',
                setup(build) {
                  build.onResolve({ filter: /^[^./]/ }, (args) =>
                    args.path.startsWith('@exam/') ? undefined : { external: true },
                  );
                },
              },
            ],
          });
          // Run from a file beside the entry so Node resolves the externals from the app's node_modules.
          const file = path.join(path.dirname(this.entry), `.prerender.${process.pid}.cjs`);
          fs.writeFileSync(file, result.outputFiles[0].text);
          try {
            const { prerender, pageManifest } = createRequire(file)(file) as {
              prerender: () => unknown;
              pageManifest?: () => unknown;
            };
            const json = JSON.stringify(prerender());
            compilation.emitAsset('prerender.json', new compiler.webpack.sources.RawSource(json));
            if (pageManifest)
              compilation.emitAsset(
                'pages.json',
                new compiler.webpack.sources.RawSource(JSON.stringify(pageManifest(), null, 2)),
              );
          } finally {
            fs.rmSync(file, { force: true });
          }
        },
      );
    });
  }
}
