import { STORAGE_KEYS } from '@exam/web-platform/client';
import { callJson, HttpStatusError, isNetworkError } from '../http';
import { signedInFetch } from './signed-in-fetch';

/** A fetch answer as the exam harness fakes it: status, optional JSON body, headers. */
const answer = (status: number, body?: unknown) => ({
  ok: status >= 200 && status < 300,
  status,
  headers: { get: () => null },
  json: async () => {
    if (body === undefined) throw new SyntaxError('Unexpected end of JSON input');
    return body;
  },
});

const fetchMock = signedInFetch();

describe('callJson (the contracts fetchJson, without the 401 action)', () => {
  it('sends /api{path} with the stored token, a JSON body, uncached, and answers the parsed JSON', async () => {
    fetchMock.mockResolvedValue(answer(200, { saved: true }));
    await expect(callJson('/attempts/a1/current', { method: 'PUT', body: { number: 3 } })).resolves.toEqual({
      saved: true,
    });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/attempts/a1/current');
    expect(init.method).toBe('PUT');
    expect(init.cache).toBe('no-store');
    expect(init.body).toBe('{"number":3}');
    expect(init.headers).toEqual({ 'content-type': 'application/json', authorization: 'Bearer tok' });
  });

  it('answers undefined for a 204 and sends no content type without a body', async () => {
    fetchMock.mockResolvedValue(answer(204));
    await expect(callJson('/attempts/a1/integrity', { method: 'POST' })).resolves.toBeUndefined();
    expect((fetchMock.mock.calls[0] as [string, RequestInit])[1].headers).toEqual({
      authorization: 'Bearer tok',
    });
  });

  it('throws HttpStatusError with the status and the server text, which is its message', async () => {
    fetchMock.mockResolvedValue(answer(409, { error: 'Time is up: the test has ended' }));
    const error = (await callJson('/attempts/a1').catch((e: unknown) => e)) as HttpStatusError;
    expect(error).toBeInstanceOf(HttpStatusError);
    expect(error.status).toBe(409);
    expect(error.serverError).toBe('Time is up: the test has ended');
    expect(error.message).toBe('Time is up: the test has ended');
    expect(isNetworkError(error)).toBe(false);
  });

  it('names the status when the refusal has no JSON, and keeps the session on a 401', async () => {
    fetchMock.mockResolvedValue(answer(401));
    const error = (await callJson('/attempts/a1').catch((e: unknown) => e)) as HttpStatusError;
    expect(error.message).toBe('HTTP 401');
    expect(error.serverError).toBeUndefined();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('tok');
  });

  it("rejects with the network's own error when no answer came", async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await callJson('/attempts/a1').catch((e: unknown) => e);
    expect(isNetworkError(error)).toBe(true);
  });
});
