/**
 * `npm run bench:bundle [app...]`: what each built app's JavaScript holds, from its hidden source maps
 * (source-map-explorer; the build keeps them in `<app>/source-maps/dist/`, outside every served folder). Prints, per app and per chunk, the raw and gzip bytes and the largest packages
 * inside; then the app's totals by package. Build first (`npm run build`). Apps: folders of apps.json
 * (default: all of them).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { explore } from 'source-map-explorer';
import { APPS, ROOT } from '../lib/apps.mjs';

const apps = process.argv.slice(2).length ? process.argv.slice(2) : APPS;

/** `node_modules/@scope/pkg/...` → `@scope/pkg`; app sources → their top folders under src/. */
function owner(file) {
  if (file.startsWith('data:')) return '[federation runtime glue]';
  const m = file.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (m) return m[1];
  const src = file.match(/(?:^|\/)([a-z-]+)\/src\/(.*)$/);
  if (src) return `${src[1]}/src/${src[2].split('/').slice(0, 2).join('/')}`;
  return file.replace(/^.*\/\.\.\//, '');
}

for (const app of apps) {
  const dist = path.join(ROOT, app, 'dist');
  const maps = path.join(ROOT, app, 'source-maps', 'dist');
  const chunks = fs
    .readdirSync(dist)
    .filter((f) => f.endsWith('.js') && fs.existsSync(path.join(maps, `${f}.map`)));
  const totals = new Map();
  let raw = 0;
  let gz = 0;
  console.log(`\n${app}`);
  const rows = [];
  for (const chunk of chunks) {
    const file = path.join(dist, chunk);
    const code = fs.readFileSync(file);
    const gzip = zlib.gzipSync(code, { level: 9 }).length;
    raw += code.length;
    gz += gzip;
    const result = await explore(
      { code: file, map: path.join(maps, `${chunk}.map`) },
      { noBorderChecks: true },
    );
    const byOwner = new Map();
    for (const [name, { size }] of Object.entries(result.bundles[0].files)) {
      const key = owner(name);
      byOwner.set(key, (byOwner.get(key) ?? 0) + size);
      totals.set(key, (totals.get(key) ?? 0) + size);
    }
    const top = [...byOwner].sort((a, b) => b[1] - a[1]).slice(0, 4);
    rows.push([
      code.length,
      `  ${chunk.padEnd(28)} ${String(code.length).padStart(8)} B  ${String(gzip).padStart(7)} B gzip  ${top.map(([k, v]) => `${k} ${v}`).join(', ')}`,
    ]);
  }
  for (const [, line] of rows.sort((a, b) => b[0] - a[0])) console.log(line);
  console.log(`  all chunks: ${raw} B raw, ${gz} B gzip (each chunk compressed alone); by package:`);
  for (const [k, v] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, 20))
    console.log(`    ${String(v).padStart(8)} B  ${k}`);
}
