import type { FastifyInstance } from 'fastify';
import { CONTRACT_VERSION } from '../../src/plugins/web-edge';
import { buildSite, staticSite } from '../helpers/static-site';
import { releaseCli } from '../helpers/release-cli';
import { createTestApp, type TestContext } from '../helpers/test-app';

/**
 * Releases (docs/releases.md): published versions served immutable at /remotes/<name>/<version>/, the
 * release switch CLI (scripts/release-switch.mjs) run for real against the running server's data folder.
 */
let ctx: TestContext;
let app: FastifyInstance;
const site = staticSite('api-releases-');
const staticDir = site.dir;
const write = site.write;
const publish = (version: string, requires: Record<string, string>) =>
  write(`releases/store-remote/${version}/mf-manifest.json`, JSON.stringify({ name: 'store', requires }));

/** Runs the switch CLI; resolves its exit code and output. */
const cli = releaseCli(
  () => staticDir,
  () => ctx.dataDir,
);
const live = async () => (await app.inject({ method: 'GET', url: '/remotes.json' })).json();

beforeAll(async () => {
  write('store-remote/dist/mf-manifest.json', '{"name":"store","dist":true}');
  publish('1.0.0', { contracts: `^${CONTRACT_VERSION}` });
  publish('1.1.0', { contracts: `^${CONTRACT_VERSION}` });
  write('releases/store-remote/1.1.0/assets/main.js', 'console.log("1.1.0")');
  publish('9.0.0', { contracts: '^99.0.0' });
  ctx = await createTestApp({ books: false });
  app = await buildSite(ctx, staticDir);
});
afterAll(async () => {
  await app.close();
  await ctx.close();
  site.remove();
});

describe('releases', () => {
  it('serves published versions at /remotes/<name>/<version>/ with immutable caching, dist still at the root', async () => {
    const released = await app.inject({ method: 'GET', url: '/remotes/store/1.1.0/assets/main.js' });
    expect(released.statusCode).toBe(200);
    expect(released.body).toBe('console.log("1.1.0")');
    expect(released.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const manifest = await app.inject({ method: 'GET', url: '/remotes/store/1.0.0/mf-manifest.json' });
    expect(manifest.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const dist = await app.inject({ method: 'GET', url: '/remotes/store/mf-manifest.json' });
    expect([dist.json(), dist.headers['cache-control']]).toEqual([{ name: 'store', dist: true }, 'no-cache']);
    expect(
      (await app.inject({ method: 'GET', url: '/remotes/store/2.0.0/mf-manifest.json' })).statusCode,
    ).toBe(404);
  });

  it('switches and rolls back without a restart, recording who and when; refuses unpublished or incompatible', async () => {
    expect((await live()).store).toBe('/remotes/store/mf-manifest.json');
    expect(await cli('switch', 'store-remote', '1.0.0')).toMatchObject({ code: 0 });
    expect(await cli('switch', 'store', '1.1.0')).toMatchObject({ code: 0 });
    const after = await live();
    expect(after.store).toBe('/remotes/store/1.1.0/mf-manifest.json');
    expect(after.live.store).toMatchObject({
      version: '1.1.0',
      last: { action: 'switch', from: '1.0.0', to: '1.1.0', by: 'test-team' },
    });
    expect(Date.now() - Date.parse(after.live.store.last.at)).toBeLessThan(60_000);

    const missing = await cli('switch', 'store-remote', '2.0.0');
    expect([missing.code, missing.out]).toEqual([1, expect.stringContaining('not published')]);
    const incompatible = await cli('switch', 'store-remote', '9.0.0');
    expect([incompatible.code, incompatible.out]).toEqual([
      1,
      expect.stringContaining('needs contracts ^99.0.0'),
    ]);
    expect((await live()).store).toBe('/remotes/store/1.1.0/mf-manifest.json');

    expect(await cli('rollback', 'store-remote')).toMatchObject({ code: 0 });
    expect((await live()).store).toBe('/remotes/store/1.0.0/mf-manifest.json');
    expect(await cli('rollback', 'store-remote')).toMatchObject({ code: 0 });
    expect((await live()).store).toBe('/remotes/store/mf-manifest.json');
    const nothing = await cli('rollback', 'store-remote');
    expect([nothing.code, nothing.out]).toEqual([1, expect.stringContaining('nothing to roll back')]);
  });

  it('reports the contract version on GET /api/health', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-contract-version']).toBe(CONTRACT_VERSION);
  });
});
