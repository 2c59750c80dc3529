import fs from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import { APPS, HOST_APP, REMOTE_APPS } from '@exam/shared-contracts/apps';
import { REPO_ROOT } from '../../src/config';

/**
 * apps.json, the one list of front-end apps (docs/architecture.md "The list of apps"): valid against
 * apps.schema.json, with the rules a schema cannot say, and each entry's folder set up as an app of this
 * repository (a workspace, its scripts, its Jest project, its Rspack config, the files it exposes). A folder
 * that builds a front end but has no entry fails here too. That adding an entry reaches every reader of the
 * list is apps-list-new-app.test.ts.
 */
const read = (rel: string) => fs.readFileSync(path.join(REPO_ROOT, rel), 'utf8');
const json = <T>(rel: string) => JSON.parse(read(rel)) as T;
const list = json<{ apps: Record<string, unknown>[] }>('apps.json');
const schema = json<object>('apps.schema.json');

/** True when a workspace or tsconfig pattern (`shell`, `*-remote/src`) matches `rel`. */
function globMatches(pattern: string, rel: string): boolean {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*');
  return new RegExp(`^${escaped}$`).test(rel);
}

/** Values that occur more than once. */
const duplicates = (values: unknown[]) => values.filter((v, i) => values.indexOf(v) !== i);

describe('apps.json', () => {
  const validate = new Ajv({ allErrors: true }).compile(schema);

  it('is valid against apps.schema.json, which refuses a broken entry', () => {
    expect(validate(list) ? [] : validate.errors).toEqual([]);
    const remote = list.apps.find((app) => app.kind === 'remote')!;
    for (const broken of [
      { ...remote, name: null },
      { ...remote, prefix: '/store/' },
      { ...remote, exposes: {} },
      { ...remote, exposes: { routes: { file: './src/routes.tsx' } } },
      { ...remote, devPort: '3002' },
      { ...remote, folder: 'Store_Remote' },
      { ...remote, extra: true },
      { ...list.apps[0], releasable: true },
      { ...remote, exposes: { './App': { file: './src/app.tsx' } } },
      {
        ...remote,
        exposes: { './routes': { file: './src/routes.tsx' }, './App': { file: './src/app.tsx' } },
      },
      { ...list.apps[0], mount: { routes: ['/*'], audience: 'any' } },
      { ...remote, mount: { module: './routes', routes: ['/*'], audience: 'any' } },
      { ...remote, mount: { routes: ['/store'], audience: 'any' } },
      { ...remote, mount: { routes: ['/*'], audience: 'guest' } },
      { ...remote, mount: { routes: [] as string[], audience: 'any' } },
      { ...remote, views: ['pdfViewer'] },
      { ...list.apps[0], views: ['PdfViewer'] },
      { ...remote, formerModules: [{ module: './routes', file: './src/routes.tsx' }] },
      { ...remote, formerModules: [{ module: './AdminApp' }] },
      { ...remote, formerly: { folder: 'old-remote' } },
      { ...remote, formerly: { folder: 'old-remote', name: 'old-name' } },
      { ...remote, formerly: { folder: 'old-remote', name: 'old', exposes: {} } },
      { ...list.apps[0], formerly: { folder: 'old-remote', name: 'old' } },
    ])
      expect([broken, validate({ apps: [broken] })]).toEqual([broken, false]);
  });

  it('names one host, and each folder, federation name, dev port and prefix once; a remote is at /remotes/<name>/', () => {
    expect(APPS.filter((app) => app.kind === 'host')).toEqual([HOST_APP]);
    expect(APPS[0]).toBe(HOST_APP);
    for (const field of ['folder', 'name', 'devPort', 'prefix'] as const)
      expect([field, duplicates(APPS.map((app) => app[field]).filter((v) => v !== null))]).toEqual([
        field,
        [],
      ]);
    for (const remote of REMOTE_APPS) expect(remote.prefix).toBe(`/remotes/${remote.name}/`);
  });

  it("a renamed remote's old names are no app's now", () => {
    const names = APPS.flatMap((app) => [app.folder, app.name]);
    for (const remote of REMOTE_APPS.filter((app) => app.formerly)) {
      const { folder, name } = remote.formerly!;
      expect([remote.name, names.includes(folder), names.includes(name)]).toEqual([
        remote.name,
        false,
        false,
      ]);
    }
  });

  it('every remote exposes exactly `./routes`, is mounted or offers a view, and names a view or former module once', () => {
    const views = REMOTE_APPS.flatMap((remote) => remote.views ?? []);
    expect(duplicates(views)).toEqual([]);
    for (const remote of REMOTE_APPS) {
      const former = remote.formerModules ?? [];
      expect([
        remote.name,
        Object.keys(remote.exposes),
        !!remote.mount || views.length > 0,
        duplicates(former.map((old) => old.module)),
        former.filter((old) => old.view !== undefined && !remote.views?.includes(old.view)),
      ]).toEqual([remote.name, ['./routes'], true, [], []]);
    }
  });

  it('mounts each route once, and one remote at the fallback /*', () => {
    const routes = REMOTE_APPS.flatMap((remote) => remote.mount?.routes ?? []);
    expect(duplicates(routes)).toEqual([]);
    expect(routes.filter((route) => route === '/*')).toEqual(['/*']);
  });

  it("each entry's folder is an app: a workspace with its scripts, Jest project, Rspack config and exposed files", () => {
    const root = json<{ workspaces: string[] }>('package.json');
    const tsconfig = json<{ include: string[] }>('tsconfig.json');
    for (const app of APPS) {
      const where = (rel: string) => path.join(REPO_ROOT, app.folder, rel);
      const pkg = json<{ name: string; scripts: Record<string, string> }>(`${app.folder}/package.json`);
      const problems = [
        !root.workspaces.some((p) => globMatches(p, app.folder)) && 'not an npm workspace (package.json)',
        !tsconfig.include.some((p) => globMatches(p, `${app.folder}/src`)) && 'src/ not in tsconfig.json',
        pkg.name !== `@exam/${app.folder}` && `package name ${pkg.name}`,
        pkg.scripts.build !== `node ../scripts/build-app.mjs ${app.folder}` && 'no build script',
        pkg.scripts.dev !== `node ../scripts/dev-server.mjs ${app.folder}` && 'no dev script',
        app.releasable &&
          pkg.scripts.release !== `node ../scripts/release.mjs ${app.folder}` &&
          'releasable but no release script',
        ...['test', 'typecheck', 'lint'].map((s) => !pkg.scripts[s] && `no ${s} script (CI runs it)`),
        !fs.existsSync(where('jest.config.cjs')) && 'no jest.config.cjs',
        !fs.existsSync(where('rspack.config.ts')) && 'no rspack.config.ts',
        ...[...Object.values(app.exposes), ...(app.formerModules ?? [])].map(
          (exposed) => !fs.existsSync(where(exposed.file)) && `exposes a missing ${exposed.file}`,
        ),
      ].filter(Boolean);
      expect([app.folder, problems]).toEqual([app.folder, []]);
    }
  });

  it('every exposed or former module’s contract is a type of @exam/shared-contracts/federation', () => {
    const federation = read('shared-contracts/src/federation/index.ts');
    for (const remote of REMOTE_APPS)
      for (const [key, exposed] of [
        ...Object.entries(remote.exposes),
        ...(remote.formerModules ?? []).map((old) => [old.module, old] as const),
      ])
        if (exposed.contract)
          expect([
            remote.name,
            key,
            new RegExp(`export interface ${exposed.contract}[ <]`).test(federation),
          ]).toEqual([remote.name, key, true]);
  });

  it('lists every folder that builds a front end (an rspack.config.ts beside a package.json)', () => {
    const frontEnds = fs
      .readdirSync(REPO_ROOT, { withFileTypes: true })
      .filter((d) => d.isDirectory() && fs.existsSync(path.join(REPO_ROOT, d.name, 'rspack.config.ts')))
      .map((d) => d.name)
      .sort();
    expect(frontEnds).toEqual(APPS.map((app) => app.folder).sort());
  });
});
