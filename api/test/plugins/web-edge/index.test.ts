import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/app';
import { FRONTENDS } from '../../../src/plugins/web-edge';
import { MAP_SUFFIXES } from '../../helpers/map-encodings';
import { writePageManifests } from '../../helpers/page-manifests';
import { buildSite, staticSite } from '../../helpers/static-site';
import { createTestApp, type TestContext } from '../../helpers/test-app';

let ctx: TestContext;
let app: FastifyInstance;
const site = staticSite('api-static-');
const staticDir = site.dir;
const write = site.write;

beforeAll(async () => {
  write(
    'shell/dist/index.html',
    '<!doctype html><title>shell</title><script id="theme-init" data-hindi-fonts="/assets/hi.0123.woff2"></script>',
  );
  write('shell/dist/main.0123abcd.js', 'console.log(1)');
  write('shell/dist/main.0123abcd.js.map', '{"version":3,"sources":["secret.ts"]}');
  write('store-remote/dist/remoteEntry.js.map', '{"version":3}');
  write('store-remote/dist/mf-manifest.json', '{"name":"store"}');
  writePageManifests(write);
  // reader-remote and admin-remote are not built: they must be skipped, not crash.
  ctx = await createTestApp({ books: false });
  app = await buildSite(ctx, staticDir);
});
afterAll(async () => {
  await app.close();
  await ctx.close();
  site.remove();
});

describe('web edge: serving', () => {
  it('serves the shell, hashed assets with long cache, and remotes under /remotes/<name>/', async () => {
    const index = await app.inject({ method: 'GET', url: '/' });
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('<title>shell</title>');
    expect(index.headers['cache-control']).toBe('no-cache');
    const asset = await app.inject({ method: 'GET', url: '/main.0123abcd.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const manifest = await app.inject({ method: 'GET', url: '/remotes/store/mf-manifest.json' });
    expect(manifest.json()).toEqual({ name: 'store' });
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  it('the shell’s HTML preloads remotes.json and the manifest of the remote drawing the page, other answers do not', async () => {
    // The host's /test/* and /my-tests/* name the test remote, over the store's catch-all /*.
    for (const url of ['/test/x', '/test/x/attempt/y', '/my-tests'])
      expect((await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })).headers.link).toBe(
        '</remotes.json>; rel=preload; as=fetch; crossorigin=anonymous, ' +
          '</remotes/exam/mf-manifest.json>; rel=preload; as=fetch; crossorigin=anonymous',
      );
    for (const url of ['/', '/class12', '/faq', '/login/x']) {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      // No books in this catalogue, so no cover to preload; never the catalogue request (a preload is
      // matched by URL alone and would hand a student the guests' answer).
      expect(res.headers.link).toBe(
        '</remotes.json>; rel=preload; as=fetch; crossorigin=anonymous, ' +
          '</remotes/store/mf-manifest.json>; rel=preload; as=fetch; crossorigin=anonymous',
      );
    }
    for (const url of ['/login', '/login?returnTo=%2Fmy-books', '/register/', '/admin', '/admin/payments'])
      expect((await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })).headers.link).toBe(
        '</remotes.json>; rel=preload; as=fetch; crossorigin=anonymous',
      );
    const asset = await app.inject({ method: 'GET', url: '/main.0123abcd.js' });
    expect(asset.headers.link).toBeUndefined();
  });

  it('a page shown in Hindi (its lang cookie, else Accept-Language) also preloads the Devanagari face', async () => {
    const font = '</assets/hi.0123.woff2>; rel=preload; as=font; type="font/woff2"; crossorigin=anonymous';
    const page = (headers: Record<string, string>) =>
      app.inject({ method: 'GET', url: '/login', headers: { accept: 'text/html', ...headers } });
    for (const headers of [{ cookie: 'lang=hi' }, { 'accept-language': 'hi-IN,en;q=0.8' }] as Record<
      string,
      string
    >[]) {
      const res = await page(headers);
      expect(res.headers.link).toBe(`</remotes.json>; rel=preload; as=fetch; crossorigin=anonymous, ${font}`);
      expect(res.headers.vary).toContain('Accept-Language, Cookie');
    }
    // The stored choice wins over the browser's languages, as in the theme script.
    for (const headers of [
      { cookie: 'lang=en', 'accept-language': 'hi-IN' },
      { 'accept-language': 'en-IN' },
    ] as Record<string, string>[])
      expect((await page(headers)).headers.link).toBe(
        '</remotes.json>; rel=preload; as=fetch; crossorigin=anonymous',
      );
  });

  it('never serves source maps (they stay on disk beside the build): 404 for *.js.map, HTML accepted or not', async () => {
    for (const url of [
      '/main.0123abcd.js.map',
      '/MAIN.0123ABCD.JS.MAP',
      '/main.0123abcd.js.map?x=1',
      '/remotes/store/remoteEntry.js.map',
    ])
      for (const accept of ['*/*', 'text/html']) {
        const res = await app.inject({ method: 'GET', url, headers: { accept } });
        expect([url, accept, res.statusCode, res.json()]).toEqual([url, accept, 404, { error: 'Not found' }]);
      }
    expect((await app.inject({ method: 'GET', url: '/main.0123abcd.js' })).statusCode).toBe(200);
  });

  it('decodes before matching: a percent-encoded map name answers 404 like the plain one, on every app', async () => {
    for (const fe of FRONTENDS) {
      write(`${fe.dir}/chunk.0123abcd.js`, 'console.log(2)');
      write(`${fe.dir}/chunk.0123abcd.js.map`, '{"version":3,"sources":["secret.ts"]}');
    }
    const served = await buildSite(ctx, staticDir);
    try {
      for (const fe of FRONTENDS) {
        const script = `${fe.prefix}chunk.0123abcd.js`;
        expect([script, (await served.inject({ method: 'GET', url: script })).statusCode]).toEqual([
          script,
          200,
        ]);
        for (const suffix of MAP_SUFFIXES)
          for (const accept of ['*/*', 'text/html']) {
            const url = `${script}${suffix}`;
            const res = await served.inject({ method: 'GET', url, headers: { accept } });
            expect([url, accept, res.statusCode, res.body]).toEqual([
              url,
              accept,
              404,
              '{"error":"Not found"}',
            ]);
          }
      }
      // A dot segment does not take a map past the check either.
      for (const url of ['/api/../chunk.0123abcd.js.ma%70', '/api/%2e%2e/chunk.0123abcd.js.map']) {
        const sneaky = await served.inject({ method: 'GET', url });
        expect([url, sneaky.statusCode, sneaky.body]).toEqual([url, 404, '{"error":"Not found"}']);
      }
    } finally {
      await served.close();
    }
  });

  it('answers /remotes.json, overridable by REMOTES_JSON', async () => {
    expect((await app.inject({ method: 'GET', url: '/remotes.json' })).json()).toMatchObject({
      store: '/remotes/store/mf-manifest.json',
      reader: '/remotes/reader/mf-manifest.json',
      admin: '/remotes/admin/mf-manifest.json',
      live: { store: { version: null, last: null } },
    });
    const file = path.join(staticDir, 'remotes.override.json');
    fs.writeFileSync(
      file,
      JSON.stringify({ store: 'https://cdn.example/store/mf-manifest.json', reader: '/r', admin: '/a' }),
    );
    const other = await buildApp({
      config: { ...ctx.config, staticDir, remotesJson: file },
      database: ctx.database,
      serveFrontends: true,
    });
    expect((await other.inject({ method: 'GET', url: '/remotes.json' })).json().store).toBe(
      'https://cdn.example/store/mf-manifest.json',
    );
    await other.close();
  });

  it('falls back to index.html for HTML navigations only, never under /api or /remotes', async () => {
    const spa = await app.inject({
      method: 'GET',
      url: '/payment/123',
      headers: { accept: 'text/html,*/*' },
    });
    expect(spa.statusCode).toBe(200);
    expect(spa.body).toContain('<title>shell</title>');
    expect(spa.headers['cache-control']).toBe('no-cache');
    const api = await app.inject({ method: 'GET', url: '/api/nope', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: 'Not found' });
    const remote = await app.inject({
      method: 'GET',
      url: '/remotes/reader/mf-manifest.json',
      headers: { accept: 'text/html' },
    });
    expect(remote.statusCode).toBe(404);
    const js = await app.inject({ method: 'GET', url: '/missing.js', headers: { accept: '*/*' } });
    expect(js.statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({
      status: 'ok',
      db: 'up',
    });
  });
});
