import { buildApp } from '../src/app';
import { ACTORS, matrixFixtures, type MatrixFixtures } from './helpers/matrix-fixtures';
import { ROUTE_MATRIX } from './helpers/route-matrix';
import { auth, createTestApp, type TestContext } from './helpers/test-app';

let ctx: TestContext;
let f: MatrixFixtures;

beforeAll(async () => {
  ctx = await createTestApp();
  f = await matrixFixtures(ctx);
});
afterAll(() => ctx.close());

describe('authorization matrix', () => {
  it('lists every route the API registers, and nothing else', async () => {
    const seen = new Set<string>();
    const app = await buildApp({
      config: ctx.config,
      database: ctx.database,
      onRoute: (r) => {
        for (const m of [r.method].flat())
          if (m !== 'HEAD' && r.url.startsWith('/api/')) seen.add(`${m} ${r.url}`);
      },
    });
    await app.ready();
    await app.close();
    const table = new Set(ROUTE_MATRIX.map((r) => `${r.method} ${r.route}`));
    expect([...seen].sort()).toEqual([...table].sort());
  });

  const cells = ROUTE_MATRIX.flatMap((row) =>
    ACTORS.map((actor) => [`${row.method} ${row.route}`, actor, row.expect[actor], row] as const),
  );
  it.each(cells)('%s as %s → %i', async (_name, actor, expected, row) => {
    const req = await row.request(f);
    const token = await f.token(actor);
    const res = await ctx.app.inject({
      method: row.method,
      url: req.url,
      payload: req.payload as never,
      headers: { ...(token ? auth(token) : {}), ...req.headers },
    });
    expect({ status: res.statusCode, body: res.statusCode >= 400 ? res.json() : undefined }).toEqual({
      status: expected,
      body: expected >= 400 ? expect.objectContaining({ error: expect.any(String) }) : undefined,
    });
  });
});
