/**
 * `npm run dev -w <app>`: one front end on an Rspack dev server with hot reload (issue 17, docs/releases.md
 * "Dev servers"). `node scripts/dev-server.mjs <app-folder> [--port <n>]`.
 *
 * - The app is built in development mode, in memory; React Refresh (@rspack/plugin-react-refresh) swaps an
 *   edited component in place, keeping its state. A change React Refresh cannot take (a file that is not
 *   only components) falls back to a full page reload.
 * - `/api`, `/remotes.json` and `/remotes/` are proxied to a running API (`API_URL`, default
 *   http://127.0.0.1:3000, e.g. `npm start`): the shell's page loads the live remotes from it, and a remote's
 *   own page (its standalone bootstrap, at `/`) talks to the real API. Every other path falls back to the
 *   app's index.html (client routes).
 * - The remote's `remoteEntry.js` and `mf-manifest.json` are served too, with CORS, so a shell elsewhere can
 *   load the dev build by its URL.
 * Port: `--port`, else `DEV_PORT`, else the app's default (shell 3001, store 3002, reader 3003, admin 3004).
 * Stops on SIGINT/SIGTERM. Prints `[<app>] dev server on <url>` once listening.
 */
import { rspack } from '@rspack/core';
import { RspackDevServer } from '@rspack/dev-server';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { fileURLToPath } from 'node:url';
import { loadAppConfig } from './build-app.mjs';

/** Default dev-server port of each app folder. */
export const DEV_PORTS = { shell: 3001, 'store-remote': 3002, 'reader-remote': 3003, 'admin-remote': 3004 };

/** Paths the dev server hands to the API instead of answering itself. */
export const PROXIED = ['/api', '/remotes.json', '/remotes/'];

/** Turns SWC's React Refresh transform on in the app's TypeScript rule (it is off in every build). */
function enableRefreshTransform(config) {
  for (const rule of config.module?.rules ?? []) {
    if (rule && typeof rule === 'object' && rule.loader === 'builtin:swc-loader') {
      rule.options.jsc.transform.react = { ...rule.options.jsc.transform.react, refresh: true };
    }
  }
}

/**
 * Starts the dev server of `app` on 127.0.0.1:`port` against `apiUrl`; resolves with `{ url, stop() }`
 * once it listens (the first build may still be running: requests wait for it).
 */
export async function startDevServer(
  app,
  { port, apiUrl = 'http://127.0.0.1:3000', host = '127.0.0.1' } = {},
) {
  const config = await loadAppConfig(app, false);
  enableRefreshTransform(config);
  config.plugins = config.plugins.map((plugin) =>
    // The page loads `main` only: with `remoteEntry.js` too (as the builds' HTML has it), two HMR runtimes
    // share the page and hot updates are fetched by the wrong one (ChunkLoadError, no refresh).
    plugin?.name === 'HtmlRspackPlugin'
      ? new rspack.HtmlRspackPlugin({ ...plugin._args[0], chunks: ['main'] })
      : plugin,
  );
  config.plugins.push(new ReactRefreshRspackPlugin());
  // Memory only: the app's dist/ (what `npm start` serves) is left as it is.
  config.output = { ...config.output, clean: false };
  const compiler = rspack(config);
  const server = new RspackDevServer(
    {
      host,
      port,
      hot: true,
      liveReload: true,
      historyApiFallback: true,
      // The shell on another port (or origin) loads this remote's manifest and chunks.
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: PROXIED, target: apiUrl, changeOrigin: false }],
      client: { overlay: { errors: true, warnings: false } },
      setupExitSignals: false,
    },
    compiler,
  );
  await server.start();
  return {
    url: `http://${host}:${port}`,
    stop: () => server.stop(),
  };
}

async function main() {
  const [app, ...flags] = process.argv.slice(2);
  if (!(app in DEV_PORTS))
    throw new Error(`usage: dev-server <${Object.keys(DEV_PORTS).join('|')}> [--port n]`);
  const portFlag = flags.indexOf('--port');
  const port = Number(portFlag === -1 ? process.env.DEV_PORT || DEV_PORTS[app] : flags[portFlag + 1]);
  const apiUrl = process.env.API_URL || 'http://127.0.0.1:3000';
  const { url, stop } = await startDevServer(app, {
    port,
    apiUrl,
    host: process.env.DEV_HOST || '127.0.0.1',
  });
  console.log(`[${app}] dev server on ${url} (API ${apiUrl})`);
  const quit = () => stop().then(() => process.exit(0));
  process.once('SIGINT', quit);
  process.once('SIGTERM', quit);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
