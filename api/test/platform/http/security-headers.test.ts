import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { THEME_INIT_SCRIPT } from '@exam/web-platform/constants/theme-init';
import { buildApp } from '../../../src/app';
import { adminToken, auth, createTestApp, guestBooks, type TestContext } from '../../helpers/test-app';
import { expectRefusal } from '../../helpers/refusal';

let ctx: TestContext;
let site: FastifyInstance;
const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-csp-'));

const EXPECTED_CSP = [
  "default-src 'self'",
  // The one inline script allowed: the shell's theme script, by the SHA-256 of its exact text.
  `script-src 'self' 'sha256-${createHash('sha256').update(THEME_INIT_SCRIPT).digest('base64')}'`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "worker-src 'self' blob:",
  "connect-src 'self'",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
  "form-action 'self'",
];

beforeAll(async () => {
  for (const [rel, body] of [
    ['shell/dist/index.html', '<!doctype html><title>shell</title>'],
    ['shell/dist/main.0123abcd.js', '1'],
    ['store-remote/dist/remoteEntry.js', '2'],
  ]) {
    fs.mkdirSync(path.dirname(path.join(staticDir, rel)), { recursive: true });
    fs.writeFileSync(path.join(staticDir, rel), body);
  }
  ctx = await createTestApp();
  site = await buildApp({
    config: { ...ctx.config, staticDir },
    database: ctx.database,
    serveFrontends: true,
  });
});
afterAll(async () => {
  await site.close();
  await ctx.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

function expectSecurityHeaders(headers: Record<string, unknown>) {
  const csp = String(headers['content-security-policy'])
    .split(';')
    .map((d) => d.trim())
    .filter(Boolean);
  expect(csp.sort()).toEqual([...EXPECTED_CSP].sort());
  expect(String(headers['content-security-policy'])).not.toMatch(/unsafe-eval|upgrade-insecure/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
  expect(headers['x-powered-by']).toBeUndefined();
}

describe('security headers and CSP on the whole site', () => {
  it.each([
    ['shell index', '/', { accept: 'text/html' }],
    ['SPA fallback', '/payment/123', { accept: 'text/html' }],
    ['hashed asset', '/main.0123abcd.js', {}],
    ['remote entry', '/remotes/store/remoteEntry.js', {}],
    ['remotes.json', '/remotes.json', {}],
    ['API JSON', '/api/books', {}],
    ['API 404', '/api/nope', {}],
    ['site 404', '/missing.js', {}],
  ])('%s', async (_name, url, headers) => {
    const res = await site.inject({ method: 'GET', url, headers });
    expect(res.statusCode).toBeLessThan(500);
    expectSecurityHeaders(res.headers);
  });

  it('PDFs keep their own headers under helmet: private no-store, nosniff, generated file name', async () => {
    const admin = await adminToken(ctx.app);
    const book = (await guestBooks(ctx.app)).find((b) => b.pdfUrl)!;
    const res = await site.inject({
      method: 'GET',
      url: `/api/pdf-proxy?url=${encodeURIComponent(book.pdfUrl)}`,
      headers: { ...auth(admin), range: 'bytes=0-9' },
    });
    expect(res.statusCode).toBe(206);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toMatch(/^inline; filename="[A-Za-z0-9-]+\.pdf"$/);
    expectSecurityHeaders(res.headers);
  });
});

describe('file routes refuse anything that is not one of our stored files', () => {
  const probes = [
    '/api/files/covers/..%2f..%2fjwt-secret',
    '/api/files/covers/%2e%2e%2f%2e%2e%2fjwt-secret',
    '/api/files/covers/..%252f..%252fjwt-secret',
    '/api/files/covers/....//....//etc/passwd',
    '/api/files/covers/%2fetc%2fpasswd',
    '/api/files/covers/http%3A%2F%2F169.254.169.254%2Flatest%2Fmeta-data%2F',
    '/api/files/covers/00000000-0000-4000-8000-000000000000.jpg',
    '/api/files/covers/00000000-0000-4000-8000-000000000000.jpg%00.png',
    '/api/files/covers/x.svg',
    '/api/files/pdfs/anything.pdf',
    '/api/files/../jwt-secret',
  ];
  it.each(probes)('%s → 4xx, no outbound request', async (url) => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    const res = await ctx.app.inject({ method: 'GET', url });
    expect([400, 404]).toContain(res.statusCode);
    expectRefusal(res.json());
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it('pdf-proxy: encoded traversal, other hosts and metadata addresses are 404 PDF not found', async () => {
    const admin = await adminToken(ctx.app);
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    for (const url of [
      '/files/pdfs/%2e%2e%2f%2e%2e%2fjwt-secret',
      '/files/pdfs/..%2F..%2Fjwt-secret',
      '//169.254.169.254/latest/meta-data',
      'http://[::ffff:169.254.169.254]/',
      'http://metadata.google.internal/computeMetadata/v1/',
      'gopher://127.0.0.1:5432/',
      '\\\\server\\share\\a.pdf',
    ]) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/pdf-proxy?url=${encodeURIComponent(url)}`,
        headers: auth(admin),
      });
      expect([url, res.statusCode, res.json()]).toEqual([url, 404, { error: 'PDF not found' }]);
    }
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });
});
