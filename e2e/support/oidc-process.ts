import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/** A running local OpenID Connect provider (support/oidc-provider.mjs). */
export interface OidcProcess {
  issuer: string;
  stop(): Promise<void>;
}

/**
 * Starts support/oidc-provider.mjs on `port` with one confidential client whose redirect URI is
 * `redirectUri`; resolves once it prints READY (rejects after 20 s or if it exits).
 */
export function startOidcProvider(
  port: number,
  client: { id: string; secret: string; redirectUri: string },
): Promise<OidcProcess> {
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(__dirname, 'oidc-provider.mjs'), String(port), client.id, client.secret, client.redirectUri],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`oidc-provider did not start:\n${output}`)), 20_000);
    child.stderr!.on('data', (d) => (output += d));
    child.on('exit', (code) => reject(new Error(`oidc-provider exited with ${code}:\n${output}`)));
    child.stdout!.on('data', (d: Buffer) => {
      output += d;
      const m = /READY (\S+)/.exec(output);
      if (!m) return;
      clearTimeout(timer);
      resolve({
        issuer: m[1],
        stop: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
  });
}
