/**
 * The topology's own checks: nginx in front of two API replicas sharing PostgreSQL,
 * Redis and the S3 server (e2e/topology/topology.ts). journey.e2e.ts runs through the same nginx first and
 * checks that both replicas served it. The SIGTERM test stops a replica for good, so it comes last.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { platformFile } from '../support/browser';
import type { TopologyInfo } from './setup';
import { deviceFetch } from '../support/device';
import { bookUpload, FIXTURES, postBook } from './book-upload';

const info = () => JSON.parse(fs.readFileSync(platformFile(0), 'utf8')) as TopologyInfo;
const ROOT = path.resolve(__dirname, '..', '..');
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p))!;

/** The test's browser: its device, on every call (reading tokens are bound to the device). */
const DEVICE = 'topology-admin-device-'.padEnd(43, 't');

async function adminToken(base: string): Promise<string> {
  const { adminUsername: username, adminPassword: password } = info();
  const res = await deviceFetch(
    `${base}/api/admin/login`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    },
    DEVICE,
  );
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** Every file (not folder) under `dir`. */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? filesUnder(p) : [p];
  });
}

const login = (base: string, client: string) =>
  fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password-1' }),
  }).then((r) => r.status);

test.describe.configure({ mode: 'serial' });

test('nginx -t passes on the rendered deploy/ configuration', () => {
  const t = spawnSync(NGINX, ['-t', '-c', info().nginxConf], { encoding: 'utf8' });
  expect([t.status, t.stderr]).toEqual([0, expect.stringContaining('test is successful')]);
});

test('catalogue reads through nginx are spread over both replicas, each with a request id', async () => {
  const seen = new Set<string>();
  for (let i = 0; i < 10; i++) {
    const res = await fetch(`${info().url}/api/books?section=home`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
    seen.add(String(res.headers.get('x-replica-id')));
  }
  expect([...seen].sort()).toEqual(
    info()
      .replicas.map((r) => r.id)
      .sort(),
  );
});

test('a book uploaded through one replica is read through the other, with no file on either disk', async () => {
  const [one, two] = info().replicas;
  const token = await adminToken(one!.url);
  const upload = bookUpload(fs.readFileSync(path.join(FIXTURES, 'pdfs', 'physics.pdf')), 'Topology Physics');
  const created = await postBook(one!.url, token, upload);
  expect('status' in created && created.status).toBe(201);
  const book = JSON.parse((created as { body: string }).body) as {
    _id: string;
    image: string;
    pdfUrl: string;
  };

  // The other replica serves its cover, a resized cover, a PDF range and a rendered, marked page.
  const cover = await fetch(`${two!.url}${book.image}`);
  expect([cover.status, cover.headers.get('x-replica-id')]).toEqual([200, two!.id]);
  expect((await cover.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  const variant = book.image.replace(/\.(jpg|png|webp)$/, '-320.avif');
  expect((await fetch(`${two!.url}${variant}`)).status).toBe(200);
  const tokenTwo = await adminToken(two!.url);
  const range = await fetch(`${two!.url}/api/pdf-proxy?url=${encodeURIComponent(book.pdfUrl)}`, {
    headers: { authorization: `Bearer ${tokenTwo}`, range: 'bytes=0-1023' },
  });
  expect(range.status).toBe(206);
  expect(
    Buffer.from(await range.arrayBuffer())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  const session = await deviceFetch(
    `${two!.url}/api/reading/sessions`,
    {
      method: 'POST',
      headers: { authorization: `Bearer ${tokenTwo}`, 'content-type': 'application/json' },
      body: JSON.stringify({ bookId: book._id }),
    },
    DEVICE,
  );
  expect(session.status).toBe(201);
  const reading = ((await session.json()) as { token: string }).token;
  const page = await deviceFetch(
    `${two!.url}/api/reading/pages/1?w=960`,
    { headers: { authorization: `Bearer ${reading}` } },
    DEVICE,
  );
  expect([page.status, page.headers.get('content-type')]).toEqual([200, 'image/webp']);

  // Files live in the bucket only.
  for (const r of info().replicas)
    expect([r.id, filesUnder(path.join(r.dataDir, 'files'))]).toEqual([r.id, []]);
});

test('a rate limit is counted across both replicas: 6 wrong passwords on each, the 11th is 429', async () => {
  const [one, two] = info().replicas;
  const client = '198.51.100.10'; // both replicas trust 127.0.0.1 (nginx's address) to name the client
  const statuses: number[] = [];
  for (let i = 0; i < 12; i++) statuses.push(await login((i % 2 ? two : one)!.url, client));
  expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
});

test('two clients behind nginx with different X-Forwarded-For are limited separately', async () => {
  const { url } = info();
  const first: number[] = [];
  for (let i = 0; i < 11; i++) first.push(await login(url, '198.51.100.20'));
  expect(first.at(-1)).toBe(429);
  expect(first.slice(0, 10)).toEqual(Array(10).fill(401));
  expect(await login(url, '198.51.100.21')).toBe(401);
});

test('the release switch lives in the bucket: one switch moves /remotes.json on both replicas, and back', async () => {
  const { s3, url } = info();
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'topology-release-'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'topology-switch-data-'));
  fs.mkdirSync(path.join(site, 'releases', 'store-remote', '9.8.7'), { recursive: true });
  fs.writeFileSync(
    path.join(site, 'releases', 'store-remote', '9.8.7', 'mf-manifest.json'),
    JSON.stringify({ name: 'store' }),
  );
  const release = (...args: string[]) =>
    execFileSync(process.execPath, [path.join(ROOT, 'scripts', 'release-switch.mjs'), ...args], {
      cwd: ROOT,
      encoding: 'utf8',
      env: {
        ...process.env,
        STATIC_DIR: site,
        DATA_DIR: dataDir,
        RELEASED_BY: 'topology-test',
        STORAGE_DRIVER: 's3',
        S3_ENDPOINT: s3.endpoint,
        S3_BUCKET: s3.bucket,
        S3_ACCESS_KEY_ID: s3.accessKeyId,
        S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      },
    });
  /** The store's manifest in /remotes.json as each replica answers it through nginx. */
  const live = async () => {
    const seen = new Map<string, string>();
    for (let i = 0; i < 6; i++) {
      const res = await fetch(`${url}/remotes.json`);
      seen.set(String(res.headers.get('x-replica-id')), ((await res.json()) as { store: string }).store);
    }
    return Object.fromEntries([...seen].sort());
  };
  try {
    const ids = info()
      .replicas.map((r) => r.id)
      .sort();
    const everywhere = (store: string) => Object.fromEntries(ids.map((id) => [id, store]));
    expect(await live()).toEqual(everywhere('/remotes/store/mf-manifest.json'));
    // A replica reads the bucket's switch at most once a second (BUCKET_SWITCH_TTL_MS).
    release('switch', 'store-remote', '9.8.7', '--skip-skew-test');
    await expect.poll(live, { timeout: 5000 }).toEqual(everywhere('/remotes/store/9.8.7/mf-manifest.json'));
    release('rollback', 'store-remote');
    await expect.poll(live, { timeout: 5000 }).toEqual(everywhere('/remotes/store/mf-manifest.json'));
    // Nothing was written on this machine's disk: the switch is the bucket's.
    expect(fs.readdirSync(dataDir)).toEqual([]);
  } finally {
    fs.rmSync(site, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

test('every page nginx serves carries the CSP with frame-ancestors and nosniff', async ({ page }) => {
  const missing: string[] = [];
  let checked = 0;
  page.on('response', (res) => {
    if (!res.url().startsWith(info().url)) return;
    checked += 1;
    const h = res.headers();
    if (
      !/frame-ancestors 'none'/.test(h['content-security-policy'] ?? '') ||
      h['x-content-type-options'] !== 'nosniff'
    )
      missing.push(`${res.status()} ${res.url()}`);
  });
  for (const p of ['/', '/class11', '/class12', '/tests', '/login', '/register', '/admin-login', '/faq']) {
    await page.goto(`${info().url}${p}`);
    await page.locator('main').first().waitFor();
    await page.waitForLoadState('networkidle');
  }
  expect(checked).toBeGreaterThan(20);
  expect(missing).toEqual([]);
});

test('SIGTERM to a replica during a 20 MB upload and catalogue reads: the upload ends cleanly, no read fails', async () => {
  test.setTimeout(120_000);
  const [one] = info().replicas;
  const token = await adminToken(one!.url);
  // mercatormap.pdf: 25 MB, sent in 1 MB pieces 150 ms apart so the signal lands mid-upload.
  const pdf = fs.readFileSync(path.join(FIXTURES, 'pdfs', 'mercatormap.pdf'));
  expect(pdf.length).toBeGreaterThan(20 * 1024 * 1024);
  const uploading = postBook(one!.url, token, bookUpload(pdf, 'Topology Atlas', 1 << 20, 150));

  let reading = true;
  const reads: number[] = [];
  const reader = (async () => {
    while (reading) {
      const status = await fetch(`${info().url}/api/books?section=home`).then(
        (r) => r.status,
        () => 0,
      );
      reads.push(status);
    }
  })();
  await new Promise((r) => setTimeout(r, 1500));
  process.kill(info().replicas[0]!.pid, 'SIGTERM');
  const result = await uploading;
  // Give nginx time to route around the stopped replica while reads continue.
  await new Promise((r) => setTimeout(r, 2000));
  reading = false;
  await reader;

  expect(reads.length).toBeGreaterThan(20);
  expect(reads.filter((s) => s !== 200)).toEqual([]);
  // The replica lets the upload in flight finish before it exits: the whole book is there.
  expect('status' in result ? result.status : result.error).toBe(201);
  const books = (await (await fetch(`${info().url}/api/books?section=class12`)).json()) as Array<{
    title: string;
  }>;
  expect(books.map((b) => b.title)).toContain('Topology Atlas');
  // The replica exited by itself within its grace period.
  await expect
    .poll(
      () => {
        try {
          process.kill(info().replicas[0]!.pid, 0);
          return 'running';
        } catch {
          return 'exited';
        }
      },
      { timeout: 30_000 },
    )
    .toBe('exited');
});
