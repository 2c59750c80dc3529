import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../../src/config';
import { freePort } from '../helpers/free-port';

/**
 * The API image's runtime stage, rebuilt as a folder without Docker: the files its
 * `COPY` lines put in /app (the bundle from the build stage, node_modules from the production stage, and the
 * ones copied from the context), its `ENV`, and its `CMD`. The migration step and the server must run from
 * that folder alone, so a file the server reads at run time but the image leaves out fails here.
 */
const dockerfile = fs.readFileSync(path.join(REPO_ROOT, 'Dockerfile'), 'utf8');
const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
const app = fs.mkdtempSync(path.join(os.tmpdir(), 'api-image-'));
const data = fs.mkdtempSync(path.join(os.tmpdir(), 'api-image-data-'));
let server: ChildProcess | undefined;

/** The image's `ENV` pairs. */
function imageEnv(): Record<string, string> {
  const env = /\nENV ((?:[^\n]*\\\n)*[^\n]*)/.exec(runtime)![1]!.replace(/\\\n/g, ' ');
  return Object.fromEntries([...env.matchAll(/([A-Z_]+)=(\S+)/g)].map((m) => [m[1]!, m[2]!]));
}

beforeAll(() => {
  execFileSync(process.execPath, [path.join(REPO_ROOT, 'scripts', 'build-api.mjs')], { cwd: REPO_ROOT });
  for (const [, from, src, dest] of runtime.matchAll(/\nCOPY (?:--from=(\S+) )?(\S+) (\S+)/g)) {
    // The production stage's node_modules is this checkout's (a superset); the build stage's bundle is
    // what `npm run build:api` just wrote; everything else comes from the build context as the image has it.
    const source = from ? path.join(REPO_ROOT, src!.replace(/^\/app\//, '')) : path.join(REPO_ROOT, src!);
    const target = path.join(app, dest!.endsWith('/') ? path.join(dest!, path.basename(src!)) : dest!);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    if (src!.endsWith('node_modules')) fs.symlinkSync(source, target);
    else fs.cpSync(source, target, { recursive: true });
  }
});
afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server!.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  }
  fs.rmSync(app, { recursive: true, force: true });
  fs.rmSync(data, { recursive: true, force: true });
});

describe('the API image, as a folder', () => {
  it('holds the bundle and no TypeScript sources but the render host and worker and the statement reader', () => {
    expect(fs.existsSync(path.join(app, 'api', 'dist', 'server.cjs'))).toBe(true);
    expect(fs.existsSync(path.join(app, 'api', 'src'))).toBe(false);
    expect(fs.readdirSync(path.join(app, 'api', 'dist')).filter((f) => f.endsWith('.mts'))).toEqual([
      'render-host.mts',
      'render-worker.mts',
      'statement-rows.mts',
    ]);
  });

  it('migrates with api/dist/migrate.cjs, then serves with its CMD from /app alone', async () => {
    const port = await freePort();
    const env = {
      PATH: process.env.PATH ?? '',
      ...imageEnv(),
      DATA_DIR: data,
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_PASSWORD: 'image-Admin-pass-51',
      // The image has no fixtures (compose mounts them into the migrate step): the migration step generates
      // the demo catalogue, with pdfkit from the production dependencies and the render host beside the bundle.
      FIXTURES_DIR: path.join(app, 'no-fixtures'),
    };
    const migrated = execFileSync(process.execPath, ['api/dist/migrate.cjs'], {
      cwd: app,
      env,
      stdio: 'pipe',
    });
    expect(migrated.toString()).toMatch(/generated 7 demo books/);
    const cmd = JSON.parse(/\nCMD (\[[^\n]*\])/.exec(runtime)![1]!) as string[];
    expect(cmd).toEqual(['node', 'api/dist/server.cjs']);
    server = spawn(process.execPath, cmd.slice(1), { cwd: app, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    server.stdout!.on('data', (d: Buffer) => (output += d.toString()));
    server.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    let ready = 0;
    for (let i = 0; i < 300 && server.exitCode === null && ready !== 200; i++) {
      ready = await fetch(`http://127.0.0.1:${port}/api/health/ready`).then(
        (r) => r.status,
        () => 0,
      );
      if (ready !== 200) await new Promise((r) => setTimeout(r, 100));
    }
    expect([ready, server.exitCode === null ? 'running' : output]).toEqual([200, 'running']);
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.headers.get('x-contract-version')).toMatch(/^\d+\.\d+\.\d+$/);
    const books = await fetch(`http://127.0.0.1:${port}/api/books?section=home`);
    expect(books.status).toBe(200);
    expect(((await books.json()) as { title: string }[]).map((b) => b.title)).toEqual([
      'Calculus Starter: Limits, Derivatives and Integrals',
    ]);
    // SERVE_FRONTENDS=false: no shell here, but the release switch answers.
    expect((await fetch(`http://127.0.0.1:${port}/remotes.json`)).status).toBe(200);
  });
});
