/**
 * `npm run dev -w <app>`: one front end on an Rspack dev server with hot reload (docs/releases.md
 * "Dev servers"). `node scripts/dev-server.mjs <app-folder> [--port <n>]`.
 *
 * - The app is built in development mode, in memory; React Refresh (@rspack/plugin-react-refresh) swaps an
 *   edited component in place, keeping its state. A change React Refresh cannot take (a file that is not
 *   only components) falls back to a full page reload.
 * - `/api`, `/remotes.json` and `/remotes/` are proxied to a running API (`API_URL`, default
 *   http://127.0.0.1:3000, e.g. `npm start`): the shell's page loads the live remotes from it, and a remote's
 *   own page (its standalone bootstrap, at `/`) talks to the real API. Every other path falls back to the
 *   app's index.html (client routes).
 * - The remote's `remoteEntry.js` and `mf-manifest.json` are served too, with CORS: a shell dev server
 *   started with `DEV_REMOTES=store=http://127.0.0.1:3002` loads that remote from it (its /remotes.json is
 *   the API's with those entries put over it). Inside the shell React Refresh does not re-render the remote;
 *   `DEV_HOT=off` on the remote's dev server reloads the page instead.
 * Port: `--port`, else `DEV_PORT`, else the app's `devPort` in apps.json (shell 3001, store 3002, reader
 * 3003, admin 3004).
 * Stops on SIGINT/SIGTERM. Prints `[<app>] dev server on <url>` once listening.
 */
import { rspack } from '@rspack/core';
import { RspackDevServer } from '@rspack/dev-server';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { fileURLToPath } from 'node:url';
import { loadAppConfig } from './build-app.mjs';
import { DEV_PORTS } from './lib/apps.mjs';

/** Default dev-server port of each app folder (`devPort` in apps.json). */
export { DEV_PORTS };

/** Paths the dev server hands to the API instead of answering itself. */
export const PROXIED = ['/api', '/remotes.json', '/remotes/'];

/** `store=http://127.0.0.1:3002,admin=…` → `{ store: 'http://127.0.0.1:3002/mf-manifest.json', … }`. */
export function parseDevRemotes(text = '') {
  return Object.fromEntries(
    text
      .split(',')
      .filter(Boolean)
      .map((pair) => {
        const [name, url] = pair.split('=');
        if (!name || !/^https?:\/\//.test(url ?? '')) throw new Error(`DEV_REMOTES: bad entry ${pair}`);
        return [name.trim(), `${url.trim().replace(/\/$/, '')}/mf-manifest.json`];
      }),
  );
}

/** Middleware answering GET /remotes.json: the API's, with `remotes` put over it; passes on when none. */
function devRemotes(apiUrl, remotes) {
  return (req, res, next) => {
    if (req.method !== 'GET' || Object.keys(remotes).length === 0) return next();
    fetch(`${apiUrl}/remotes.json`)
      .then((answer) => answer.json())
      .then((live) => {
        res.setHeader('content-type', 'application/json');
        res.setHeader('cache-control', 'no-cache');
        res.end(JSON.stringify({ ...live, ...remotes }));
      })
      .catch(next);
  };
}

/** Turns SWC's React Refresh transform on in the app's TypeScript rule (it is off in every build). */
function enableRefreshTransform(config) {
  for (const rule of config.module?.rules ?? []) {
    if (rule && typeof rule === 'object' && rule.loader === 'builtin:swc-loader') {
      rule.options.jsc.transform.react = { ...rule.options.jsc.transform.react, refresh: true };
    }
  }
}

/**
 * Starts the dev server of `app` on `host`:`port` against `apiUrl` (`remotes`: manifest URLs put over the
 * API's /remotes.json, see DEV_REMOTES); resolves with `{ url, stop() }`
 * once it listens (the first build may still be running: requests wait for it).
 */
export async function startDevServer(
  app,
  { port, apiUrl = 'http://127.0.0.1:3000', host = '127.0.0.1', remotes = {}, hot = true } = {},
) {
  const config = await loadAppConfig(app, false);
  if (hot) enableRefreshTransform(config);
  config.plugins = config.plugins.map((plugin) =>
    // The page loads `main` only: with `remoteEntry.js` too (as the builds' HTML has it), two HMR runtimes
    // share the page and hot updates are fetched by the wrong one (ChunkLoadError, no refresh).
    plugin?.name === 'HtmlRspackPlugin'
      ? new rspack.HtmlRspackPlugin({ ...plugin._args[0], chunks: ['main'] })
      : plugin,
  );
  if (hot) config.plugins.push(new ReactRefreshRspackPlugin());
  // Memory only: the app's dist/ (what `npm start` serves) is left as it is.
  config.output = { ...config.output, clean: false };
  const compiler = rspack(config);
  const server = new RspackDevServer(
    {
      host,
      port,
      hot,
      liveReload: true,
      historyApiFallback: true,
      // The shell on another port (or origin) loads this remote's manifest and chunks.
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: PROXIED, target: apiUrl, changeOrigin: false }],
      // DEV_REMOTES=store=http://127.0.0.1:3002,…: this page's /remotes.json points those remotes at their
      // own dev servers (the rest stay the API's), so a remote under development runs inside the shell.
      setupMiddlewares: (middlewares) => [
        { name: 'dev-remotes', path: '/remotes.json', middleware: devRemotes(apiUrl, remotes) },
        ...middlewares,
      ],
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
  if (!Object.hasOwn(DEV_PORTS, app))
    throw new Error(`usage: dev-server <${Object.keys(DEV_PORTS).join('|')}> [--port n]`);
  const portFlag = flags.indexOf('--port');
  const port = Number(portFlag === -1 ? process.env.DEV_PORT || DEV_PORTS[app] : flags[portFlag + 1]);
  const apiUrl = process.env.API_URL || 'http://127.0.0.1:3000';
  const remotes = parseDevRemotes(process.env.DEV_REMOTES);
  const host = process.env.DEV_HOST || '127.0.0.1';
  // DEV_HOT=off: full page reloads instead of React Refresh, for a remote shown inside the shell's page
  // (docs/releases.md "Dev servers": Refresh does not re-render a remote there).
  const hot = process.env.DEV_HOT !== 'off';
  const { url, stop } = await startDevServer(app, { port, apiUrl, host, remotes, hot });
  const from = Object.entries(remotes).map(([name, manifest]) => `, ${name} from ${manifest}`);
  console.log(`[${app}] dev server on ${url} (API ${apiUrl}${from.join('')})`);
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
