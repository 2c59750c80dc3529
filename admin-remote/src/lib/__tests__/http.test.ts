import { errorMessage, STORAGE_KEYS } from '@exam/web-platform/client';
import { UNAUTHORIZED_REDIRECT_MS } from '@exam/shared-contracts/rules';
import { downloadFile, fetchBlob } from '../http';

const answer = (status: number, body: unknown) => ({
  ok: status >= 200 && status < 300,
  status,
  headers: new Headers(),
  json: async () => body,
  blob: async () => new Blob(['png']),
});

const fetchMock = jest.fn();

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  localStorage.setItem(STORAGE_KEYS.token, 'tok');
  window.history.pushState({}, '', '/admin');
});
afterEach(() => {
  localStorage.clear();
  jest.useRealTimers();
});

describe("admin's downloads through the contracts fetch", () => {
  it('fetchBlob sends the stored token and answers the body', async () => {
    fetchMock.mockResolvedValue(answer(200, null));
    await expect(fetchBlob('/admin/tests/t1/pages/1')).resolves.toBeInstanceOf(Blob);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/admin/tests/t1/pages/1');
    expect(init.headers).toEqual({ authorization: 'Bearer tok' });
  });

  it("a refusal reads as the server's error text", async () => {
    fetchMock.mockResolvedValue(answer(403, { error: 'Admins only' }));
    const error = await downloadFile('/admin/payments/export.csv', 'payments.csv').catch((e: unknown) => e);
    expect(errorMessage(error, 'Failed to export payments')).toBe('Admins only');
  });

  it('offline reads as the fallback', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await fetchBlob('/admin/tests/t1/pages/1').catch((e: unknown) => e);
    expect(error).toEqual({ status: 'FETCH_ERROR', error: 'Network error' });
    expect(errorMessage(error, 'Failed to export payments')).toBe('Failed to export payments');
  });

  it('a 401 applies the one 401 action: the session is dropped and /login follows', async () => {
    jest.useFakeTimers();
    const timers = jest.spyOn(window, 'setTimeout');
    fetchMock.mockResolvedValue(answer(401, { error: 'Unauthorized' }));
    await expect(fetchBlob('/admin/tests/t1/pages/1')).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(timers).toHaveBeenCalledWith(expect.any(Function), UNAUTHORIZED_REDIRECT_MS);
  });
});
