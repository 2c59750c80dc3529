import {
  auth,
  createTestAppWithAdmin,
  guestBooks,
  type SeededBook,
  signUp,
  submitted,
  type TestContext,
} from '../../helpers/test-app';

/** A catalogue API near the framework's own speed: the cached read path, its ETag, its invalidation. */
let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ({ ctx, admin } = await createTestAppWithAdmin());
});
afterAll(() => ctx.close());

const home = (headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: '/api/books?section=home', headers });

describe('catalogue cache', () => {
  it('answers guests from memory with an ETag, and 304 when it matches', async () => {
    const first = await home();
    const loads = ctx.app.catalogue.loads;
    const again = await home();
    expect(ctx.app.catalogue.loads).toBe(loads);
    expect(again.body).toBe(first.body);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    // The cached UTF-8 bytes are sent as JSON, with their length in bytes (not characters).
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(first.headers['content-length'])).toBe(Buffer.byteLength(first.body));
    expect(first.headers.vary).toMatch(/authorization/i);
    const notModified = await home({ 'if-none-match': etag });
    expect([notModified.statusCode, notModified.body]).toEqual([304, '']);
    expect((await home({ 'if-none-match': '"stale"' })).statusCode).toBe(200);
    // Each section has its own listing and tag.
    const tests = await ctx.app.inject({ method: 'GET', url: '/api/books?section=test' });
    expect(tests.headers.etag).not.toBe(etag);
  });

  it('an admin edit or delete is seen by the very next read, with a new ETag', async () => {
    const before = await home();
    const book = (before.json() as SeededBook[])[0];
    const edit = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/books/${book._id}`,
      headers: { ...auth(admin), 'content-type': 'multipart/form-data; boundary=x' },
      payload: `--x\r\nContent-Disposition: form-data; name="title"\r\n\r\nRenamed by the admin\r\n--x--\r\n`,
    });
    expect(edit.statusCode).toBe(200);
    const after = await home({ 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((after.json() as SeededBook[]).find((b) => b._id === book._id)?.title).toBe(
      'Renamed by the admin',
    );

    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/books/${book._id}`,
      headers: auth(admin),
    });
    expect(del.statusCode).toBe(200);
    expect((await guestBooks(ctx.app)).some((b) => b._id === book._id)).toBe(false);
    expect(((await home()).json() as SeededBook[]).some((b) => b._id === book._id)).toBe(false);
  });

  it('a signed-in student gets their own statuses over the cached listing, never the guests’ ETag', async () => {
    const { token } = await signUp(ctx.app);
    const list = await guestBooks(ctx.app);
    const paid = list.find((b) => !b.isFree)!;
    await submitted(ctx.app, token, paid._id, { utr: '400000000001' });
    const mine = await ctx.app.inject({ method: 'GET', url: '/api/books', headers: auth(token) });
    const guestTag = (await ctx.app.inject({ method: 'GET', url: '/api/books' })).headers.etag;
    expect(mine.headers.etag).toMatch(/^"u[A-Za-z0-9_-]+"$/);
    expect(mine.headers.etag).not.toBe(guestTag);
    expect(mine.headers['cache-control']).toBe('private, no-cache');
    expect((mine.json() as SeededBook[]).find((b) => b._id === paid._id)?.paymentStatus).toBe('pending');
    const guest = await ctx.app.inject({ method: 'GET', url: '/api/books' });
    expect((guest.json() as SeededBook[]).find((b) => b._id === paid._id)?.paymentStatus).toBe('locked');
  });
});
