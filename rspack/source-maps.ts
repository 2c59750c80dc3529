/** Where the builds' source maps go: outside every served folder (docs/releases.md). */
import fs from 'node:fs';
import path from 'node:path';
import type { Compiler } from '@rspack/core';

/**
 * Takes the source maps out of the build (a map was once served when its name was percent-encoded): each
 * `*.map` asset is written to `dir` under its own name and removed from the compilation, so no served
 * folder (dist/, releases/, an nginx image) ever holds one. They are kept for error reports and
 * `npm run bench:bundle`. `dir` is emptied first, like `output.clean` does for the build. The release
 * script points `dir` at the version's own folder.
 */
export class SourceMapsOutsidePlugin {
  constructor(public dir: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('SourceMapsOutsidePlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'SourceMapsOutsidePlugin',
          // After the devtool has added the maps and the real content hashes have renamed the chunks (and
          // their maps), before compression copies anything.
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1,
        },
        (assets) => {
          fs.rmSync(this.dir, { recursive: true, force: true });
          for (const name of Object.keys(assets).filter((n) => n.endsWith('.map'))) {
            const file = path.join(this.dir, name);
            fs.mkdirSync(path.dirname(file), { recursive: true });
            fs.writeFileSync(file, assets[name].buffer());
            compilation.deleteAsset(name);
          }
        },
      );
    });
  }
}

/** Where an app's production source maps go: `<app>/source-maps/dist` (never served; see above). */
export function sourceMapsDir(appDir: string, build = 'dist'): string {
  return path.join(appDir, 'source-maps', build);
}
