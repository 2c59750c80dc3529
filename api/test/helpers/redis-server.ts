import { spawn } from 'node:child_process';
import { freePort } from './free-port';

/** A running throwaway `redis-server`: its URL, and `close()` that stops it (and waits for the exit). */
export interface TestRedis {
  url: string;
  port: number;
  close(): Promise<void>;
}

/**
 * Starts Debian's `/usr/bin/redis-server` (REDIS_SERVER overrides the path) on a free 127.0.0.1 port with
 * no persistence (`--save "" --appendonly no`), resolving once it accepts connections (rejects after
 * 10 s or if it exits). Never the machine's Redis on 6379. `port` may be given to restart on the same port.
 */
export async function startRedis(port?: number): Promise<TestRedis> {
  const chosen = port ?? (await freePort());
  const child = spawn(
    process.env.REDIS_SERVER || '/usr/bin/redis-server',
    [
      '--port',
      String(chosen),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--daemonize',
      'no',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`redis-server did not start:\n${output}`)), 10_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited (${code}):\n${output}`));
    });
  });
  return {
    url: `redis://127.0.0.1:${chosen}`,
    port: chosen,
    close: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
