/**
 * The production topology of docker-compose.yml, built from this machine's parts (proven
 * here without Docker): Debian's nginx with the `deploy/` configuration rendered for local ports, two API
 * replicas running the compiled bundle (`node api/dist/server.cjs`, the image's command) on one PostgreSQL
 * database, one Redis and one S3-compatible server (s3rver), after the one-off migration step
 * (`node api/dist/migrate.cjs`), and the built front ends, each remote on its own nginx host.
 * Used by `npm run test:topology` (e2e/topology/playwright.config.ts) and `npm run bench:load -- --topology`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../api/test/helpers/free-port';
import { startNginx, type NginxSite, type RunningNginx } from '../../api/test/helpers/nginx';
import { startRedis } from '../../api/test/helpers/redis-server';
import { startS3Server } from '../../api/test/helpers/s3-server';
import { APPS, HOST_APP, REMOTE_APPS } from '@exam/shared-contracts/apps';
import { freshDatabase } from '../support/platform';

export const ROOT = path.resolve(__dirname, '..', '..');
/** Each remote of apps.json on its own nginx host, as docker-compose.yml runs them. */
const REMOTES = REMOTE_APPS.map((remote) => ({ name: remote.name, app: remote.folder }));

/** One API replica: its id (the `x-replica-id` it answers with), port, data folder and process. */
export interface Replica {
  id: string;
  port: number;
  url: string;
  dataDir: string;
  log: string;
  child: ChildProcess;
  env: Record<string, string>;
}

/** What a running topology offers its tests (JSON-safe but for the processes). */
export interface Topology {
  /** nginx's shell host: the front door. */
  url: string;
  adminUsername: string;
  adminPassword: string;
  databaseUrl: string;
  redisUrl: string;
  s3: { endpoint: string; bucket: string; accessKeyId: string; secretAccessKey: string };
  replicas: Replica[];
  nginx: RunningNginx;
  /** Milliseconds from the first service start to both replicas ready. */
  startMs: number;
  /** Starts replica `i` again (after a SIGTERM test). */
  restart(i: number): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Runs a command to completion without blocking this process's event loop (the S3 server runs in this
 * process and must keep answering the command); throws with its output on a non-zero exit.
 */
function run(cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${cmd} ${args.join(' ')} failed (${code}):\n${output.slice(-4000)}`)),
    );
  });
}

async function waitReady(url: string, child: ChildProcess, log: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const ok = await fetch(`${url}/api/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  const output = fs.existsSync(log) ? fs.readFileSync(log, 'utf8').slice(-4000) : '';
  throw new Error(`replica at ${url} did not become ready (exit ${child.exitCode})\n${output}`);
}

/** A folder nginx can read whose entries link to `from`'s (so the build is served as it is). */
function linkedRoot(into: string, from: string): void {
  fs.mkdirSync(into, { recursive: true });
  for (const entry of fs.readdirSync(from)) fs.symlinkSync(path.join(from, entry), path.join(into, entry));
}

/**
 * Starts the topology: `port` for nginx's shell host (the remotes' hosts and the replicas get free ports),
 * `replicas` API processes (default 2), `env` added to every replica's environment. Builds the API bundle
 * and any front end that has none first. Throws (after stopping what started) when a part fails.
 */
export async function startTopology(
  opts: { port: number; replicas?: number; env?: Record<string, string> } = { port: 0 },
): Promise<Topology> {
  const started = Date.now();
  const stops: Array<() => Promise<void>> = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
  };
  try {
    await run(process.execPath, [path.join(ROOT, 'scripts', 'build-api.mjs')]);
    for (const { folder: app } of APPS)
      if (!fs.existsSync(path.join(ROOT, app, 'dist', 'mf-manifest.json')))
        await run('npm', ['run', 'build', '-w', app]);

    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'topology-'));
    fs.chmodSync(work, 0o755);
    stops.push(async () => fs.rmSync(work, { recursive: true, force: true }));
    // The topology needs PostgreSQL: two processes share it.
    const db = await freshDatabase('topology');
    if (!db) throw new Error('the topology needs PostgreSQL: set DATABASE_URL (as .ci/run does)');
    stops.push(() => db.drop());
    const redis = await startRedis();
    stops.push(() => redis.close());
    const s3 = await startS3Server();
    stops.push(() => s3.close());

    const adminPassword = `topology-${Math.random().toString(36).slice(2)}-Pass`;
    const common: Record<string, string> = {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.homedir(),
      DATABASE_URL: db.url,
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: adminPassword,
      JWT_SECRET: `topology-secret-${'x'.repeat(40)}`,
      FIXTURES_DIR: process.env.FIXTURES_DIR ?? path.resolve(ROOT, '..', 'shared', 'fixtures'),
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: s3.endpoint,
      S3_REGION: 'us-east-1',
      S3_BUCKET: s3.bucket,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
      REDIS_URL: redis.url,
      SERVE_FRONTENDS: 'false',
      MIGRATE_ON_START: 'false',
      // nginx is the one hop in front of the replicas.
      TRUST_PROXY: '127.0.0.1',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      ...opts.env,
    };
    const migrateDir = path.join(work, 'migrate');
    fs.mkdirSync(migrateDir);
    await run(process.execPath, [path.join(ROOT, 'api', 'dist', 'migrate.cjs')], {
      ...common,
      DATA_DIR: migrateDir,
    });

    const replicas: Replica[] = [];
    const spawnReplica = async (r: Replica) => {
      const log = fs.openSync(r.log, 'a');
      r.child = spawn(process.execPath, [path.join(ROOT, 'api', 'dist', 'server.cjs')], {
        cwd: ROOT,
        env: r.env,
        stdio: ['ignore', log, log],
      });
      await waitReady(r.url, r.child, r.log);
    };
    const stopReplica = (r: Replica) =>
      new Promise<void>((resolve) => {
        if (r.child.exitCode !== null || r.child.signalCode) return resolve();
        r.child.once('exit', () => resolve());
        r.child.kill('SIGTERM');
        setTimeout(() => r.child.kill('SIGKILL'), 30_000).unref();
      });
    for (let i = 1; i <= (opts.replicas ?? 2); i++) {
      const port = await freePort();
      const dataDir = path.join(work, `api-${i}`);
      fs.mkdirSync(dataDir);
      const r: Replica = {
        id: `api-${i}`,
        port,
        url: `http://127.0.0.1:${port}`,
        dataDir,
        log: path.join(work, `api-${i}.log`),
        child: undefined as unknown as ChildProcess,
        env: { ...common, PORT: String(port), DATA_DIR: dataDir, REPLICA_ID: `api-${i}` },
      };
      replicas.push(r);
      stops.push(() => stopReplica(r));
    }
    await Promise.all(replicas.map(spawnReplica));

    const shellRoot = path.join(work, 'shell-html');
    linkedRoot(shellRoot, path.join(ROOT, HOST_APP.folder, 'dist'));
    const remoteSites: NginxSite[] = [];
    const remotePorts: Record<string, string[]> = {};
    for (const { name, app } of REMOTES) {
      const root = path.join(work, `${name}-html`);
      fs.mkdirSync(path.join(root, 'remotes'), { recursive: true });
      fs.symlinkSync(path.join(ROOT, app, 'dist'), path.join(root, 'remotes', name));
      const port = await freePort();
      remoteSites.push({ conf: 'nginx-remote.conf', port, root });
      remotePorts[name] = [`127.0.0.1:${port}`];
    }
    const port = opts.port || (await freePort());
    const nginx = await startNginx(
      [
        {
          conf: 'nginx-shell.conf',
          port,
          root: shellRoot,
          upstreams: { api: replicas.map((r) => `127.0.0.1:${r.port}`), ...remotePorts },
        },
        ...remoteSites,
      ],
      // The tests play a load balancer in front of nginx to show per-client limits (X-Forwarded-For).
      { realIp: ['127.0.0.1'] },
    );
    stops.push(() => nginx.close());

    return {
      url: `http://127.0.0.1:${port}`,
      adminUsername: 'admin',
      adminPassword,
      databaseUrl: db.url,
      redisUrl: redis.url,
      s3: {
        endpoint: s3.endpoint,
        bucket: s3.bucket,
        accessKeyId: s3.accessKeyId,
        secretAccessKey: s3.secretAccessKey,
      },
      replicas,
      nginx,
      startMs: Date.now() - started,
      async restart(i: number) {
        const r = replicas[i]!;
        if (r.child.exitCode === null && !r.child.signalCode) return;
        await spawnReplica(r);
      },
      stop: stopAll,
    };
  } catch (err) {
    await stopAll();
    throw err;
  }
}
