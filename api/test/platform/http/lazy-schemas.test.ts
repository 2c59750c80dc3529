import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../../../src/app';
import {
  adminToken,
  auth,
  createTestApp,
  deviceCookie,
  signUp,
  type TestContext,
} from '../../helpers/test-app';

// The API tests' apps compile each route's schemas on its first request (src/platform/http/lazy-schemas.ts);
// production compiles them all at start. These checks hold the two to the same answers.

let ctx: TestContext;
let eager: FastifyInstance;
/** Every route's schema parts, seen as the eager app registers them. */
const schemas: { url: string; parts: string[] }[] = [];

beforeAll(async () => {
  ctx = await createTestApp();
  eager = await buildApp({
    config: ctx.config,
    database: ctx.database,
    onRoute: (route) => schemas.push({ url: route.url, parts: Object.keys(route.schema ?? {}) }),
  });
  await eager.ready();
});
afterAll(async () => {
  await eager.close();
  await ctx.close();
});

/** The same request to the lazy (test) app and to the eager (production) one: status and body. */
async function both(request: InjectOptions) {
  const [lazy, real] = await Promise.all([ctx.app.inject(request), eager.inject(request)]);
  return {
    lazy: { status: lazy.statusCode, body: lazy.body },
    eager: { status: real.statusCode, body: real.body },
  };
}

test('refuses bad bodies, queries and ids with the same 400 and message as the eager app', async () => {
  const cookie = deviceCookie();
  const requests: InjectOptions[] = [
    { method: 'POST', url: '/api/auth/register', headers: cookie, payload: {} },
    {
      method: 'POST',
      url: '/api/auth/register',
      headers: cookie,
      payload: { name: 7, email: 'x', password: 1 },
    },
    { method: 'POST', url: '/api/auth/login', headers: cookie, payload: { email: 'a@b.c' } },
    { method: 'GET', url: '/api/books/not-a-uuid' },
    { method: 'GET', url: '/api/books?section=nowhere' },
  ];
  for (const request of requests) {
    const { lazy, eager: real } = await both(request);
    expect(lazy.status).toBeGreaterThanOrEqual(400);
    expect(lazy).toEqual(real);
  }
});

test('writes answers through the same response schemas: the same bytes as the eager app', async () => {
  const student = await signUp(ctx.app);
  const admin = await adminToken(ctx.app);
  const requests: InjectOptions[] = [
    { method: 'GET', url: '/api/books' },
    { method: 'GET', url: '/api/books?section=class12' },
    { method: 'GET', url: '/api/auth/me', headers: auth(student.token) },
    { method: 'GET', url: '/api/admin/books', headers: auth(admin) },
    { method: 'GET', url: '/api/admin/users', headers: auth(admin) },
  ];
  for (const request of requests) {
    const { lazy, eager: real } = await both(request);
    expect(lazy.status).toBe(200);
    expect(lazy).toEqual(real);
  }
});

test("a route's response schema still shapes its answer: undeclared keys dropped, types coerced", async () => {
  const app = await buildApp({ config: ctx.config, database: ctx.database, lazySchemas: true });
  const shape = { type: 'object', properties: { pages: { type: 'string' } } } as const;
  app.get('/shaped', { schema: { response: { 200: shape } } }, async () => ({ pages: 8, passwordHash: 'x' }));
  await app.ready();
  try {
    const res = await app.inject({ method: 'GET', url: '/shaped' });
    expect(res.body).toBe('{"pages":"8"}');
  } finally {
    await app.close();
  }
});

test('no route has a headers schema (a custom validator factory would stop Fastify lower-casing its names)', () => {
  expect(schemas.length).toBeGreaterThan(100);
  expect(schemas.filter((route) => route.parts.includes('headers'))).toEqual([]);
});
