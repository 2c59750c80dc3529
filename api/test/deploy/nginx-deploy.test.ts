import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {
  appSecurityHeaders,
  nginxSecurityHeadersConf,
  NGINX_HEADERS_FILE,
} from '../../src/deploy/nginx-headers';
import { freePort } from '../helpers/free-port';
import { MAP_SUFFIXES } from '../helpers/map-encodings';
import { startNginx, type NginxSite, type RunningNginx } from '../helpers/nginx';

/**
 * The nginx configurations of `deploy/`, run in Debian's real nginx (installed by
 * .ci/run) with two stand-in API replicas: `nginx -t` passes; static answers carry the one-port server's
 * security headers and the right cache headers; the precompressed copy is sent; /api spreads over the
 * replicas with the client's address, scheme and a request id, and a replica's 503 is retried on the other
 * for a GET, never for a POST.
 */
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-deploy-'));
fs.chmodSync(work, 0o755);
const script = `console.log(${JSON.stringify('y'.repeat(5000))});`;
const write = (rel: string, body: string | Buffer) => {
  fs.mkdirSync(path.dirname(path.join(work, rel)), { recursive: true });
  fs.writeFileSync(path.join(work, rel), body);
};

/** A stand-in API replica: records each request; `failing` answers 503 to every request. */
interface Replica {
  port: number;
  seen: Array<{ method: string; url: string; headers: http.IncomingHttpHeaders }>;
  failing: boolean;
  server: http.Server;
}
async function replica(failing = false): Promise<Replica> {
  const r: Replica = { port: 0, seen: [], failing, server: http.createServer() };
  r.server.on('request', (req, res) => {
    req.resume();
    req.on('end', () => {
      r.seen.push({ method: req.method!, url: req.url!, headers: req.headers });
      res.writeHead(r.failing ? 503 : 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ port: r.port }));
    });
  });
  await new Promise<void>((resolve) => r.server.listen(0, '127.0.0.1', resolve));
  r.port = (r.server.address() as AddressInfo).port;
  return r;
}

let ports: { shell: number; remote: number };
let replicas: Replica[];
let sites: NginxSite[];
let nginx: RunningNginx | undefined;
let expectedHeaders: Record<string, string>;

beforeAll(async () => {
  write('shell/index.html', '<!doctype html><title>shell</title>');
  write('shell/main.0123abcd.js', script);
  write('remote/remotes/store/main.0123abcd.js', script);
  write('remote/remotes/store/main.0123abcd.js.gz', zlib.gzipSync(script));
  write('remote/remotes/store/main.0123abcd.js.map', '{}');
  write('remote/remotes/store/mf-manifest.json', '{"name":"store"}');
  write('remote/remotes/store/1.1.0/mf-manifest.json', '{"name":"store","version":"1.1.0"}');
  ports = { shell: await freePort(), remote: await freePort() };
  replicas = [await replica(), await replica()];
  sites = [
    {
      conf: 'nginx-shell.conf',
      port: ports.shell,
      root: path.join(work, 'shell'),
      upstreams: {
        api: replicas.map((r) => `127.0.0.1:${r.port}`),
        store: [`127.0.0.1:${ports.remote}`],
      },
    },
    { conf: 'nginx-remote.conf', port: ports.remote, root: path.join(work, 'remote') },
  ];
  expectedHeaders = await appSecurityHeaders();
});
afterEach(async () => {
  await nginx?.close();
  nginx = undefined;
  for (const r of replicas) {
    r.seen = [];
    r.failing = false;
  }
});
afterAll(async () => {
  for (const r of replicas) r.server.close();
  fs.rmSync(work, { recursive: true, force: true });
});

const shell = (p: string, init?: RequestInit) => fetch(`http://127.0.0.1:${ports.shell}${p}`, init);

/** The security headers of an answer, as the one-port server names them. */
const securityOf = (res: Response) =>
  Object.fromEntries(Object.keys(expectedHeaders).map((name) => [name, res.headers.get(name)]));

describe('deploy/ nginx', () => {
  it('the committed security-headers.conf is what the API’s helmet settings give (npm run deploy:headers)', async () => {
    expect(fs.readFileSync(NGINX_HEADERS_FILE, 'utf8')).toBe(await nginxSecurityHeadersConf());
    expect(expectedHeaders['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('every static answer carries the one-port server’s security headers (CSP, frame-ancestors, nosniff)', async () => {
    nginx = await startNginx(sites);
    for (const p of [
      '/',
      '/class12',
      '/main.0123abcd.js',
      '/main.0123abcd.js.map',
      '/remotes/store/mf-manifest.json',
      '/remotes/store/main.0123abcd.js',
      '/remotes/store/1.1.0/mf-manifest.json',
      '/remotes/store/missing.js',
    ]) {
      const res = await shell(p);
      expect([p, securityOf(res)]).toEqual([p, expectedHeaders]);
      // One copy of each, even where the remote's host answered through the shell's.
      expect([p, res.headers.get('content-security-policy')?.split(',').length]).toEqual([p, 1]);
    }
  });

  it('serves the precompressed copy; immutable for hashed files and releases, no-cache for entries', async () => {
    nginx = await startNginx(sites);
    const res = await shell('/remotes/store/main.0123abcd.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toBe(script); // fetch decodes it
    const cache = async (p: string) => (await shell(p)).headers.get('cache-control');
    expect(await cache('/remotes/store/mf-manifest.json')).toBe('no-cache');
    expect(await cache('/remotes/store/1.1.0/mf-manifest.json')).toBe('public, max-age=31536000, immutable');
    expect(await cache('/')).toBe('no-cache');
    expect((await shell('/remotes/store/main.0123abcd.js.map')).status).toBe(404);
    expect(await (await shell('/class11/anything')).text()).toContain('<title>shell</title>');
  });

  it('answers 404 for a source map however its name is encoded, on the shell host and a remote host', async () => {
    nginx = await startNginx(sites);
    write('shell/main.0123abcd.js.map', '{"sources":["secret.ts"]}');
    const remote = (p: string) => fetch(`http://127.0.0.1:${ports.remote}${p}`);
    for (const script of ['/main.0123abcd.js', '/remotes/store/main.0123abcd.js']) {
      expect((await shell(script)).status).toBe(200);
      for (const suffix of MAP_SUFFIXES) {
        const res = await shell(`${script}${suffix}`, { headers: { accept: 'text/html,*/*' } });
        expect([script + suffix, res.status]).toEqual([script + suffix, 404]);
        expect(await res.text()).not.toContain('sources');
      }
    }
    for (const suffix of MAP_SUFFIXES)
      expect([suffix, (await remote(`/remotes/store/main.0123abcd.js${suffix}`)).status]).toEqual([
        suffix,
        404,
      ]);
  });

  it('spreads /api over both replicas with X-Forwarded-For, X-Forwarded-Proto and a request id', async () => {
    nginx = await startNginx(sites);
    for (let i = 0; i < 4; i++) expect((await shell('/api/books')).status).toBe(200);
    expect(replicas.map((r) => r.seen.length)).toEqual([2, 2]);
    const ids = new Set<string>();
    for (const { headers } of replicas.flatMap((r) => r.seen)) {
      expect(headers['x-forwarded-for']).toBe('127.0.0.1');
      expect(headers['x-forwarded-proto']).toBe('http');
      expect(headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
      ids.add(String(headers['x-request-id']));
    }
    expect(ids.size).toBe(4);
  });

  it('asks the API replicas for /remotes.json (the release switch), like any idempotent API read', async () => {
    nginx = await startNginx(sites);
    const res = await shell('/remotes.json');
    expect(res.status).toBe(200);
    expect(replicas.flatMap((r) => r.seen.map((s) => s.url))).toEqual(['/remotes.json']);
  });

  it('believes X-Forwarded-For only from a load balancer listed in real-ip.conf', async () => {
    nginx = await startNginx(sites);
    await shell('/api/books', { headers: { 'x-forwarded-for': '203.0.113.7' } });
    const spoofed = replicas.flatMap((r) => r.seen)[0]!.headers['x-forwarded-for'];
    // Nobody is trusted: the peer's address is appended, and the API (TRUST_PROXY=1) uses that last entry.
    expect(String(spoofed).split(', ').at(-1)).toBe('127.0.0.1');
    await nginx.close();
    for (const r of replicas) r.seen = [];
    nginx = await startNginx(sites, { realIp: ['127.0.0.1'] });
    await shell('/api/books', { headers: { 'x-forwarded-for': '203.0.113.7' } });
    const trusted = replicas.flatMap((r) => r.seen)[0]!.headers['x-forwarded-for'];
    expect(String(trusted).split(', ').at(-1)).toBe('203.0.113.7');
  });

  it('retries a GET that one replica answers 503 on the other; never sends a POST twice', async () => {
    replicas[0]!.failing = true;
    nginx = await startNginx(sites);
    const gets = await Promise.all(
      [shell('/api/books'), shell('/api/books')].map(async (p) => (await p).status),
    );
    expect(gets).toEqual([200, 200]);
    expect(replicas[0]!.seen.length).toBeGreaterThanOrEqual(1);
    const retried = String(replicas[0]!.seen[0]!.headers['x-request-id']);
    expect(replicas[1]!.seen.map((s) => String(s.headers['x-request-id']))).toContain(retried);

    await nginx.close();
    for (const r of replicas) r.seen = [];
    nginx = await startNginx(sites);
    const posts: number[] = [];
    for (let i = 0; i < 2; i++)
      posts.push((await shell('/api/auth/login', { method: 'POST', body: '{}' })).status);
    expect(posts.sort()).toEqual([200, 503]);
    const failedId = String(replicas[0]!.seen[0]!.headers['x-request-id']);
    expect(replicas[1]!.seen.map((s) => String(s.headers['x-request-id']))).not.toContain(failedId);
  });
});
