/**
 * `node e2e/support/pre-move-remote.mjs <out-dir>`: builds a remote as a release made before the browser
 * runtime moved out of the contracts (web-platform CHANGELOG 0.3.0) would be built: its code imports
 * `@exam/shared-contracts/client`, `/redux`, `/router` and `/i18n`, and its shared map asks for those old keys
 * (rspack/shared.ts FORMER_SHARE_KEYS) with the same version and range, each with its own fallback copy of
 * the module (the web platform's file under its old name), while every other shared module is as today.
 * Federation name `premove`, exposing `./probe`: the four modules as that remote's code receives them.
 * Built in a folder of its own, with the production app config's loaders; exit code 1 on a failed build.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { compileOnce } from '../../scripts/build-app.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const jiti = createJiti(import.meta.url);
const { createAppConfig } = await jiti.import(path.join(ROOT, 'rspack.base.ts'));
const { SHARED, FORMER_SHARE_KEYS, strictShared } = await jiti.import(path.join(ROOT, 'rspack/shared.ts'));
const platform = JSON.parse(fs.readFileSync(path.join(ROOT, 'web-platform/package.json'), 'utf8'));

const out = path.resolve(process.argv[2] ?? '');
const src = fs.mkdtempSync(path.join(os.tmpdir(), 'pre-move-remote-'));
fs.writeFileSync(path.join(src, 'index.js'), 'export {};\n');
fs.writeFileSync(
  path.join(src, 'probe.js'),
  [
    "import * as client from '@exam/shared-contracts/client';",
    "import * as redux from '@exam/shared-contracts/redux';",
    "import * as router from '@exam/shared-contracts/router';",
    "import * as i18n from '@exam/shared-contracts/i18n';",
    'export default { client, redux, router, i18n };',
  ].join('\n'),
);

// Each old specifier names the web platform's file of its new key, as the contracts' own file did then.
const alias = {};
const shared = Object.fromEntries(
  Object.entries(SHARED).filter(([key]) => !key.startsWith('@exam/web-platform/')),
);
for (const [old, now] of Object.entries(FORMER_SHARE_KEYS)) {
  alias[`${old}$`] = path.join(
    ROOT,
    'web-platform',
    platform.exports[`.${now.slice('@exam/web-platform'.length)}`],
  );
  shared[old] = SHARED[now];
}

const base = createAppConfig({ dir: path.join(ROOT, 'store-remote'), title: 'pre-move', production: true });
const config = {
  ...base,
  context: src,
  entry: { main: './index.js' },
  output: { path: out, publicPath: 'auto', uniqueName: 'premove', filename: '[name].js', clean: true },
  resolve: {
    ...base.resolve,
    alias: { ...base.resolve.alias, ...alias },
    modules: [path.join(ROOT, 'node_modules'), 'node_modules'],
  },
  devtool: false,
  optimization: {},
  plugins: [
    new ModuleFederationPlugin({
      name: 'premove',
      filename: 'remoteEntry.js',
      exposes: { './probe': './probe.js' },
      shared: strictShared(shared),
      shareStrategy: 'loaded-first',
      manifest: { fileName: 'mf-manifest.json' },
      dts: false,
    }),
    new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') }),
  ],
};

const ok = await compileOnce(config);
fs.rmSync(src, { recursive: true, force: true });
// What a release of then declared (scripts/release.mjs): the shell and contracts it was built against.
if (ok) {
  const manifestFile = path.join(out, 'mf-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  fs.writeFileSync(
    manifestFile,
    JSON.stringify({ ...manifest, requires: { shell: '^0.3.0', contracts: '^0.3.0' } }),
  );
}
process.exit(ok ? 0 : 1);
