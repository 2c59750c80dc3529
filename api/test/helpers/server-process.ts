import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/** The repository root (the server is started from there, like scripts/start.mjs does). */
const ROOT = path.resolve(__dirname, '../../..');

/** A real API server process (`node --import tsx api/src/server.ts`) and what it printed. */
export interface ServerProcess {
  child: ChildProcess;
  port: number;
  base: string;
  /** Everything written to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
}

/**
 * Starts the API as production does (scripts/start.mjs runs the same file with tsx) with `env` on top of a
 * minimal environment (no inherited DATABASE_URL: PGlite in DATA_DIR unless `env` sets one), bound to
 * 127.0.0.1:`port`; resolves once it prints that it listens (rejects on exit or after 60 s).
 */
export async function startServerProcess(port: number, env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('api', 'src', 'server.ts')], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      HOST: '127.0.0.1',
      PORT: String(port),
      SERVE_FRONTENDS: 'false',
      RENDER_PREPARE_ON_START: 'off',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    const check = setInterval(() => {
      if (output.includes('Exam Store listening')) {
        clearInterval(check);
        clearTimeout(timer);
        resolve();
      }
    }, 50);
    void exited.then((code) => {
      clearInterval(check);
      clearTimeout(timer);
      reject(new Error(`server exited (${code}) before listening:\n${output}`));
    });
  });
  return { child, port, base: `http://127.0.0.1:${port}`, output: () => output, exited };
}
