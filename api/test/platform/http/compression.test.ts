import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/app';
import { buildSite, staticSite } from '../../helpers/static-site';
import { createTestApp, type TestContext } from '../../helpers/test-app';

/** Compression: precompressed front-end files, on-the-fly JSON above 1 KB, never PDFs or images. */
let ctx: TestContext;
let app: FastifyInstance;
const site = staticSite('api-compress-');
const staticDir = site.dir;
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const write = site.write;

beforeAll(async () => {
  write('shell/dist/index.html', '<!doctype html><title>shell</title>');
  write('shell/dist/main.0123abcd.js', script);
  write('shell/dist/main.0123abcd.js.br', zlib.brotliCompressSync(script));
  write('shell/dist/main.0123abcd.js.gz', zlib.gzipSync(script));
  write('store-remote/dist/remoteEntry.js', script);
  write('store-remote/dist/remoteEntry.js.br', zlib.brotliCompressSync(script));
  ctx = await createTestApp();
  app = await buildSite(ctx, staticDir);
});
afterAll(async () => {
  await app.close();
  await ctx.close();
  site.remove();
});

describe('compression', () => {
  it('serves the build’s brotli copy to a browser that accepts br, gzip to one that accepts only gzip', async () => {
    const br = await app.inject({
      url: '/main.0123abcd.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gz = await app.inject({ url: '/main.0123abcd.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await app.inject({ url: '/main.0123abcd.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('keeps an entry file’s no-cache on its compressed copy', async () => {
    const res = await app.inject({
      url: '/remotes/store/remoteEntry.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect([res.headers['content-encoding'], res.headers['cache-control']]).toEqual(['br', 'no-cache']);
  });

  it('compresses API JSON above 1 KB, and not a small answer', async () => {
    const docs = await app.inject({
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-encoding']).toBe('br');
    const json = JSON.parse(zlib.brotliDecompressSync(docs.rawPayload).toString()) as { openapi: string };
    expect(json.openapi).toMatch(/^3\./);
    expect(JSON.stringify(json).length).toBeGreaterThan(1024);
    const health = await app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  it('never compresses a cover image', async () => {
    const list = (await app.inject({ url: '/api/books?section=home' })).json<
      Array<{ image: string | null }>
    >();
    const cover = list.find((b) => b.image)?.image;
    expect(cover).toBeTruthy();
    const img = await app.inject({ url: cover!, headers: { 'accept-encoding': 'br, gzip' } });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-encoding']).toBeUndefined();
  });

  it('answers a compressed guest listing once: no second reply, nothing logged as a warning or error', async () => {
    const lines: Array<{ level: number; msg: string }> = [];
    const logged = await buildApp({
      config: { ...ctx.config, staticDir },
      database: ctx.database,
      serveFrontends: true,
      logger: { level: 'warn', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
    });
    try {
      const res = await logged.inject({
        url: '/api/books?section=home',
        headers: { 'accept-encoding': 'br' },
      });
      expect(res.statusCode).toBe(200);
      // Under 1 KB the listing goes out as is; compression's onSend runs either way.
      const body =
        res.headers['content-encoding'] === 'br' ? zlib.brotliDecompressSync(res.rawPayload) : res.rawPayload;
      const books = JSON.parse(body.toString()) as unknown[];
      expect(books.length).toBeGreaterThan(0);
      const again = await logged.inject({
        url: '/api/books?section=home',
        headers: { 'accept-encoding': 'br', 'if-none-match': String(res.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
      // Before the fix every such request logged "Reply was already sent" and a 500 for the request.
      expect(lines.map((l) => l.msg)).toEqual([]);
    } finally {
      await logged.close();
    }
  });
});
