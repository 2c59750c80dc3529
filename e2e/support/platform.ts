import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';

export const ROOT = path.resolve(__dirname, '..', '..');

/** A running platform: its base URL, the admin credentials it was seeded with, and how to stop it. */
export interface Platform {
  url: string;
  adminUsername: string;
  adminPassword: string;
  dataDir: string;
  databaseUrl?: string;
  /** Milliseconds from spawning `npm start` to the first answer of /api/health. */
  startMs: number;
  stop(): Promise<void>;
}

/**
 * A fresh PostgreSQL database `<prefix>_<time>_<random>` beside DATABASE_URL's (so runs never share state);
 * null without DATABASE_URL.
 */
export async function freshDatabase(prefix = 'e2e'): Promise<{ url: string; drop(): Promise<void> } | null> {
  const base = process.env.DATABASE_URL;
  if (!base) return null;
  const name = `${prefix}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the platform exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the platform did not answer ${url}/api/health within ${timeoutMs} ms`);
}

/**
 * Starts `npm start` (scripts/start.mjs) on `port` with a fresh data folder and database, a known admin
 * password, and waits for /api/health. Output goes to `<dataDir>/server.log`.
 */
export async function startPlatform(port: number, env: Record<string, string> = {}): Promise<Platform> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'exam-e2e-'));
  const db = await freshDatabase();
  const adminPassword = `e2e-${Math.random().toString(36).slice(2)}-Pass`;
  const log = fs.openSync(path.join(dataDir, 'server.log'), 'a');
  const started = Date.now();
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'start.mjs')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: adminPassword,
      ...(db ? { DATABASE_URL: db.url } : { DATABASE_URL: '' }),
      ...env,
    },
    stdio: ['ignore', log, log],
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, child, 180_000);
  } catch (error) {
    child.kill('SIGKILL');
    const output = fs.readFileSync(path.join(dataDir, 'server.log'), 'utf8');
    throw new Error(`${(error as Error).message}\n--- server log ---\n${output.slice(-4000)}`, {
      cause: error,
    });
  }
  const startMs = Date.now() - started;
  return {
    url,
    adminUsername: 'admin',
    adminPassword,
    dataDir,
    databaseUrl: db?.url,
    startMs,
    async stop() {
      await new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      });
      await db?.drop().catch(() => undefined);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
