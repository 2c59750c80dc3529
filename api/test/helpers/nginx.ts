import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Debian's nginx (installed by .ci/run); undefined when absent. */
export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p));
export const DEPLOY_DIR = path.resolve(__dirname, '../../../deploy');

/** One server block of `deploy/` rendered for this machine. */
export interface NginxSite {
  /** `nginx-shell.conf` or `nginx-remote.conf`. */
  conf: string;
  /** Port on 127.0.0.1 that replaces `listen 80`. */
  port: number;
  /** Folder that replaces `/usr/share/nginx/html` (must be readable by nginx's workers). */
  root: string;
  /** Servers (`host:port`) of each `upstream <name>` block of the file, replacing the compose host names. */
  upstreams?: Record<string, string[]>;
}

/** A running nginx with the `deploy/` configuration, see {@link startNginx}. */
export interface RunningNginx {
  /** The whole nginx.conf written for this run. */
  confFile: string;
  errorLog(): string;
  close(): Promise<void>;
}

/**
 * Renders `deploy/<conf>` for local ports: `listen`, `root`, the
 * upstream servers, and the includes of `/etc/nginx/snippets/` pointed at copies of `deploy/`'s snippets
 * (`realIp`: addresses written into real-ip.conf as `set_real_ip_from`).
 */
export function renderSite(site: NginxSite, snippetsDir: string): string {
  let text = fs
    .readFileSync(path.join(DEPLOY_DIR, site.conf), 'utf8')
    .replace(/listen 80;/, `listen 127.0.0.1:${site.port};`)
    .replace(/root \/usr\/share\/nginx\/html;/, `root ${site.root};`)
    .replace(/\/etc\/nginx\/snippets\//g, `${snippetsDir}/`);
  text = text.replace(/upstream (\w+) \{([^}]*)\}/g, (block, name: string, body: string) => {
    const servers = site.upstreams?.[name] ?? ['127.0.0.1:9'];
    const options = /server \S+( [^;]*);/.exec(body)?.[1] ?? '';
    const rest = body
      .split('\n')
      .filter((line) => line.trim() && !/^\s*server /.test(line))
      .join('\n');
    return `upstream ${name} {\n${servers.map((s) => `  server ${s}${options};`).join('\n')}\n${rest}\n}`;
  });
  return text;
}

/**
 * Starts Debian's nginx in the foreground with the given sites (one nginx.conf, own temp folders) after
 * `nginx -t` passes; throws with nginx's error output otherwise. `realIp` lists the addresses whose
 * X-Forwarded-For is believed (written into real-ip.conf). Stop it with `close()`.
 */
export async function startNginx(
  sites: NginxSite[],
  opts: { realIp?: string[] } = {},
): Promise<RunningNginx> {
  if (!NGINX) throw new Error('nginx is not installed (apt-get install -y nginx; .ci/run installs it)');
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-'));
  fs.chmodSync(work, 0o755);
  const snippets = path.join(work, 'snippets');
  fs.mkdirSync(snippets);
  fs.copyFileSync(
    path.join(DEPLOY_DIR, 'security-headers.conf'),
    path.join(snippets, 'security-headers.conf'),
  );
  const realIp = (opts.realIp ?? [])
    .map((a) => `set_real_ip_from ${a};`)
    .concat(opts.realIp?.length ? ['real_ip_header X-Forwarded-For;', 'real_ip_recursive on;'] : []);
  fs.writeFileSync(path.join(snippets, 'real-ip.conf'), `${realIp.join('\n')}\n`);
  const confFile = path.join(work, 'nginx.conf');
  fs.writeFileSync(
    confFile,
    `pid ${work}/nginx.pid;
error_log ${work}/error.log warn;
worker_processes 1;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${work}/body; proxy_temp_path ${work}/proxy; fastcgi_temp_path ${work}/fastcgi;
  uwsgi_temp_path ${work}/uwsgi; scgi_temp_path ${work}/scgi;
${sites.map((s) => renderSite(s, snippets)).join('\n')}
}
`,
  );
  const test = spawnSync(NGINX, ['-t', '-p', work, '-c', confFile], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx -t failed:\n${test.stderr}`);
  const child: ChildProcess = spawn(NGINX, ['-p', work, '-c', confFile, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  const errorLog = () => {
    try {
      return stderr + fs.readFileSync(path.join(work, 'error.log'), 'utf8');
    } catch {
      return stderr;
    }
  };
  const close = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGQUIT');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    fs.rmSync(work, { recursive: true, force: true });
  };
  for (let i = 0; i < 200; i++) {
    const up = await Promise.all(
      sites.map((s) =>
        fetch(`http://127.0.0.1:${s.port}/`).then(
          () => true,
          () => false,
        ),
      ),
    );
    if (up.every(Boolean)) return { confFile, errorLog, close };
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  await close();
  throw new Error(`nginx did not start: ${errorLog()}`);
}
