import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import list from '../../../apps.json';
import { APPS, REMOTE_APPS, type AppEntry } from '@exam/shared-contracts/apps';
import { EXPOSED, REMOTE_NAMES } from '@exam/shared-contracts/federation';
import { REPO_ROOT } from '../../src/config';
import { FRONTENDS } from '../../src/plugins/web-edge';
import { DEFAULT_REMOTES } from '../../src/platform/release-switch';
import { buildSite, staticSite } from '../helpers/static-site';
import { createTestApp, type TestContext } from '../helpers/test-app';

/**
 * Adding an app is one entry in apps.json plus its folder: a throwaway remote, `probe-remote` (federation
 * name `probe`, exposing `./routes`), is added as one entry and nothing else, and every part of the
 * platform that lists the apps takes it up.
 *
 * - In this process, the list is apps.json with the entry appended (Jest's module mock of that one file):
 *   the contracts' REMOTE_NAMES (what the shell registers from /remotes.json), the API's FRONTENDS and
 *   DEFAULT_REMOTES, and the one-port server itself, which serves the probe's faked build (a static
 *   mf-manifest.json in STATIC_DIR) at /remotes/probe/ and lists it in /remotes.json.
 * - The scripts, ESLint, Jest's projects and the Rspack config read apps.json from the repository root, so
 *   they run from a temporary copy of the repository's layout (scripts/, eslint.config.mjs,
 *   jest.config.cjs, rspack.base.ts, shared-contracts/) whose apps.json has the entry: the build's app loop
 *   (`npm run build -- --dry-run`), CI's app list, the dev ports, the ESLint boundary zones (a real lint),
 *   the release switch, Jest's projects and the probe's Module Federation name and exposes. No real build.
 *
 * The deploy files stay static (Docker and nginx read them as they are): docker-compose.test.ts fails when
 * an app of the list has no service, nginx location or Dockerfile line there.
 */
jest.mock('../../../apps.json', () => {
  const actual = jest.requireActual<{ apps: { devPort: number }[] }>('../../../apps.json');
  return {
    ...actual,
    apps: [
      ...actual.apps,
      {
        folder: 'probe-remote',
        kind: 'remote',
        name: 'probe',
        devPort: Math.max(...actual.apps.map((app) => app.devPort)) + 1,
        prefix: '/remotes/probe/',
        exposes: { './routes': { file: './src/probe-app.tsx' } },
        releasable: true,
      },
    ],
  };
});

const run = promisify(execFile);
const PROBE = list.apps.at(-1) as unknown as AppEntry;
/** The first of the real remotes: the probe's neighbour in the lint check. */
const NEIGHBOUR = REMOTE_APPS[0]!.folder;
const site = staticSite('api-apps-new-');
const layout = fs.mkdtempSync(path.join(os.tmpdir(), 'apps-layout-'));
let ctx: TestContext;
let app: FastifyInstance;

/** Runs `node <args>` in the temporary layout; resolves its exit code and output, never rejects. */
async function node(args: string[], env: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await run(process.execPath, args, {
      cwd: layout,
      env: { ...process.env, ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

/** Writes `body` at `rel` inside the temporary layout. */
function writeLayout(rel: string, body: string): void {
  fs.mkdirSync(path.dirname(path.join(layout, rel)), { recursive: true });
  fs.writeFileSync(path.join(layout, rel), body);
}

/** The ESLint boundary messages of the two cross-app files in the layout. */
async function lintBoundaries(): Promise<string[]> {
  const eslint = path.join(REPO_ROOT, 'node_modules', 'eslint', 'bin', 'eslint.js');
  const files = ['probe-remote/src/probe-app.tsx', `${NEIGHBOUR}/src/uses-probe.ts`];
  const { stdout, stderr } = await node([eslint, '--format', 'json', ...files]);
  if (!stdout) throw new Error(`eslint printed nothing: ${stderr}`);
  return (JSON.parse(stdout) as { messages: { ruleId: string; message: string }[] }[])
    .flatMap((file) => file.messages)
    .filter((m) => m.ruleId === 'import-x/no-restricted-paths')
    .map((m) => m.message.replace(/^.*restricted zone\. /, ''));
}

beforeAll(async () => {
  // The repository's layout, as far as the readers of the list need it; apps.json is the extended one.
  for (const rel of [
    'scripts',
    'eslint.config.mjs',
    'jest.config.cjs',
    'rspack.base.ts',
    'rspack',
    'package.json',
    'tsconfig.base.json',
    'shared-contracts/package.json',
    'shared-contracts/src',
    // rspack/shared.ts reads the web platform's version to share it; rspack.base.ts takes its theme script
    // and the shell's runtime plugin.
    'web-platform/package.json',
    'web-platform/src',
    // rspack/shared.ts reads the UI kit's version and subpaths to share them.
    'shared-ui/package.json',
  ])
    fs.cpSync(path.join(REPO_ROOT, rel), path.join(layout, rel), { recursive: true });
  fs.symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(layout, 'node_modules'));
  // The release switch reads the live shell's version from its package.json.
  fs.symlinkSync(path.join(REPO_ROOT, 'shell'), path.join(layout, 'shell'));
  writeLayout('apps.json', JSON.stringify(list, null, 2));
  // The probe's folder: an Rspack config that names nothing the list already says, and a source file that
  // imports another app (which the boundary zones must refuse), as does a file of the neighbour.
  writeLayout(
    'probe-remote/rspack.config.ts',
    "import path from 'node:path';\nimport { createAppConfig } from '../rspack.base';\n\n" +
      'export default (production: boolean) =>\n' +
      "  createAppConfig({ dir: path.resolve(__dirname), title: 'Probe', production });\n",
  );
  writeLayout(
    'probe-remote/src/probe-app.tsx',
    `import { shelf } from '../../${NEIGHBOUR}/src/shelf';\n\nexport const ProbeApp = () => shelf;\n`,
  );
  writeLayout(`${NEIGHBOUR}/src/shelf.ts`, 'export const shelf = 1;\n');
  writeLayout(
    `${NEIGHBOUR}/src/uses-probe.ts`,
    "import { ProbeApp } from '../../probe-remote/src/probe-app';\n\nexport const probe = ProbeApp;\n",
  );

  // The probe's build, faked: a manifest and an entry in its dist, and one published release.
  site.write('shell/dist/index.html', '<!doctype html><title>shell</title>');
  site.write('probe-remote/dist/mf-manifest.json', '{"name":"probe","dist":true}');
  site.write('probe-remote/dist/remoteEntry.js', 'console.log("probe")');
  site.write('releases/probe-remote/1.0.0/mf-manifest.json', '{"name":"probe","version":"1.0.0"}');
  ctx = await createTestApp({ books: false });
  app = await buildSite(ctx, site.dir);
}, 60_000);
afterAll(async () => {
  await app?.close();
  await ctx?.close();
  site.remove();
  fs.rmSync(layout, { recursive: true, force: true });
});

describe('one entry in apps.json adds an app', () => {
  it('to the contracts the shell registers remotes from, and to the API’s lists', () => {
    expect(PROBE.folder).toBe('probe-remote');
    expect(APPS.at(-1)).toEqual(PROBE);
    expect(REMOTE_NAMES).toContain('probe');
    expect(EXPOSED.probe).toEqual(['./routes']);
    expect(FRONTENDS.at(-1)).toEqual({
      dir: 'probe-remote/dist',
      prefix: '/remotes/probe/',
      app: 'probe-remote',
      name: 'probe',
      releasable: true,
      formerApp: null,
      formerPrefix: null,
    });
    expect(DEFAULT_REMOTES.probe).toBe('/remotes/probe/mf-manifest.json');
  });

  it('served by the one-port server at /remotes/probe/ and listed in /remotes.json', async () => {
    const manifest = await app.inject({ method: 'GET', url: '/remotes/probe/mf-manifest.json' });
    expect([manifest.statusCode, manifest.json(), manifest.headers['cache-control']]).toEqual([
      200,
      { name: 'probe', dist: true },
      'no-cache',
    ]);
    const entry = await app.inject({ method: 'GET', url: '/remotes/probe/remoteEntry.js' });
    expect([entry.statusCode, entry.body]).toEqual([200, 'console.log("probe")']);
    const release = await app.inject({ method: 'GET', url: '/remotes/probe/1.0.0/mf-manifest.json' });
    expect([release.statusCode, release.headers['cache-control']]).toEqual([
      200,
      'public, max-age=31536000, immutable',
    ]);
    const remotes = (await app.inject({ method: 'GET', url: '/remotes.json' })).json();
    expect(remotes).toMatchObject({
      probe: '/remotes/probe/mf-manifest.json',
      live: { probe: { version: null, last: null } },
    });
    // The apps that were there before are served as before.
    expect(remotes[REMOTE_APPS[0]!.name]).toBe(`${REMOTE_APPS[0]!.prefix}mf-manifest.json`);
  });

  it('switched live by the release tooling, which the server then answers', async () => {
    const switched = await node(
      [path.join(layout, 'scripts', 'release-switch.mjs'), 'switch', 'probe', '1.0.0', '--skip-skew-test'],
      { STATIC_DIR: site.dir, DATA_DIR: ctx.dataDir, RELEASED_BY: 'apps-test' },
    );
    expect([switched.code, switched.stderr]).toEqual([0, '']);
    const remotes = (await app.inject({ method: 'GET', url: '/remotes.json' })).json();
    expect(remotes.probe).toBe('/remotes/probe/1.0.0/mf-manifest.json');
    expect(remotes.live.probe.last).toMatchObject({ action: 'switch', to: '1.0.0', by: 'apps-test' });
    const releasable = await node([path.join(layout, 'scripts', 'apps.mjs'), '--releasable']);
    expect(releasable.stdout.trim().split('\n')).toContain('probe-remote');
  });

  it('built by the root build’s app loop, and typechecked on its own by CI’s checks', async () => {
    const everyApp = [...APPS.slice(0, -1).map((a) => a.folder), 'probe-remote'];
    const build = await node([path.join(layout, 'scripts', 'build-apps.mjs'), '--dry-run']);
    expect([build.code, build.stdout.trim().split('\n')]).toEqual([0, everyApp]);
    const checks = await node([path.join(layout, 'scripts', 'checks.mjs'), '--dry-run']);
    const appChecks = checks.stdout
      .trim()
      .split('\n')
      .filter((name) => name.endsWith('-typecheck'));
    expect([checks.code, appChecks]).toEqual([0, everyApp.map((folder) => `${folder}-typecheck`)]);
    // The real entry points run exactly those: `npm run build` is the loop, `.ci/run` runs the checks.
    const pkg = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
      workspaces: string[];
    };
    expect(pkg.scripts.build).toBe('node scripts/build-apps.mjs');
    expect(fs.readFileSync(path.join(REPO_ROOT, '.ci', 'run'), 'utf8')).toMatch(
      /\nnode scripts\/checks\.mjs\n/,
    );
    // Its folder is an npm workspace without editing package.json (`npm run <script> -w probe-remote`).
    expect(pkg.workspaces.some((pattern) => globMatches(pattern, 'probe-remote'))).toBe(true);
  });

  it('known to the dev servers’ ports and to Jest’s projects', async () => {
    const ports = await node([
      '--input-type=module',
      '-e',
      `import { DEV_PORTS } from ${JSON.stringify(path.join(layout, 'scripts', 'dev-server.mjs'))};` +
        'console.log(JSON.stringify(DEV_PORTS));',
    ]);
    expect(JSON.parse(ports.stdout)).toEqual(
      Object.fromEntries(list.apps.map((a: { folder: string; devPort: number }) => [a.folder, a.devPort])),
    );
    expect(JSON.parse(ports.stdout)['probe-remote']).toBe(PROBE.devPort);
    const projects = await node(['-p', "JSON.stringify(require('./jest.config.cjs').projects)"]);
    expect(JSON.parse(projects.stdout)).toContain('<rootDir>/probe-remote/jest.config.cjs');
  });

  it('built with its federation name and exposed modules from the entry (its rspack.config.ts names neither)', async () => {
    const config = await node([
      '--input-type=module',
      '-e',
      `import { createJiti } from 'jiti';` +
        `const root = ${JSON.stringify(layout)};` +
        `const { loadAppConfig } = await import(root + '/scripts/build-app.mjs');` +
        `const config = await loadAppConfig('probe-remote', true);` +
        `const { federationOf } = await createJiti(root + '/').import(root + '/rspack.base.ts');` +
        `const { name, exposes } = federationOf(root + '/probe-remote');` +
        `console.log(JSON.stringify({ uniqueName: config.output.uniqueName, out: config.output.path, name, exposes }));`,
    ]);
    expect([config.code, config.stderr]).toEqual([0, '']);
    expect(JSON.parse(config.stdout)).toEqual({
      uniqueName: 'probe',
      out: path.join(layout, 'probe-remote', 'dist'),
      name: 'probe',
      exposes: { './routes': './src/probe-app.tsx' },
    });
  }, 30_000);

  it('covered by the ESLint boundary zones, both ways; without the entry it is not', async () => {
    expect((await lintBoundaries()).sort()).toEqual(
      [
        `probe-remote must not import from ${NEIGHBOUR}: apps meet only through Module Federation and @exam/shared-contracts.`,
        `${NEIGHBOUR} must not import from probe-remote: apps meet only through Module Federation and @exam/shared-contracts.`,
      ].sort(),
    );
    // The same layout with the repository's own list: the probe's folder is nobody's zone.
    writeLayout('apps.json', JSON.stringify(jest.requireActual('../../../apps.json'), null, 2));
    try {
      expect(await lintBoundaries()).toEqual([]);
    } finally {
      writeLayout('apps.json', JSON.stringify(list, null, 2));
    }
  }, 30_000);
});

/** True when a workspace pattern of package.json (`shell`, `*-remote`) matches `folder`. */
function globMatches(pattern: string, folder: string): boolean {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*');
  return new RegExp(`^${escaped}$`).test(folder);
}
