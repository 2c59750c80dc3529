/**
 * One function that builds the Rspack + Module Federation config of any front-end app (docs/architecture.md
 * "The pieces"). Its parts are in rspack/: the SHARED map every app uses (shared.ts), the federation
 * runtime's options and a remote's standalone runtime (federation-runtime.ts), the prerendered first paint
 * (prerender-plugin.ts) and the source maps kept outside the builds (source-maps.ts).
 */
import path from 'node:path';
import fs from 'node:fs';
import zlib from 'node:zlib';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import CompressionPlugin from 'compression-webpack-plugin';
import { THEME_INIT_SCRIPT } from './web-platform/src/constants/theme-init';
import { appByFolder, type AppEntry } from './shared-contracts/src/apps';
import {
  FederationRuntimeAssetPlugin,
  federationExperiments,
  federationRuntimeProvider,
} from './rspack/federation-runtime';
import { PrerenderPlugin } from './rspack/prerender-plugin';
import { SHARED, hostShared, strictShared } from './rspack/shared';
import { SourceMapsOutsidePlugin, sourceMapsDir } from './rspack/source-maps';

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

/**
 * Brotli and gzip copies of every text asset worth compressing ahead of time (scripts, styles, HTML, JSON
 * manifests, SVG), served as is with Content-Encoding by the one-port server (@fastify/static
 * preCompressed) and by nginx (gzip_static / brotli_static).
 */
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
 * (`{ './routes': './src/routes.tsx' }`, plus its former module names: apps.json `formerModules`). Throws
 * for a folder that is not in the list.
 */
export function federationOf(dir: string): { app: AppEntry; name: string; exposes?: Record<string, string> } {
  const folder = path.basename(dir);
  const app = appByFolder(folder);
  if (!app) throw new Error(`${folder} is not in apps.json: add its entry there (docs/architecture.md)`);
  if (app.kind !== 'remote') return { app, name: app.name ?? app.folder };
  const exposes = Object.fromEntries(
    Object.entries(app.exposes).map(([key, exposed]) => [key, exposed.file]),
  );
  // The module names it exposed before `./routes` stay as aliases, so an open tab of an older shell, which
  // asks for `admin/AdminApp` or `reader/PdfViewer` (or `test/TestApp` at `/remotes/test/`), still finds
  // the module it knows (docs/releases.md "Former module names").
  for (const former of app.formerModules ?? []) exposes[former.module] ??= former.file;
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
  const template = fs.existsSync(templateFile) ? fs.readFileSync(templateFile, 'utf8') : null;
  // A page whose theme script starts the entry itself (`data-entry`, the shell's) gets no script tag.
  const startsItself = !!template?.includes('data-entry=');
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
              // styled-components' CSS is shipped as written (comments, indentation) unless minified at build
              // time; `pure` lets unused styled components be dropped. No displayName or SSR ids: class
              // names stay as the library makes them at run time, the same in the prerender and the browser.
              experimental: {
                plugins: [
                  [
                    require.resolve('@swc/plugin-styled-components'),
                    {
                      displayName: false,
                      ssr: false,
                      minify: true,
                      pure: true,
                      transpileTemplateLiterals: false,
                    },
                  ],
                ],
              },
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
    // The shell: the contracts' paths (the shared tables of `http/paths.ts` and each domain's `paths.ts`),
    // needed both by the shared client (its own chunk group) and by the shell's own start-up code, in one
    // chunk for both rather than a copy in each (its first page had two). A remote's copy sits in its page
    // chunk already.
    optimization: exposes
      ? {}
      : {
          splitChunks: {
            cacheGroups: {
              apiPaths: {
                test: /shared-contracts[\\/]src[\\/](http|accounts|catalogue|purchases|reading|exams|operations)[\\/]paths\.ts$/,
                name: 'api-paths',
                chunks: 'all',
                enforce: true,
              },
            },
          },
        },
    plugins: [
      new rspack.HtmlRspackPlugin({
        template: template === null ? undefined : templateFile,
        title: options.title,
        scriptLoading: 'defer',
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
        // The host also provides the share keys of remotes released before a key moved (FORMER_SHARE_KEYS).
        shared: strictShared(exposes ? SHARED : hostShared()),
        // One remote that is down must not block start-up (docs/architecture.md "The pieces").
        shareStrategy: 'loaded-first',
        // The shell loads federated code in short tasks (docs/speed.md "Short tasks").
        ...(exposes
          ? {}
          : {
              runtimePlugins: [path.join(__dirname, 'web-platform/src/federation/short-tasks-plugin.ts')],
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
