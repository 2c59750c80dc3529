import { fetchImage, startEarlyImage } from '../image-cache';
import { signedInFetch } from './signed-in-fetch';

/** A fetch answer: status, a body and the mark's code. */
const answer = (status: number, body = new Blob(['webp'])) => ({
  ok: status >= 200 && status < 300,
  status,
  headers: { get: (name: string) => (name.toLowerCase() === 'x-watermark-code' ? 'ABCD-EFGH' : null) },
  blob: async () => body,
  json: async () => ({ error: 'Refused' }),
});

const fetchMock = signedInFetch();
const { signal } = new AbortController();

describe('an early question image (started before the exam screen is drawn)', () => {
  it('is fetched once with the token, and the screen’s own ask for that path takes it', async () => {
    const early = new Blob(['early']);
    fetchMock.mockResolvedValue(answer(200, early));
    startEarlyImage('/attempts/a1/questions/1/image?w=800&lang=en');
    startEarlyImage('/attempts/a1/questions/1/image?w=800&lang=en');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect([url, init.cache, (init.headers as Record<string, string>).authorization]).toEqual([
      '/api/attempts/a1/questions/1/image?w=800&lang=en',
      'no-store',
      'Bearer tok',
    ]);
    const image = await fetchImage('/attempts/a1/questions/1/image?w=800&lang=en', signal);
    expect(image.blob).toBe(early);
    expect(image.watermarkCode).toBe('ABCD-EFGH');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Taken once: asked again (Retry, a later visit), the image is fetched afresh.
    const again = new Blob(['again']);
    fetchMock.mockResolvedValue(answer(200, again));
    expect((await fetchImage('/attempts/a1/questions/1/image?w=800&lang=en', signal)).blob).toBe(again);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('another width or question is fetched on its own', async () => {
    fetchMock.mockResolvedValue(answer(200));
    startEarlyImage('/attempts/a2/questions/1/image?w=800&lang=en');
    await fetchImage('/attempts/a2/questions/1/image?w=640&lang=en', signal);
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual([
      '/api/attempts/a2/questions/1/image?w=800&lang=en',
      '/api/attempts/a2/questions/1/image?w=640&lang=en',
    ]);
  });

  it('a refused early image is asked again by the screen, whose own request gets the refusal', async () => {
    fetchMock.mockResolvedValueOnce(answer(503)).mockResolvedValueOnce(answer(409));
    startEarlyImage('/attempts/a3/questions/2/image?w=480');
    await expect(fetchImage('/attempts/a3/questions/2/image?w=480', signal)).rejects.toMatchObject({
      status: 409,
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('an early image not taken within 20 s is not used', async () => {
    fetchMock.mockResolvedValue(answer(200));
    const now = jest.spyOn(Date, 'now').mockReturnValue(5_000_000);
    startEarlyImage('/attempts/a4/questions/1/image?w=800');
    now.mockReturnValue(5_000_000 + 20_001);
    await fetchImage('/attempts/a4/questions/1/image?w=800', signal);
    now.mockRestore();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
