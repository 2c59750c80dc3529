import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { CONTRACT_VERSION } from '../../src/plugins/web-edge';
import { buildSite, staticSite } from '../helpers/static-site';
import { releaseCli } from '../helpers/release-cli';
import { createTestApp, type TestContext } from '../helpers/test-app';

/**
 * A renamed remote (docs/releases.md "Renaming a remote"; apps.json `formerly`): the online tests' remote was
 * `test` (folder test-remote) and is `exam` (exam-remote). The switch's `test` entry stays its live
 * pointer with no republish, its releases stay in releases/test-remote/, `/remotes/test/` serves the same
 * files as `/remotes/exam/` for the previous shell's open tabs, and the first switch under the new name
 * carries the old entry's history, so a rollback returns to the release live before the rename.
 */
let ctx: TestContext;
let app: FastifyInstance;
const site = staticSite('api-renamed-remote-');
const requires = { contracts: `^${CONTRACT_VERSION}` };
const cli = releaseCli(
  () => site.dir,
  () => ctx.dataDir,
);
const get = (url: string) => app.inject({ method: 'GET', url });
const live = async () => (await get('/remotes.json')).json<Record<string, unknown>>();
const switchFile = () => path.join(ctx.dataDir, 'remotes.json');

/** The switch as the previous release's tooling left it: test 1.0.1 live, switched from its dist. */
const BEFORE_RENAME = {
  test: {
    version: '1.0.1',
    previous: [null],
    history: [{ action: 'switch', from: null, to: '1.0.1', by: 'old-team', at: '2026-12-01T10:00:00.000Z' }],
  },
};

beforeAll(async () => {
  site.write('exam-remote/dist/mf-manifest.json', '{"name":"exam","dist":true}');
  site.write('exam-remote/dist/remoteEntry.js', 'console.log("exam dist")');
  // Published before the rename: its folder is the old one, and it is not published again.
  site.write('releases/test-remote/1.0.1/mf-manifest.json', JSON.stringify({ name: 'test', requires }));
  site.write('releases/test-remote/1.0.1/remoteEntry.js', 'console.log("test 1.0.1")');
  site.write('releases/exam-remote/1.1.0/mf-manifest.json', JSON.stringify({ name: 'exam', requires }));
  ctx = await createTestApp({ books: false });
  fs.writeFileSync(switchFile(), JSON.stringify(BEFORE_RENAME));
  app = await buildSite(ctx, site.dir);
});
afterAll(async () => {
  await app.close();
  await ctx.close();
  site.remove();
});

describe('the online tests remote renamed from test to exam', () => {
  it('keeps the release live before the rename: exam takes the switch’s test entry, served from test-remote’s releases', async () => {
    const before = await live();
    expect(before.exam).toBe('/remotes/exam/1.0.1/mf-manifest.json');
    expect(before.test).toBeUndefined();
    expect(before.live).toMatchObject({ exam: { version: '1.0.1', last: { by: 'old-team' } } });
    const entry = await get('/remotes/exam/1.0.1/remoteEntry.js');
    expect([entry.statusCode, entry.body]).toEqual([200, 'console.log("test 1.0.1")']);
    expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves /remotes/test/ as the same files as /remotes/exam/, dist and releases, for the previous shell’s tabs', async () => {
    for (const file of [
      'remoteEntry.js',
      'mf-manifest.json',
      '1.0.1/remoteEntry.js',
      '1.1.0/mf-manifest.json',
    ]) {
      const [old, now] = [await get(`/remotes/test/${file}`), await get(`/remotes/exam/${file}`)];
      expect([file, old.statusCode, old.body, old.headers['cache-control']]).toEqual([
        file,
        200,
        now.body,
        now.headers['cache-control'],
      ]);
    }
    expect((await get('/remotes/test/9.9.9/remoteEntry.js')).statusCode).toBe(404);
  });

  it('switches exam without touching the test entry, and rolls back to the release live before the rename', async () => {
    expect(await cli('switch', 'exam-remote', '1.1.0')).toMatchObject({ code: 0 });
    expect((await live()).exam).toBe('/remotes/exam/1.1.0/mf-manifest.json');
    const state = JSON.parse(fs.readFileSync(switchFile(), 'utf8')) as Record<string, unknown>;
    // An API replica of the previous release still reads `test` (docs/operations.md "Deploy").
    expect(state.test).toEqual(BEFORE_RENAME.test);
    expect(state.exam).toMatchObject({ version: '1.1.0', previous: [null, '1.0.1'] });

    expect(await cli('rollback', 'exam')).toMatchObject({ code: 0 });
    expect((await live()).exam).toBe('/remotes/exam/1.0.1/mf-manifest.json');
    expect(await cli('rollback', 'exam')).toMatchObject({ code: 0 });
    expect((await live()).exam).toBe('/remotes/exam/mf-manifest.json');
  });
});
