import { STORAGE_KEYS } from '@exam/shared-contracts/client';
import { startEarlyRead, takeEarlyRead } from '../early-read';
import { HttpStatusError } from '../http';

/** A fetch answer: status and JSON body. */
const answer = (status: number, body: unknown) => ({
  ok: status >= 200 && status < 300,
  status,
  headers: { get: () => null },
  json: async () => body,
});

const fetchMock = jest.fn();

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => localStorage.clear());

describe('early reads (a deep-linked page’s data, started with its chunk)', () => {
  it('reads once with the stored token, and hands the answer over once with when it was sent and received', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'tok');
    fetchMock.mockResolvedValue(answer(200, { id: 't1' }));
    startEarlyRead('/tests/t1');
    startEarlyRead('/tests/t1');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/tests/t1');
    const taken = await takeEarlyRead<{ id: string }>('/tests/t1');
    expect(taken?.value).toEqual({ id: 't1' });
    expect(taken!.receivedAt).toBeGreaterThanOrEqual(taken!.sentAt);
    // Handed over once: a later visit reads afresh.
    expect(takeEarlyRead('/tests/t1')).toBeUndefined();
  });

  it('a guest (no stored token) reads nothing early', () => {
    startEarlyRead('/attempts/a1');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(takeEarlyRead('/attempts/a1')).toBeUndefined();
  });

  it('a refused early read rejects as the read would have, with the server’s status', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'tok');
    fetchMock.mockResolvedValue(answer(409, { error: 'This test was opened on another device' }));
    startEarlyRead('/attempts/a2');
    const taken = takeEarlyRead('/attempts/a2')!;
    await expect(taken).rejects.toBeInstanceOf(HttpStatusError);
    await expect(taken).rejects.toMatchObject({ status: 409 });
  });
});
