import { matrixFixtures, type MatrixFixtures } from '../../helpers/matrix-fixtures';
import { READING_ROUTES } from '../../helpers/route-matrix/reading';
import { TEST_ROUTES } from '../../helpers/route-matrix/tests';
import { auth, createTestApp, openReadingSession, type TestContext } from '../../helpers/test-app';

/**
 * A student's attempt, its review and the reader's JSON are never kept by a browser or a shared cache
 * (`Cache-Control: private, no-store`): checked over every route of the attempt and reading tables of the
 * authorization matrix, as the buyer who may call them, and over the reader's session-token routes.
 */
let ctx: TestContext;
let f: MatrixFixtures;

beforeAll(async () => {
  ctx = await createTestApp();
  f = await matrixFixtures(ctx);
}, 60_000);
afterAll(() => ctx.close());

const isJson = (type: unknown) => String(type ?? '').startsWith('application/json');

it.each([...TEST_ROUTES, ...READING_ROUTES].map((row) => [`${row.method} ${row.route}`, row] as const))(
  '%s answers its JSON with no-store',
  async (_name, row) => {
    const req = await row.request(f);
    const token = await f.token('buyer');
    const res = await ctx.app.inject({
      method: row.method,
      url: req.url,
      payload: req.payload as never,
      headers: { ...auth(token!), ...req.headers },
    });
    if (isJson(res.headers['content-type'])) expect(res.headers['cache-control']).toMatch(/no-store/);
    // An image keeps the caching its route chose (private); a 204 has no body to keep.
    else if (res.statusCode !== 204) expect(res.headers['cache-control']).toMatch(/private/);
  },
);

it('the reader’s document, outline, search and a submitted attempt’s review answer with no-store', async () => {
  const token = (await f.token('buyer'))!;
  const session = await openReadingSession(ctx.app, token, f.paidBook._id);
  expect(session.statusCode).toBe(201);
  const headers = { ...auth(token), authorization: `Bearer ${session.json().token}` };
  for (const url of ['/api/reading/document', '/api/reading/outline', '/api/reading/search?q=force']) {
    const res = await ctx.app.inject({ method: 'GET', url, headers });
    expect([url, isJson(res.headers['content-type'])]).toEqual([url, true]);
    expect(res.headers['cache-control']).toMatch(/no-store/);
  }
  const attemptId = await f.newBuyerAttemptId();
  const submit = await ctx.app.inject({
    method: 'POST',
    url: `/api/attempts/${attemptId}/submit`,
    headers: auth(token),
  });
  expect(submit.statusCode).toBe(200);
  const review = await ctx.app.inject({
    method: 'GET',
    url: `/api/attempts/${attemptId}/review`,
    headers: auth(token),
  });
  expect(review.statusCode).toBe(200);
  expect(review.headers['cache-control']).toMatch(/no-store/);
});
