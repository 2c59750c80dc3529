import { STORAGE_KEYS } from '@exam/shared-contracts/client';

/**
 * My Books and My Orders, deep-linked, start their reads when the store's routes module runs (with the page's
 * chunk), not when the page first renders; other pages read nothing early.
 */
const fetchMock = jest.fn(async () => ({
  ok: true,
  status: 200,
  headers: { get: () => null },
  json: async () => [],
}));

/** The API paths read when the routes module runs at `address`. */
async function readsAt(address: string): Promise<string[]> {
  fetchMock.mockClear();
  window.history.replaceState(null, '', address);
  await jest.isolateModulesAsync(async () => {
    await import('../routes');
  });
  return fetchMock.mock.calls.map((call) => (call as unknown as [string])[0]);
}

beforeAll(() => {
  global.fetch = fetchMock as unknown as typeof fetch;
  localStorage.setItem(STORAGE_KEYS.token, 'tok');
});
afterAll(() => localStorage.clear());

describe('early reads of the store’s signed-in pages', () => {
  it('My Books reads its books, receipts and orders; My Orders its orders; the catalogue nothing', async () => {
    expect((await readsAt('/my-books')).sort()).toEqual([
      '/api/user/orders',
      '/api/user/purchased-books',
      '/api/user/receipts',
    ]);
    expect(await readsAt('/my-orders')).toEqual(['/api/user/orders']);
    expect(await readsAt('/class11')).toEqual([]);
  });

  it('a guest (no stored token) reads nothing early', async () => {
    localStorage.removeItem(STORAGE_KEYS.token);
    expect(await readsAt('/my-books')).toEqual([]);
  });
});
