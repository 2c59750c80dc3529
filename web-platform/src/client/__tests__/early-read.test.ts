/** @jest-environment jsdom */
import { EARLY_READ_MAX_AGE_MS, earlyOr, peekEarlyRead, startEarlyRead, takeEarlyRead } from '../early-read';
import { HttpStatusError } from '../fetch-json';
import { STORAGE_KEYS } from '../storage';

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
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect([url, init.cache, init.headers]).toEqual([
      '/api/tests/t1',
      'no-store',
      { authorization: 'Bearer tok' },
    ]);
    const taken = await takeEarlyRead<{ id: string }>('/tests/t1');
    expect(taken?.value).toEqual({ id: 't1' });
    expect(taken!.receivedAt).toBeGreaterThanOrEqual(taken!.sentAt);
    // Handed over once: a later visit reads afresh.
    expect(takeEarlyRead('/tests/t1')).toBeUndefined();
  });

  it('a peek gives the answer and leaves it for the page to take once; an old read is not peeked', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'tok');
    fetchMock.mockResolvedValue(answer(200, { id: 'a5' }));
    expect(peekEarlyRead('/attempts/a5')).toBeUndefined();
    startEarlyRead('/attempts/a5');
    expect((await peekEarlyRead<{ id: string }>('/attempts/a5'))?.value).toEqual({ id: 'a5' });
    expect((await takeEarlyRead<{ id: string }>('/attempts/a5'))?.value).toEqual({ id: 'a5' });
    expect(peekEarlyRead('/attempts/a5')).toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const now = jest.spyOn(Date, 'now').mockReturnValue(2_000_000);
    startEarlyRead('/attempts/a6');
    now.mockReturnValue(2_000_000 + EARLY_READ_MAX_AGE_MS + 1);
    expect(peekEarlyRead('/attempts/a6')).toBeUndefined();
    now.mockRestore();
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

  it('earlyOr (an endpoint’s queryFn) gives the early answer, and reads afresh without one or after a failed one', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'tok');
    const read = jest.fn(async () => ({ data: ['fresh'] }));
    fetchMock.mockResolvedValue(answer(200, ['early']));
    startEarlyRead('/user/purchased-books');
    await expect(earlyOr('/user/purchased-books', read)).resolves.toEqual({ data: ['early'] });
    expect(read).not.toHaveBeenCalled();
    // Taken: the next visit's read is the endpoint's own.
    await expect(earlyOr('/user/purchased-books', read)).resolves.toEqual({ data: ['fresh'] });
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    startEarlyRead('/user/orders');
    const refused = jest.fn(async () => ({ error: { status: 401 } }));
    await expect(earlyOr('/user/orders', refused)).resolves.toEqual({ error: { status: 401 } });
    expect(refused).toHaveBeenCalledTimes(1);
  });

  it('an early read its page never took in time is dropped: a later visit reads afresh', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'tok');
    fetchMock.mockResolvedValue(answer(200, { id: 't9' }));
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    startEarlyRead('/tests/t9');
    now.mockReturnValue(1_000_000 + EARLY_READ_MAX_AGE_MS + 1);
    expect(takeEarlyRead('/tests/t9')).toBeUndefined();
    now.mockRestore();
  });
});
