/**
 * One function that builds the Rspack + Module Federation config of any front-end app (ARCHITECTURE
 * "Module Federation"), and the one SHARED map every app uses. Shared packages are singletons whose
 * `requiredVersion` comes from the root package.json, so a remote built against another React fails loudly
 * instead of running a second copy (invalid hook call, lost theme, silent toasts).
 */
import path from 'node:path';
import fs from 'node:fs';
import zlib from 'node:zlib';
import { rspack, type Compiler, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import CompressionPlugin from 'compression-webpack-plugin';
import { createHash } from 'node:crypto';
import { build, buildSync } from 'esbuild';
import { createRequire } from 'node:module';
import { THEME_INIT_SCRIPT } from './shared-contracts/src/constants/theme-init';
import { appByFolder, type AppEntry } from './shared-contracts/src/apps';

const rootPkg = JSON.parse(fs.readFileSync(path.join(__dirname, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};
const contractsPkg = JSON.parse(
  fs.readFileSync(path.join(__dirname, 'shared-contracts', 'package.json'), 'utf8'),
) as { version: string };

const uiPkg = JSON.parse(fs.readFileSync(path.join(__dirname, 'shared-ui', 'package.json'), 'utf8')) as {
  version: string;
  exports: Record<string, string>;
};

/**
 * The UI kit (`@exam/shared-ui`), one singleton per subpath of its exports (`@exam/shared-ui/spinner`…), so
 * an app's shared chunk holds the components it imports and not the whole kit; versioned like the contracts.
 */
const SHARED_UI = Object.fromEntries(
  Object.keys(uiPkg.exports).map((subpath) => [
    `@exam/shared-ui${subpath.slice(1)}`,
    { singleton: true, version: uiPkg.version, requiredVersion: `^${uiPkg.version}` },
  ]),
);

const dep = (name: string): string => {
  const range = rootPkg.dependencies[name];
  if (!range) throw new Error(`${name} is shared but not a root dependency`);
  return range;
};

/** The shared singletons of every app. Keys are import specifiers. */
export const SHARED = {
  react: { singleton: true, requiredVersion: dep('react') },
  'react/jsx-runtime': { singleton: true, requiredVersion: dep('react') },
  'react-dom': { singleton: true, requiredVersion: dep('react-dom') },
  'react-dom/client': { singleton: true, requiredVersion: dep('react-dom') },
  'react-redux': { singleton: true, requiredVersion: dep('react-redux') },
  'styled-components': { singleton: true, requiredVersion: dep('styled-components') },
  notistack: { singleton: true, requiredVersion: dep('notistack') },
  // React Router is shared through the contracts' curated surface (shared-contracts/src/router), not as
  // `react-router-dom`: a shared module keeps every export, and React Router's full API is 52 KB brotli.
  '@exam/shared-contracts/router': {
    singleton: true,
    version: contractsPkg.version,
    requiredVersion: `^${contractsPkg.version}`,
  },
  // Redux Toolkit and RTK Query likewise, through `@exam/shared-contracts/redux` (35 → 25 KB gzip):
  // `@reduxjs/toolkit` itself must not be shared, or the surface would import the whole shared package.
  '@exam/shared-contracts/redux': {
    singleton: true,
    version: contractsPkg.version,
    requiredVersion: `^${contractsPkg.version}`,
  },
  '@exam/shared-contracts/client': {
    singleton: true,
    version: contractsPkg.version,
    requiredVersion: `^${contractsPkg.version}`,
  },
  // One Lingui instance for every app: the language and every app's messages live in it.
  '@exam/shared-contracts/i18n': {
    singleton: true,
    version: contractsPkg.version,
    requiredVersion: `^${contractsPkg.version}`,
  },
  ...SHARED_UI,
} as const;

/** react-router's production entry points (ESM), for `resolve.alias` in production builds. */
const REACT_ROUTER_PRODUCTION: Record<string, string> = {
  'react-router$': path.join(
    path.dirname(require.resolve('react-router/package.json')),
    'dist/production/index.mjs',
  ),
  'react-router/dom$': path.join(
    path.dirname(require.resolve('react-router/package.json')),
    'dist/production/dom-export.mjs',
  ),
};

/** Text assets worth compressing ahead of time: scripts, styles, HTML, JSON manifests, SVG. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt)$/;
const COMPRESSION = [
  new CompressionPlugin<zlib.ZlibOptions>({
    filename: '[path][base].gz',
    algorithm: 'gzip',
    compressionOptions: { level: 9 },
    test: COMPRESSIBLE,
    threshold: 1024,
    minRatio: 0.9,
  }),
  new CompressionPlugin<zlib.BrotliOptions>({
    filename: '[path][base].br',
    algorithm: 'brotliCompress',
    compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    test: COMPRESSIBLE,
    threshold: 1024,
    minRatio: 0.9,
  }),
];

/**
 * SHARED with `strictVersion` on every entry: all are singletons whose
 * mismatch breaks (two Reacts, two stores, an old contracts client), so a remote whose range the loaded copy
 * does not satisfy fails to load (its Retry box) instead of running on a version it was not built for.
 */
export function strictShared<T extends Record<string, object>>(shared: T): Record<keyof T, object> {
  return Object.fromEntries(
    Object.entries(shared).map(([key, value]) => [key, { ...value, strictVersion: true }]),
  ) as Record<keyof T, object>;
}

/**
 * The federation runtime's production options. The shell
 * bundles `@module-federation/runtime-core` and provides it on `globalThis._FEDERATION_RUNTIME_CORE`; a
 * remote's entry takes it from there instead of carrying its own copy, and leaves out what a remote never
 * does (load other remotes, read manifests). Both drop Node-only code (`target: 'web'`). A remote's
 * standalone page has no shell, so it loads the runtime from `federation-runtime.<hash>.js` first
 * ({@link federationRuntimeProvider}).
 */
function federationExperiments(remote: boolean, production: boolean) {
  // The shell provides the runtime in development too: a dev shell may load built remotes (DEV_REMOTES
  // replaces one remote; the others are production builds that expect the shell's runtime). A remote in
  // development keeps its own, so its dev page needs no runtime script.
  if (!production) return remote ? undefined : { provideExternalRuntime: true };
  return remote
    ? {
        externalRuntime: true,
        optimization: { disableRemote: true, disableSnapshot: true, target: 'web' as const },
      }
    : { provideExternalRuntime: true, optimization: { target: 'web' as const } };
}

/** The federation runtime a standalone remote page loads first: file name (content-hashed) and code. */
interface RuntimeProvider {
  fileName: string;
  code: string;
}
let runtimeProvider: RuntimeProvider | undefined;

/**
 * `federation-runtime.<hash>.js`, for a remote's standalone page built with `externalRuntime`:
 * `@module-federation/runtime-core` from this repository's node_modules (the version the shell bundles),
 * bundled by esbuild into one script that sets `globalThis._FEDERATION_RUNTIME_CORE`, as the shell's
 * `provideExternalRuntime` does. The shell never loads it. Built once per process (about 50 ms).
 */
function federationRuntimeProvider(): RuntimeProvider {
  if (runtimeProvider) return runtimeProvider;
  const result = buildSync({
    stdin: {
      contents:
        "import * as core from '@module-federation/runtime-core';\n" +
        'globalThis._FEDERATION_RUNTIME_CORE ??= core;\n',
      resolveDir: __dirname,
      sourcefile: 'federation-runtime.js',
    },
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2022',
    platform: 'browser',
    write: false,
    define: { 'process.env.NODE_ENV': '"production"', ENV_TARGET: '"web"' },
    logLevel: 'error',
  });
  const code = result.outputFiles[0].text;
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 8);
  runtimeProvider = { fileName: `federation-runtime.${hash}.js`, code };
  return runtimeProvider;
}

/** Emits {@link federationRuntimeProvider}'s script into a remote's build (compressed with the rest). */
class FederationRuntimeAssetPlugin {
  apply(compiler: Compiler): void {
    const { fileName, code } = federationRuntimeProvider();
    compiler.hooks.thisCompilation.tap('FederationRuntimeAssetPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'FederationRuntimeAssetPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => compilation.emitAsset(fileName, new compiler.webpack.sources.RawSource(code)),
      );
    });
  }
}

/**
 * Writes `prerender.json` and `pages.json` into a build of an app that has `src/prerender.tsx` (the store,
 * the shell and the test remote; ARCHITECTURE "Prerendered first paint", "Web edge"): that module is bundled for Node with
 * esbuild (packages stay external, the workspace's own code is bundled), its `prerender()` result is
 * emitted as `prerender.json` and its `pageManifest()` (the app's route table, shared-contracts
 * `PageManifest`) as `pages.json`, beside `mf-manifest.json`, so a release carries its own of both. A failure fails the build: a stale hero in the HTML
 * would not match the page the remote draws.
 */
class PrerenderPlugin {
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

/**
 * Takes the source maps out of the build (issue: a map was served when its name was percent-encoded): each
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

/**
 * Options of one app's build. Its federation name and exposed modules are not options: they come from the
 * app's entry in apps.json, found by its folder's name.
 */
export interface AppOptions {
  /** The app's folder (absolute); its name is the app's `folder` in apps.json. */
  dir: string;
  /** Page title of the standalone index.html. */
  title: string;
  /** Production build (minified, hashed names) unless false. */
  production?: boolean;
  /** Extra Rspack plugins (e.g. copying pdf.js assets). */
  plugins?: NonNullable<Configuration['plugins']>;
  /** Extra values for the app's index.html template (the shell's Devanagari face). */
  templateParameters?: Record<string, string>;
}

/**
 * The federation facts of the app in `dir`, from apps.json: its federation name (a remote's `name`, the
 * host's folder: `shell`) and, for a remote, its exposed modules as Module Federation wants them
 * (`{ './routes': './src/routes.tsx' }`). Throws for a folder that is not in the list.
 */
export function federationOf(dir: string): { app: AppEntry; name: string; exposes?: Record<string, string> } {
  const folder = path.basename(dir);
  const app = appByFolder(folder);
  if (!app) throw new Error(`${folder} is not in apps.json: add its entry there (docs/architecture.md)`);
  if (app.kind !== 'remote') return { app, name: app.name ?? app.folder };
  const exposes = Object.fromEntries(
    Object.entries(app.exposes).map(([key, exposed]) => [key, exposed.file]),
  );
  return { app, name: app.name ?? app.folder, exposes };
}

/**
 * Builds an Rspack config: entry `src/index.ts` (which only does `import('./bootstrap')`), SWC for TS/TSX,
 * `public/` copied as is, an index.html, and the Module Federation plugin with a `mf-manifest.json`.
 * The shell is a host with no build-time remotes: it registers them at run time from `/remotes.json`.
 */
export function createAppConfig(options: AppOptions): Configuration {
  const production = options.production !== false;
  const { name, exposes } = federationOf(options.dir);
  const externalRuntime = production && !!exposes;
  const publicDir = path.join(options.dir, 'public');
  const templateFile = path.join(options.dir, 'index.html');
  const prerenderEntry = path.join(options.dir, 'src/prerender.tsx');
  const startsItself =
    fs.existsSync(templateFile) && fs.readFileSync(templateFile, 'utf8').includes('data-entry=');
  return {
    mode: production ? 'production' : 'development',
    context: options.dir,
    entry: { main: './src/index.ts' },
    // Production maps are made for error reports but not referenced (no sourceMappingURL) and moved out of
    // the build by SourceMapsOutsidePlugin; the servers also answer 404 for any *.map, however encoded.
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(options.dir, 'dist'),
      // Remotes are served under their own path (e.g. /remotes/store/): chunk URLs resolve from where they were loaded.
      publicPath: 'auto',
      uniqueName: name,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      // react-router 7's package exports point only at dist/development (remix-run/react-router#12532,
      // #14102): a production build would ship its development build (196 KB, dev warnings on). Its
      // production build sits beside it with the same API.
      alias: production ? REACT_ROUTER_PRODUCTION : {},
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production } },
              target: 'es2022',
            },
          },
          type: 'javascript/auto',
        },
        {
          // Message catalogs (an app's `src/locales/`, or a lazily loaded feature's `locales/`), compiled to
          // Lingui's runtime form (scripts/lib/lingui-catalog-loader.cjs).
          test: /[\\/]locales[\\/][a-z]{2}\.json$/,
          loader: path.join(__dirname, 'scripts/lib/lingui-catalog-loader.cjs'),
          type: 'javascript/auto',
        },
        { test: /\.(png|jpe?g|svg|webp)$/, type: 'asset/resource' },
      ],
    },
    // The shell: the contracts' paths, needed both by the shared client (its own chunk group) and by the
    // shell's own start-up code, in one chunk for both rather than a copy in each (its first page had two).
    // A remote's copy sits in its page chunk already.
    optimization: exposes
      ? {}
      : {
          splitChunks: {
            cacheGroups: {
              apiPaths: {
                test: /shared-contracts[\\/]src[\\/]http[\\/]paths\.ts$/,
                name: 'api-paths',
                chunks: 'all',
                enforce: true,
              },
            },
          },
        },
    plugins: [
      new rspack.HtmlRspackPlugin({
        template: fs.existsSync(templateFile) ? templateFile : undefined,
        title: options.title,
        scriptLoading: 'defer',
        // A page whose theme script starts the entry itself (`data-entry`, the shell's) gets no script tag.
        inject: !startsItself,
        templateParameters: {
          themeInitScript: THEME_INIT_SCRIPT,
          // A remote's standalone page loads the federation runtime its entries take from the shell.
          federationRuntimeTag: externalRuntime
            ? `<script defer src="${federationRuntimeProvider().fileName}"></script>`
            : '',
          ...options.templateParameters,
        },
        // Not minified: the inline theme script must stay byte-for-byte what the CSP hash was made of.
        minify: false,
      }),
      ...(fs.existsSync(publicDir)
        ? [new rspack.CopyRspackPlugin({ patterns: [{ from: publicDir, to: '.', noErrorOnMissing: true }] })]
        : []),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        shared: strictShared(SHARED),
        // One remote that is down must not block start-up (ARCHITECTURE "Module Federation").
        shareStrategy: 'loaded-first',
        // The shell loads federated code in short tasks (ARCHITECTURE "Short tasks").
        ...(exposes
          ? {}
          : {
              runtimePlugins: [path.join(__dirname, 'shared-contracts/src/federation/short-tasks-plugin.ts')],
            }),
        manifest: { fileName: 'mf-manifest.json' },
        // Type hints (docs/releases.md "Type hints"): a remote's production build with MF_TYPES=1
        // (what `npm run release` sets) writes `@mf-types.zip` of its exposed modules, generated offline by
        // tsc with the app's own tsconfig. Off otherwise: it adds 4 to 16 s to a build. Never consumed at
        // build time (the shell has no build-time remotes): scripts/check-remote-types.mjs checks them.
        dts:
          production && exposes && process.env.MF_TYPES === '1'
            ? {
                generateTypes: { tsConfigPath: path.join(options.dir, 'tsconfig.json'), abortOnError: true },
                consumeTypes: false,
                displayErrorInTerminal: true,
              }
            : false,
        experiments: federationExperiments(!!exposes, production),
      }),
      // Brotli and gzip copies of every text asset, served as is with Content-Encoding by the one-port
      // server (@fastify/static preCompressed) and by nginx (gzip_static / brotli_static).
      ...(externalRuntime ? [new FederationRuntimeAssetPlugin()] : []),
      ...(fs.existsSync(prerenderEntry) ? [new PrerenderPlugin(prerenderEntry)] : []),
      ...(production ? [new SourceMapsOutsidePlugin(sourceMapsDir(options.dir)), ...COMPRESSION] : []),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
      }),
      ...(options.plugins ?? []),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
