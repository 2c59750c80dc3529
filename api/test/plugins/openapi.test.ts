import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/app';
import { OPERATIONS } from '../../src/routes/operations';
import { CSP_DIRECTIVES } from '../../src/platform/http/security-headers';
import { createTestApp, type TestContext } from '../helpers/test-app';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ books: false });
});
afterAll(() => ctx.close());

/** `/api/books/:id` → `/api/books/{id}` (OpenAPI's path template). */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('OpenAPI description (GET /api/docs/json)', () => {
  it('is OpenAPI 3.1 and lists every route the API registers, with its methods', async () => {
    const routes: Array<{ method: string; url: string }> = [];
    const app = await buildApp({
      config: ctx.config,
      database: ctx.database,
      onRoute: (r) => {
        for (const method of [r.method].flat())
          if (method !== 'HEAD' && r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'))
            routes.push({ method: method.toLowerCase(), url: r.url });
      },
    });
    await app.ready();
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    await app.close();
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toBe('3.1.0');
    expect(routes.length).toBeGreaterThan(30);
    const missing = routes.filter((r) => !doc.paths[openApiPath(r.url)]?.[r.method]);
    expect(missing).toEqual([]);
  });

  it('describes bodies and answers from the shared TypeBox schemas', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const submit = doc.paths['/api/payment/submit'].post;
    const body = submit.requestBody.content['application/json'].schema;
    expect(body.properties.utr).toMatchObject({ type: 'string', maxLength: 64 });
    expect(body.required).toEqual(expect.arrayContaining(['bookId', 'utr']));
    expect(Object.keys(submit.responses)).toEqual(expect.arrayContaining(['201', '4XX']));
    expect(submit.responses['4XX'].content['application/json'].schema.properties.error.type).toBe('string');
    const books = doc.paths['/api/books'].get;
    expect(books.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'section', in: 'query' })]),
    );
  });

  it('serves a readable page at /api/docs from our own origin, under the site CSP', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain(`script-src ${CSP_DIRECTIVES['script-src'].join(' ')}`);
    const scripts = [...page.body.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThan(0);
    // Every script is a same-origin file (no CDN, no inline code) and is really served.
    expect(page.body).not.toMatch(/<script(?![^>]*src=)[^>]*>\s*\S/);
    for (const src of scripts) {
      expect(src).not.toMatch(/^https?:/);
      const url = new URL(src, 'http://localhost/api/docs/').pathname;
      const js = await ctx.app.inject({ method: 'GET', url });
      expect({ url, status: js.statusCode }).toEqual({ url, status: 200 });
    }
  });

  it("passes the standard linter's recommended rules (Redocly) with 0 errors: summaries, security, servers", async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-')), 'openapi.json');
    fs.writeFileSync(file, (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).body);
    const out = execFileSync(process.execPath, [path.join(__dirname, '../helpers/openapi-lint.mjs'), file]);
    const { errors } = JSON.parse(out.toString('utf8')) as { errors: string[] };
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
    expect(errors).toEqual([]);
  });

  it('names every operation once, tags it by resource, and says who may call it', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { operationId?: string; tags?: string[]; security?: unknown[] }>>;
    };
    const ops = Object.entries(doc.paths).flatMap(([p, methods]) =>
      Object.entries(methods).map(([m, op]) => ({
        key: `${m.toUpperCase()} ${p.replace(/\{([^}]+)\}/g, ':$1')}`,
        op,
      })),
    );
    // Every documented route has its entry in routes/operations.ts, and every entry a route.
    expect(ops.map((o) => o.key).sort()).toEqual(Object.keys(OPERATIONS).sort());
    const ids = ops.map((o) => o.op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const op = (key: string) => ops.find((o) => o.key === key)!.op;
    expect(op('GET /api/site').security).toEqual([]);
    expect(op('POST /api/auth/login').security).toEqual([]);
    expect(op('GET /api/books').security).toEqual([{}, { bearer: [] }]);
    expect(op('PUT /api/attempts/:attemptId/answers/:number').security).toEqual([{ bearer: [] }]);
    expect(op('GET /api/admin/tests').security).toEqual([{ bearer: [] }]);
    expect(op('GET /api/admin/tests').tags).toEqual(['admin tests']);
    expect(op('POST /api/admin/login').security).toEqual([]);
    expect(op('GET /api/reading/pages/:page').security).toEqual([{ bearer: [] }]);
  });
});
