/**
 * One function that builds the Rspack + Module Federation config of any front-end app (ARCHITECTURE
 * "Module Federation"), and the one SHARED map every app uses. Shared packages are singletons whose
 * `requiredVersion` comes from the root package.json, so a remote built against another React fails loudly
 * instead of running a second copy (invalid hook call, lost theme, silent toasts).
 */
import path from 'node:path';
import fs from 'node:fs';
import zlib from 'node:zlib';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import CompressionPlugin from 'compression-webpack-plugin';
import { THEME_INIT_SCRIPT } from './shared-contracts/src/constants/theme-init';

const rootPkg = JSON.parse(fs.readFileSync(path.join(__dirname, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};
const contractsPkg = JSON.parse(
  fs.readFileSync(path.join(__dirname, 'shared-contracts', 'package.json'), 'utf8'),
) as { version: string };

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
  '@reduxjs/toolkit': { singleton: true, requiredVersion: dep('@reduxjs/toolkit') },
  '@reduxjs/toolkit/query': { singleton: true, requiredVersion: dep('@reduxjs/toolkit') },
  '@reduxjs/toolkit/query/react': { singleton: true, requiredVersion: dep('@reduxjs/toolkit') },
  'styled-components': { singleton: true, requiredVersion: dep('styled-components') },
  notistack: { singleton: true, requiredVersion: dep('notistack') },
  // React Router is shared through the contracts' curated surface (shared-contracts/src/router), not as
  // `react-router-dom`: a shared module keeps every export, and React Router's full API is 52 KB brotli.
  '@exam/shared-contracts/router': {
    singleton: true,
    version: contractsPkg.version,
    requiredVersion: `^${contractsPkg.version}`,
  },
  '@exam/shared-contracts/client': {
    singleton: true,
    version: contractsPkg.version,
    requiredVersion: `^${contractsPkg.version}`,
  },
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
 * SHARED with `strictVersion` on every entry (issue 17 "Compatibility gates"): all are singletons whose
 * mismatch breaks (two Reacts, two stores, an old contracts client), so a remote whose range the loaded copy
 * does not satisfy fails to load (its Retry box) instead of running on a version it was not built for.
 */
export function strictShared<T extends Record<string, object>>(shared: T): Record<keyof T, object> {
  return Object.fromEntries(
    Object.entries(shared).map(([key, value]) => [key, { ...value, strictVersion: true }]),
  ) as Record<keyof T, object>;
}

/** Options of one app's build. `port` is its standalone dev-server port; `exposes` maps names to files. */
export interface AppOptions {
  /** Federation name: `shell`, `store`, `reader` or `admin`. */
  name: string;
  /** The app's folder (absolute). */
  dir: string;
  /** Modules this app exposes (remotes only), e.g. `{ './routes': './src/routes.tsx' }`. */
  exposes?: Record<string, string>;
  /** Page title of the standalone index.html. */
  title: string;
  /** Production build (minified, hashed names) unless false. */
  production?: boolean;
  /** Extra Rspack plugins (e.g. copying pdf.js assets). */
  plugins?: NonNullable<Configuration['plugins']>;
}

/**
 * Builds an Rspack config: entry `src/index.ts` (which only does `import('./bootstrap')`), SWC for TS/TSX,
 * `public/` copied as is, an index.html, and the Module Federation plugin with a `mf-manifest.json`.
 * The shell is a host with no build-time remotes: it registers them at run time from `/remotes.json`.
 */
export function createAppConfig(options: AppOptions): Configuration {
  const production = options.production !== false;
  const publicDir = path.join(options.dir, 'public');
  return {
    mode: production ? 'production' : 'development',
    context: options.dir,
    entry: { main: './src/index.ts' },
    // Production maps are written beside the build for error tracking but not referenced (no sourceMappingURL);
    // the server answers 404 for *.map (api/src/plugins/frontends.ts).
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(options.dir, 'dist'),
      // Remotes are served under their own path (e.g. /remotes/store/): chunk URLs resolve from where they were loaded.
      publicPath: 'auto',
      uniqueName: options.name,
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
        { test: /\.(png|jpe?g|svg|webp)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new rspack.HtmlRspackPlugin({
        template: fs.existsSync(path.join(options.dir, 'index.html'))
          ? path.join(options.dir, 'index.html')
          : undefined,
        title: options.title,
        scriptLoading: 'defer',
        templateParameters: { themeInitScript: THEME_INIT_SCRIPT },
        // Not minified: the inline theme script must stay byte-for-byte what the CSP hash was made of.
        minify: false,
      }),
      ...(fs.existsSync(publicDir)
        ? [new rspack.CopyRspackPlugin({ patterns: [{ from: publicDir, to: '.', noErrorOnMissing: true }] })]
        : []),
      new ModuleFederationPlugin({
        name: options.name,
        filename: 'remoteEntry.js',
        exposes: options.exposes,
        shared: strictShared(SHARED),
        // One remote that is down must not block start-up (ARCHITECTURE "Module Federation").
        shareStrategy: 'loaded-first',
        manifest: { fileName: 'mf-manifest.json' },
        // Type hints (issue 17, docs/releases.md "Type hints"): a remote's production build with MF_TYPES=1
        // (what `npm run release` sets) writes `@mf-types.zip` of its exposed modules, generated offline by
        // tsc with the app's own tsconfig. Off otherwise: it adds 4 to 16 s to a build. Never consumed at
        // build time (the shell has no build-time remotes): scripts/check-remote-types.mjs checks them.
        dts:
          production && options.exposes && process.env.MF_TYPES === '1'
            ? {
                generateTypes: { tsConfigPath: path.join(options.dir, 'tsconfig.json'), abortOnError: true },
                consumeTypes: false,
                displayErrorInTerminal: true,
              }
            : false,
        // Each remote keeps its own federation runtime: with `externalRuntime` its entry would use the
        // shell's (16 KB gzip less on the guest home), but its standalone page (index.html in its own
        // folder, issue 17) has no shell to take it from and stays blank.
      }),
      // Brotli and gzip copies of every text asset, served as is with Content-Encoding by the one-port
      // server (@fastify/static preCompressed) and by nginx (gzip_static / brotli_static). Issue 12.
      ...(production ? COMPRESSION : []),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
      }),
      ...(options.plugins ?? []),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
