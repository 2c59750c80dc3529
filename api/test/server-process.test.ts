import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { multipart } from './helpers/multipart';
import { freePort } from './helpers/free-port';
import { startServerProcess, type ServerProcess } from './helpers/server-process';
import { FIXTURES_DIR } from './helpers/test-app';
import { provenFetch } from './helpers/device-proofs';

// The real server process on a fresh data folder (PGlite): every folder it holds is 0700
// and every file 0600 (an older, world-readable tree is tightened); on SIGTERM an upload in flight
// completes, new connections are refused, and the process exits 0, or 1 past SHUTDOWN_GRACE_MS.

const ADMIN_PASSWORD = 'server-process-admin-pw-42';

/** Sends `body` in two halves, the second only when `release` resolves; resolves with the answer. */
function slowRequest(
  server: ServerProcess,
  opts: { method: string; path: string; headers: Record<string, string>; body: Buffer },
  release: Promise<void>,
): { started: Promise<void>; answer: Promise<{ status: number; body: string }> } {
  let started!: () => void;
  const startedP = new Promise<void>((r) => (started = r));
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: server.port,
        method: opts.method,
        path: opts.path,
        headers: { ...opts.headers, 'content-length': String(opts.body.length) },
      },
      (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    const half = Math.floor(opts.body.length / 2);
    req.write(opts.body.subarray(0, half), () => started());
    void release.then(() => req.end(opts.body.subarray(half)));
  });
  return { started: startedP, answer };
}

/** Resolves with the error code of a fresh connection to `port` (or 'connected'). */
function connectResult(port: number): Promise<string> {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/api/health/live', agent: false }, (res) => {
      res.resume();
      resolve(`connected ${res.statusCode}`);
    });
    req.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
  });
}

/** Every folder and file under `dir` (symlinks excluded) with its permission bits. */
function modes(dir: string): { path: string; dir: boolean; mode: number }[] {
  const out = [{ path: dir, dir: true, mode: fs.statSync(dir).mode & 0o777 }];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...modes(full));
    else if (entry.isFile()) out.push({ path: full, dir: false, mode: fs.statSync(full).mode & 0o777 });
  }
  return out;
}

async function adminToken(server: ServerProcess): Promise<string> {
  const res = await provenFetch(`${server.base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`admin login: ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

const upload = () =>
  multipart(
    {
      title: 'Uploaded during shutdown',
      description: 'An upload in flight when SIGTERM arrives',
      category: 'JEE',
      section: 'class11',
      price: '250',
      priceDiscounted: '',
      pages: '',
      isFree: 'false',
    },
    {
      image: {
        filename: 'cover.jpg',
        contentType: 'image/jpeg',
        data: fs.readFileSync(path.join(FIXTURES_DIR, 'covers', 'physics.jpg')),
      },
      pdf: {
        filename: 'book.pdf',
        contentType: 'application/pdf',
        data: fs.readFileSync(path.join(FIXTURES_DIR, 'pdfs', 'physics.pdf')),
      },
    },
  );

let dataDir: string;

/** The server on the test's data folder with SHUTDOWN_GRACE_MS `graceMs`. */
const start = async (graceMs: number) =>
  startServerProcess(await freePort(), {
    DATA_DIR: dataDir,
    ADMIN_PASSWORD,
    FIXTURES_DIR,
    SHUTDOWN_GRACE_MS: String(graceMs),
  });

/**
 * A book upload whose second half is sent when `release` resolves; `started` resolves once the server has
 * had the headers and the first half for 500 ms (a request in flight, not an idle connection).
 */
async function uploadInFlight(server: ServerProcess, release: Promise<void>) {
  const token = await adminToken(server);
  const body = upload();
  const slow = slowRequest(
    server,
    {
      method: 'POST',
      path: '/api/admin/books',
      headers: { ...body.headers, authorization: `Bearer ${token}` },
      body: body.payload,
    },
    release,
  );
  slow.answer.catch(() => undefined);
  await slow.started;
  await new Promise((r) => setTimeout(r, 500));
  return { answer: slow.answer };
}

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-process-'));
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('the server process', () => {
  it('keeps its data folder private, and shuts down gracefully on SIGTERM', async () => {
    // A data folder from an older version: world-readable, with a world-writable file.
    fs.chmodSync(dataDir, 0o755);
    fs.mkdirSync(path.join(dataDir, 'old'));
    fs.chmodSync(path.join(dataDir, 'old'), 0o777);
    fs.writeFileSync(path.join(dataDir, 'old', 'notes.txt'), 'x');
    fs.chmodSync(path.join(dataDir, 'old', 'notes.txt'), 0o666);

    const server = await start(20_000);
    try {
      const ready = await fetch(`${server.base}/api/health/ready`);
      expect(ready.status).toBe(200);

      // Every folder 0700 and every file 0600: PGlite's (WAL included), the JWT secret, the seeded copies.
      const all = modes(dataDir);
      const names = all.map((e) => path.relative(dataDir, e.path));
      expect(names).toEqual(expect.arrayContaining(['jwt-secret', 'pglite', 'files', 'old/notes.txt']));
      expect(names.some((n) => n.startsWith('pglite/pg_wal/'))).toBe(true);
      expect(names.some((n) => n.startsWith('files/pdfs/'))).toBe(true);
      expect(all.filter((e) => e.mode !== (e.dir ? 0o700 : 0o600))).toEqual([]);

      // An upload in flight when SIGTERM arrives.
      let release!: () => void;
      const slow = await uploadInFlight(server, new Promise<void>((r) => (release = r)));
      server.child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 500));
      expect(await connectResult(server.port)).toBe('ECONNREFUSED');
      release();
      const answer = await slow.answer;
      expect(answer.status).toBe(201);
      expect(JSON.parse(answer.body)).toMatchObject({ title: 'Uploaded during shutdown' });
      expect(await server.exited).toBe(0);
      expect(server.output()).toMatch(/SIGTERM: shutting down/);
      expect(server.output()).toMatch(/shut down cleanly/);
      // Files made after the start-up walk (the upload, its cover and render cache, the database's writes
      // and checkpoint at close) are private too: the process umask.
      const later = modes(dataDir).filter((e) => !all.some((a) => a.path === e.path));
      expect(later.map((e) => path.relative(dataDir, e.path))).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^files\/pdfs\//),
          expect.stringMatching(/^files\/covers\//),
        ]),
      );
      expect(modes(dataDir).filter((e) => e.mode !== (e.dir ? 0o700 : 0o600))).toEqual([]);
    } finally {
      server.child.kill('SIGKILL');
    }
  }, 120_000);

  it('exits with code 1 once SHUTDOWN_GRACE_MS has passed with a request still in flight', async () => {
    const server = await start(1500);
    try {
      await uploadInFlight(server, new Promise<void>(() => undefined));
      const sent = Date.now();
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(1);
      expect(Date.now() - sent).toBeGreaterThanOrEqual(1400);
      expect(server.output()).toMatch(/did not finish within SHUTDOWN_GRACE_MS=1500/);
    } finally {
      server.child.kill('SIGKILL');
    }
  }, 120_000);
});
