import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import type net from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { REPO_ROOT } from '../../src/config';
import { CONTRACT_VERSION } from '../../src/plugins/web-edge';
import { freePort } from '../helpers/free-port';
import { buildSite, staticSite } from '../helpers/static-site';
import { createTestApp, type TestContext } from '../helpers/test-app';

/**
 * `npm run dev -w store-remote` (scripts/dev-server.mjs): the store's dev server,
 * started for real on a free port against a running API, serves its standalone page and manifest, proxies
 * /api, /remotes.json and the other remotes to the API, and rebuilds when a source file changes.
 */
const ENTRY = path.join(REPO_ROOT, 'store-remote', 'src', 'index.ts');
const original = fs.readFileSync(ENTRY, 'utf8');
const { atime, mtime } = fs.statSync(ENTRY);
/**
 * Puts the entry back as it was, modification time included: `npm test` rebuilds an app whose sources are
 * newer than its build (scripts/lib/apps.mjs), and restoring the text alone would cost one store build.
 */
function restoreEntry(): void {
  fs.writeFileSync(ENTRY, original);
  fs.utimesSync(ENTRY, atime, mtime);
}
const site = staticSite('api-dev-server-');
let ctx: TestContext;
let api: FastifyInstance;
let dev: ChildProcess;
let devUrl = '';
let output = '';

/** Polls `check` every 250 ms until it returns a value; throws with the dev server's output past `ms`. */
async function until<T>(what: string, check: () => Promise<T | undefined>, ms = 90_000): Promise<T> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (dev.exitCode !== null) throw new Error(`dev server exited (${dev.exitCode}):\n${output}`);
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} not seen within ${ms} ms; dev server output:\n${output.slice(-3000)}`);
}

beforeAll(async () => {
  site.write('reader-remote/dist/mf-manifest.json', '{"name":"reader","from":"api"}');
  ctx = await createTestApp({ books: false });
  api = await buildSite(ctx, site.dir);
  await api.listen({ port: 0, host: '127.0.0.1' });
  const port = await freePort();
  devUrl = `http://127.0.0.1:${port}`;
  dev = spawn(
    process.execPath,
    [path.join(REPO_ROOT, 'scripts', 'dev-server.mjs'), 'store-remote', '--port', String(port)],
    {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        API_URL: `http://127.0.0.1:${(api.server.address() as net.AddressInfo).port}`,
        // The reader is said to run on its own dev server: this page's /remotes.json points at it.
        DEV_REMOTES: 'reader=http://127.0.0.1:3003/',
      },
    },
  );
  dev.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  dev.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // The first request waits for the first build.
  await until('the standalone page', async () => ((await fetch(`${devUrl}/`)).ok ? true : undefined));
}, 120_000);

afterAll(async () => {
  restoreEntry();
  if (dev && dev.exitCode === null) {
    const exited = new Promise((r) => dev.once('exit', r));
    dev.kill('SIGTERM');
    await exited;
  }
  await api?.close();
  await ctx?.close();
  site.remove();
});

describe('store-remote dev server', () => {
  it("serves the store's standalone page, its manifest, and client routes from its index.html", async () => {
    const page = await fetch(`${devUrl}/`);
    const html = await page.text();
    expect(html).toContain('<title>Exam Store: storefront</title>');
    expect(html).toContain('<div id="root">');
    // One runtime in the page: remoteEntry.js beside main.js would fetch hot updates for the wrong one.
    expect(html).toMatch(/src="main\.js"/);
    expect(html).not.toContain('remoteEntry.js');
    const deep = await fetch(`${devUrl}/class11`, { headers: { accept: 'text/html' } });
    expect(await deep.text()).toContain('<title>Exam Store: storefront</title>');

    const manifest = await fetch(`${devUrl}/mf-manifest.json`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
    const body = (await manifest.json()) as { name: string; exposes: { path: string }[] };
    expect(body.name).toBe('store');
    expect(body.exposes.map((e) => e.path)).toEqual(['./routes']);
  });

  it('proxies /api, /remotes.json (with DEV_REMOTES put over it) and the other remotes to the running API', async () => {
    const health = await fetch(`${devUrl}/api/health`);
    expect(health.status).toBe(200);
    expect(health.headers.get('x-contract-version')).toBe(CONTRACT_VERSION);
    const remotes = (await (await fetch(`${devUrl}/remotes.json`)).json()) as Record<string, unknown>;
    expect(remotes.store).toBe('/remotes/store/mf-manifest.json');
    expect(remotes.reader).toBe('http://127.0.0.1:3003/mf-manifest.json');
    expect(remotes.live).toMatchObject({ store: { version: null } });
    expect(await (await fetch(`${devUrl}/remotes/reader/mf-manifest.json`)).json()).toEqual({
      name: 'reader',
      from: 'api',
    });
    const missing = await fetch(`${devUrl}/api/no-such-route`);
    expect(missing.status).toBe(404);
  });

  it('rebuilds when a source file changes', async () => {
    const marker = `dev-server-test-${Date.now()}`;
    expect(await (await fetch(`${devUrl}/main.js`)).text()).not.toContain(marker);
    fs.writeFileSync(ENTRY, `${original.trimEnd()}\nvoid '${marker}';\n`);
    try {
      await until('the rebuilt main.js', async () =>
        (await (await fetch(`${devUrl}/main.js`)).text()).includes(marker) ? true : undefined,
      );
    } finally {
      restoreEntry();
    }
    // And back: the restored file is rebuilt too.
    await until('main.js without the marker', async () =>
      (await (await fetch(`${devUrl}/main.js`)).text()).includes(marker) ? undefined : true,
    );
  });
});
