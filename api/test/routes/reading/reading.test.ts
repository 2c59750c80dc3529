import { signReadingToken } from '../../../src/modules/reading/reading';
import {
  auth,
  createTestAppWithAdmin,
  guestBooks,
  type SeededBook,
  signUp,
  type TestContext,
} from '../../helpers/test-app';

/** Reading sessions and resume (modules/reading/routes; docs/domains/reading.md "Viewer states" session timer
 * made real on the server). */
let ctx: TestContext;
let admin: string;
let paid: SeededBook;
let free: SeededBook;
let other: SeededBook;

beforeAll(async () => {
  ({ ctx, admin } = await createTestAppWithAdmin());
  const list = await guestBooks(ctx.app);
  paid = list.find((b) => b.title.startsWith('Ray Optics'))!;
  const frees = list.filter((b) => b.isFree);
  [free, other] = frees;
});
afterAll(() => ctx.close());

const openSession = (token: string | undefined, body: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/reading/sessions',
    headers: token ? auth(token) : {},
    payload: body,
  });

const pdf = (url: string, token: string, range = 'bytes=0-1023') =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/pdf-proxy?url=${encodeURIComponent(url)}`,
    headers: { ...auth(token), range },
  });

describe('POST /api/reading/sessions', () => {
  it('401 without a sign-in token, 400 without a book reference', async () => {
    expect((await openSession(undefined, { bookId: free._id })).statusCode).toBe(401);
    const { token } = await signUp(ctx.app);
    const res = await openSession(token, {});
    expect(res.statusCode).toBe(400);
  });

  it('403 for a paid book the user did not buy, 404 for an unknown book', async () => {
    const { token } = await signUp(ctx.app);
    expect((await openSession(token, { bookId: paid._id })).json()).toEqual({
      error: 'You do not have access to this book',
      code: 'no_book_access',
    });
    const missing = await openSession(token, { bookId: '00000000-0000-4000-8000-000000000000' });
    expect(missing.statusCode).toBe(404);
    expect((await openSession(token, { pdfUrl: '/etc/passwd' })).statusCode).toBe(404);
  });

  it('opens a 30-minute session by id or by pdfUrl, with the reader identity and no saved page', async () => {
    const { token, user } = await signUp(ctx.app);
    const before = Date.now();
    const res = await openSession(token, { pdfUrl: free.pdfUrl });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      bookId: free._id,
      lastPage: null,
      expiresIn: 1800,
      reader: { id: user.id, email: user.email },
    });
    const ttl = Date.parse(body.expiresAt) - before;
    expect(ttl).toBeGreaterThan(1795_000);
    expect(ttl).toBeLessThanOrEqual(1801_000);
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await openSession(admin, { bookId: paid._id })).statusCode).toBe(201);
  });

  it('honours READING_SESSION_SECONDS', async () => {
    ctx.app.config.readingSessionSeconds = 5;
    try {
      const { token } = await signUp(ctx.app);
      expect((await openSession(token, { bookId: free._id })).json().expiresIn).toBe(5);
    } finally {
      ctx.app.config.readingSessionSeconds = 1800;
    }
  });
});

describe('pdf-proxy refuses reading tokens (students read page images only)', () => {
  const REFUSED = { error: 'A reading session opens page images, not the PDF file' };

  it('403 for a valid reading token, its own book included, never a PDF byte', async () => {
    const { token } = await signUp(ctx.app);
    const session = (await openSession(token, { bookId: free._id })).json();
    for (const url of [free.pdfUrl, other.pdfUrl]) {
      const res = await pdf(url, session.token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(REFUSED);
      expect(res.headers['content-type']).not.toMatch(/application\/pdf/);
    }
  });

  it("403 for an admin's reading token too; the admin's sign-in token still streams", async () => {
    const session = (await openSession(admin, { bookId: paid._id })).json();
    expect((await pdf(paid.pdfUrl, session.token)).json()).toEqual(REFUSED);
    expect((await pdf(paid.pdfUrl, admin)).statusCode).toBe(206);
  });

  it('refuses an expired session with 401 Reading session expired', async () => {
    const { user } = await signUp(ctx.app);
    const expired = signReadingToken(ctx.app, user.id, free._id, -10);
    expect(expired.expiresAt.getTime()).toBeLessThan(Date.now());
    const res = await pdf(free.pdfUrl, expired.token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: 'Reading session expired' });
  });

  it('refuses a forged or tampered reading token, and a deactivated reader', async () => {
    const { token, user } = await signUp(ctx.app);
    const session = (await openSession(token, { bookId: free._id })).json();
    const [h, p, s] = session.token.split('.');
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString());
    const tampered = [
      h,
      Buffer.from(JSON.stringify({ ...claims, bookId: paid._id })).toString('base64url'),
      s,
    ].join('.');
    expect((await pdf(paid.pdfUrl, tampered)).json()).toMatchObject({ error: 'Invalid reading session' });
    // A sign-in-key signature on a read-scoped payload is not a reading token either.
    const forged = ctx.app.jwt.sign({ sub: user.id, bookId: paid._id, scope: 'read' } as never);
    expect((await pdf(paid.pdfUrl, forged)).statusCode).toBe(401);

    await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${user.id}/status`,
      headers: auth(admin),
      payload: { isActive: false },
    });
    expect((await pdf(free.pdfUrl, session.token)).statusCode).toBe(401);
  });

  it('a reading token is not a sign-in token', async () => {
    const { token } = await signUp(ctx.app);
    const session = (await openSession(token, { bookId: free._id })).json();
    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: auth(session.token) });
    expect(me.statusCode).toBe(401);
    expect((await openSession(session.token, { bookId: free._id })).statusCode).toBe(401);
  });

  it("a student's sign-in token is refused with 403 too", async () => {
    const { token } = await signUp(ctx.app);
    const res = await pdf(free.pdfUrl, token);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatch(/admins only/);
  });
});

describe('reading progress (resume)', () => {
  it('saves the last page per user and book and returns it with the next session', async () => {
    const { token } = await signUp(ctx.app);
    const url = `/api/reading/progress/${free._id}`;
    expect((await ctx.app.inject({ method: 'GET', url, headers: auth(token) })).json()).toEqual({
      bookId: free._id,
      lastPage: null,
      updatedAt: null,
    });
    const put = await ctx.app.inject({ method: 'PUT', url, headers: auth(token), payload: { page: 5 } });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ bookId: free._id, lastPage: 5 });
    await ctx.app.inject({ method: 'PUT', url, headers: auth(token), payload: { page: 7 } });
    expect((await ctx.app.inject({ method: 'GET', url, headers: auth(token) })).json().lastPage).toBe(7);
    expect((await openSession(token, { bookId: free._id })).json().lastPage).toBe(7);

    // Another user starts fresh.
    const second = await signUp(ctx.app);
    expect((await openSession(second.token, { bookId: free._id })).json().lastPage).toBeNull();
  });

  it('validates the page and the right to read', async () => {
    const { token } = await signUp(ctx.app);
    const put = (bookId: string, payload: unknown) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/reading/progress/${bookId}`,
        headers: auth(token),
        payload: payload as object,
      });
    expect((await put(free._id, { page: 0 })).statusCode).toBe(400);
    expect((await put(free._id, { page: 'x' })).statusCode).toBe(400);
    expect((await put(paid._id, { page: 2 })).statusCode).toBe(403);
    expect((await put('not-a-uuid', { page: 2 })).statusCode).toBe(404);
    expect(
      (
        await ctx.app.inject({
          method: 'PUT',
          url: `/api/reading/progress/${free._id}`,
          payload: { page: 2 },
        })
      ).statusCode,
    ).toBe(401);
  });
});
