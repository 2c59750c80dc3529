import { renderHookWithProviders } from '@exam/shared-ui/testing';
import { startEarlyRead } from '@exam/web-platform/client/early-read';
import { useBoxWidth } from '../../../hooks/use-box-width';
import { signedInFetch } from '../../../lib/__tests__/signed-in-fetch';
import {
  predictedQuestionWidth,
  QUESTION_WIDTH_GROUP,
  startEarlyQuestionImage,
} from '../lib/early-question-image';

const json = (body: unknown) => ({
  ok: true,
  status: 200,
  headers: { get: () => null },
  json: async () => body,
  blob: async () => new Blob(['webp']),
});

/** An attempt as `GET /api/attempts/:id` gives it, with what the early image reads. */
const attempt = (over: Record<string, unknown> = {}) => ({
  attemptId: 'a1',
  status: 'open',
  lang: 'hi',
  currentQuestion: 3,
  questions: [
    { number: 1, languages: ['en', 'hi'] },
    { number: 2, languages: ['en', 'hi'] },
    { number: 3, languages: ['en'] },
  ],
  ...over,
});

const fetchMock = signedInFetch();
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const setWindow = (width: number, dpr: number) => {
  Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, value: width });
  Object.defineProperty(window, 'devicePixelRatio', { configurable: true, value: dpr });
};

describe('the exam screen’s early question image', () => {
  it('is as wide as the screen draws it: the column less its padding and the frame', () => {
    // 14 px of padding a side, then the frame's 1 px border and 8 px padding.
    expect(predictedQuestionWidth(360)).toBe(314);
    expect(predictedQuestionWidth(412)).toBe(366);
    // From 900 px the palette's 300 px column is beside the question.
    expect(predictedQuestionWidth(899)).toBe(853);
    expect(predictedQuestionWidth(1280)).toBe(934);
  });

  it('asks for the current question at the screen’s width, in the language it shows, and gives the box that width', async () => {
    setWindow(412, 1.75);
    fetchMock.mockResolvedValueOnce(json(attempt())).mockResolvedValue(json({}));
    startEarlyRead('/attempts/a1');
    startEarlyQuestionImage('a1');
    await flush();
    // 366 px at 1.75 device pixels a px is 641 px, asked at the next of the server's widths. Question 3
    // has no Hindi version: it is shown, so asked, in English.
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual([
      '/api/attempts/a1',
      '/api/attempts/a1/questions/3/image?w=800&lang=en',
    ]);
    const { result } = renderHookWithProviders(() => useBoxWidth({ current: null }, QUESTION_WIDTH_GROUP));
    expect(result.current).toBe(366);
  });

  it('takes the Hindi image of a question that has one, on a wide screen', async () => {
    setWindow(1280, 1);
    fetchMock
      .mockResolvedValueOnce(json(attempt({ attemptId: 'a2', currentQuestion: 2 })))
      .mockResolvedValue(json({}));
    startEarlyRead('/attempts/a2');
    startEarlyQuestionImage('a2');
    await flush();
    expect(fetchMock.mock.calls[1][0]).toBe('/api/attempts/a2/questions/2/image?w=960&lang=hi');
  });

  it('asks for nothing for a submitted attempt, a refused read, or without an early read', async () => {
    setWindow(412, 2);
    fetchMock.mockResolvedValueOnce(json(attempt({ status: 'submitted' })));
    startEarlyRead('/attempts/a3');
    startEarlyQuestionImage('a3');
    fetchMock.mockResolvedValueOnce({ ...json({ error: 'Not found' }), ok: false, status: 404 });
    startEarlyRead('/attempts/a4');
    startEarlyQuestionImage('a4');
    startEarlyQuestionImage('a5');
    await flush();
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual(['/api/attempts/a3', '/api/attempts/a4']);
  });
});
