import fc from 'fast-check';
import { ROUTE_MATRIX } from './helpers/route-matrix';
import { inArray } from 'drizzle-orm';
import { users } from '../src/db/schema';
import { adminToken, auth, createTestApp, signUp, type TestContext } from './helpers/test-app';
import { expectRefusal } from './helpers/refusal';

let ctx: TestContext;
let tokens: string[];
let ids: string[];

beforeAll(async () => {
  // E-mail on (to a port where nothing listens; background sends fail quietly): with it off, a valid
  // "Forgot password?" answers 503 for the server's state, not for its input.
  ctx = await createTestApp({
    config: {
      mail: {
        smtpUrl: 'smtp://127.0.0.1:9',
        from: 'Exam Store <x@example.test>',
        retries: 0,
        retryDelayMs: 1,
      },
    },
  });
  tokens = [await adminToken(ctx.app), (await signUp(ctx.app)).token];
  ids = await Promise.all(
    tokens.map(
      async (t) =>
        (await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: auth(t) })).json().user
          .id as string,
    ),
  );
});

/** Admin and user tokens of the current token version: a generated logout must not end the run's sessions. */
async function freshTokens(): Promise<string[]> {
  const rows = await ctx.database.db.select().from(users).where(inArray(users.id, ids));
  return ids.map((id) => ctx.app.signToken(rows.find((r) => r.id === id)!));
}

afterAll(() => ctx.close());

// Values that break naive code: SQL, traversal, unicode, control characters, huge and numeric strings.
const nasty = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    "' or 1=1 --",
    '1; drop table users',
    '../../etc/passwd',
    '%00',
    '\u0000',
    '\uFFFF\uD800',
    '💥'.repeat(50),
    '-1',
    '1e309',
    'NaN',
    '00000000-0000-4000-8000-000000000000',
    'x'.repeat(70_000),
  ),
  fc.integer().map(String),
);
const jsonish = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.record(
    {
      email: nasty,
      password: nasty,
      name: nasty,
      username: nasty,
      bookId: nasty,
      utr: nasty,
      amount: fc.oneof(fc.double(), fc.integer({ min: -1e9, max: 0 })),
      role: nasty,
      isActive: fc.anything({ maxDepth: 1 }),
      reason: nasty,
      page: fc.oneof(fc.integer(), nasty),
      upiId: nasty,
      payeeName: nasty,
      bankName: nasty,
      price: fc.integer({ min: -1000, max: 0 }),
    },
    { requiredKeys: [] },
  ),
);
const body = fc.oneof(
  jsonish.map((v) => ({ payload: JSON.stringify(v), type: 'application/json' })),
  nasty.map((s) => ({ payload: s, type: 'application/json' })), // malformed JSON
  nasty.map((s) => ({ payload: s, type: 'text/plain' })),
  nasty.map((s) => ({
    payload: `--b\r\nContent-Disposition: form-data; name="${s}"\r\n\r\n${s}\r\n--b--`,
    type: 'multipart/form-data; boundary=b',
  })),
  nasty.map((s) => ({ payload: s, type: 'multipart/form-data' })), // no boundary
  fc.constant({ payload: undefined, type: undefined }),
);
const headers = fc.record(
  {
    authorization: fc.oneof(
      fc.constant('admin'),
      fc.constant('user'),
      nasty.map((s) => `Bearer ${s}`),
      nasty,
    ),
    range: nasty,
    cookie: nasty.map((s) => `oidc_tx=${s}`),
    accept: fc.constantFrom('text/html', '*/*', 'application/pdf'),
  },
  { requiredKeys: [] },
);

describe('generated bad input on every route: no 5xx, every refusal a 4xx with { error }', () => {
  it.each(ROUTE_MATRIX.map((r) => [`${r.method} ${r.route}`, r] as const))('%s', async (_name, row) => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(nasty, { minLength: 2, maxLength: 2 }),
        fc.dictionary(fc.string({ maxLength: 8 }), nasty, { maxKeys: 3 }),
        body,
        headers,
        async (params, query, b, h) => {
          const current = await freshTokens();
          let i = 0;
          const enc = (v: string) => {
            try {
              return encodeURIComponent(v) || 'x';
            } catch {
              return 'x'; // lone surrogates cannot be put in a URL at all
            }
          };
          const path = row.route.replace(/:[A-Za-z]+/g, () => enc(params[i++]));
          const qs = new URLSearchParams(query).toString();
          const auth =
            h.authorization === 'admin'
              ? `Bearer ${current[0]}`
              : h.authorization === 'user'
                ? `Bearer ${current[1]}`
                : h.authorization;
          const res = await ctx.app.inject({
            method: row.method,
            url: qs ? `${path}?${qs}` : path,
            payload: row.method === 'GET' ? undefined : b.payload,
            headers: {
              ...h,
              ...(auth !== undefined ? { authorization: auth } : {}),
              ...(b.type && row.method !== 'GET' ? { 'content-type': b.type } : {}),
            },
          });
          if (res.statusCode >= 500)
            throw new Error(
              `${row.method} ${path.slice(0, 120)} → ${res.statusCode} ${res.body.slice(0, 300)}`,
            );
          if (res.statusCode >= 400) expectRefusal(res.json());
        },
      ),
      // Short counterexamples in the report: the 70 kB strings would flood it.
      {
        numRuns: Number(process.env.FUZZ_RUNS ?? 25),
        reporter: (out) => {
          if (out.failed)
            throw new Error(
              `after ${out.numRuns} runs: ${String((out.errorInstance as Error)?.message ?? out.errorInstance).slice(0, 500)}`,
            );
        },
      },
    );
  });

  it('malformed JSON, wrong types, huge strings, negative prices and SQL-looking text: clear 400s', async () => {
    const [admin] = await freshTokens();
    const cases: Array<[string, string, unknown, string?]> = [
      ['POST', '/api/auth/login', '{"email": "a@b.co", "password": '],
      ['POST', '/api/auth/login', { email: ['a@b.co'], password: { $ne: null } }],
      ['POST', '/api/auth/register', { name: 'x'.repeat(100_000), email: 'a@b.co', password: 'password123' }],
      ['POST', '/api/auth/login', { email: "admin' --@x.co", password: "' or '1'='1" }],
      [
        'PUT',
        '/api/admin/payment-config',
        { upiId: "x' ; drop table payments; --", payeeName: 'a', bankName: 'b' },
        admin,
      ],
      [
        'PUT',
        '/api/admin/users/00000000-0000-4000-8000-000000000000/status',
        { isActive: 'yes please' },
        admin,
      ],
    ];
    for (const [method, url, payload, token] of cases) {
      const res = await ctx.app.inject({
        method: method as 'POST',
        url,
        payload: payload as never,
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      });
      expect([url, res.statusCode === 400 || res.statusCode === 401 || res.statusCode === 413]).toEqual([
        url,
        true,
      ]);
      expectRefusal(res.json());
    }
  });

  it('a NUL character, which PostgreSQL cannot store in text, is a 400 on every field that reaches a query', async () => {
    const [admin] = await freshTokens();
    const cases: Array<[string, string, unknown, string?]> = [
      ['POST', '/api/admin/login', { username: 'ad\u0000min', password: 'whatever-123' }],
      ['POST', '/api/auth/register', { name: 'Nu\u0000l', email: 'nul@b.co', password: 'a-long-pass-123' }],
      ['GET', '/api/admin/payments?q=%00abc', undefined, admin],
    ];
    for (const [method, url, payload, token] of cases) {
      const res = await ctx.app.inject({
        method: method as 'POST',
        url,
        payload: payload as never,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      expect([url, res.statusCode]).toEqual([url, 400]);
      expectRefusal(res.json());
    }
  });
});
