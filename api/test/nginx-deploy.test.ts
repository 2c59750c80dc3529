import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * The nginx configurations of `deploy/` (issue 12 "Compression"), run in Debian's real nginx (installed by
 * .ci/run): both pass `nginx -t`, and a remote's host sends the build's precompressed copy with
 * `Content-Encoding: gzip`, keeps the entry files revalidated and hashed files immutable, and never serves
 * a source map.
 */
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p));
const DEPLOY = path.resolve(__dirname, '../../deploy');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-deploy-'));
const script = `console.log(${JSON.stringify('y'.repeat(5000))});`;
let child: ChildProcess | undefined;
let port = 0;

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port: p } = server.address() as net.AddressInfo;
      server.close(() => resolve(p));
    });
  });

/** A whole nginx.conf around one of our server blocks: local port, local root, hosts → 127.0.0.1:9. */
function wrap(serverConf: string, listen: number, root: string): string {
  const server = fs
    .readFileSync(path.join(DEPLOY, serverConf), 'utf8')
    .replace(/listen 80;/, `listen 127.0.0.1:${listen};`)
    .replace(/root \/usr\/share\/nginx\/html;/, `root ${root};`)
    .replace(/http:\/\/(api:3000|store|reader|admin)/g, 'http://127.0.0.1:9');
  return `pid ${work}/nginx.pid;
error_log ${work}/error.log;
events {}
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${work}/body; proxy_temp_path ${work}/proxy; fastcgi_temp_path ${work}/fastcgi;
  uwsgi_temp_path ${work}/uwsgi; scgi_temp_path ${work}/scgi;
${server}
}
`;
}

beforeAll(async () => {
  if (!NGINX) throw new Error('nginx is not installed (apt-get install -y nginx; .ci/run installs it)');
  const root = path.join(work, 'html');
  fs.mkdirSync(root, { recursive: true });
  // nginx's workers drop root (user nobody): the site must be readable by them.
  fs.chmodSync(work, 0o755);
  fs.writeFileSync(path.join(root, 'main.0123abcd.js'), script);
  fs.writeFileSync(path.join(root, 'main.0123abcd.js.gz'), zlib.gzipSync(script));
  fs.writeFileSync(path.join(root, 'main.0123abcd.js.map'), '{}');
  fs.writeFileSync(path.join(root, 'mf-manifest.json'), '{"name":"store"}');
  port = await freePort();
  fs.writeFileSync(path.join(work, 'remote.conf'), wrap('nginx-remote.conf', port, root));
  fs.writeFileSync(path.join(work, 'shell.conf'), wrap('nginx-shell.conf', port, root));
  child = spawn(NGINX, ['-p', work, '-c', path.join(work, 'remote.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(`http://127.0.0.1:${port}/mf-manifest.json`).then(
        () => true,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`nginx did not start: ${stderr}`);
});
afterAll(() => {
  child?.kill('SIGTERM');
  fs.rmSync(work, { recursive: true, force: true });
});

describe('deploy/ nginx', () => {
  it('both configurations pass nginx -t', () => {
    for (const conf of ['remote.conf', 'shell.conf']) {
      const t = spawnSync(NGINX!, ['-t', '-p', work, '-c', path.join(work, conf)], { encoding: 'utf8' });
      expect([conf, t.status, t.stderr]).toEqual([conf, 0, expect.stringContaining('test is successful')]);
    }
  });

  it('a remote host sends the precompressed copy, immutable for hashed files, no-cache for entries', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/main.0123abcd.js`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toBe(script); // fetch decodes it
    const entry = await fetch(`http://127.0.0.1:${port}/mf-manifest.json`);
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(`http://127.0.0.1:${port}/main.0123abcd.js.map`)).status).toBe(404);
  });
});
