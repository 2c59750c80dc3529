/** @jest-environment jsdom */
import { API_ERROR_CODES, API_ERROR_PARAMS } from '@exam/shared-contracts/http';
import { currentLang, setLang } from '../../i18n';
import { placeholders } from '../../i18n/__tests__/placeholders';
import hi from '../locales/hi.json';
import { errorMessage, refusalText } from '../refusal-text';

describe('the Hindi messages of the API refusals', () => {
  it('hold a message for every code and for no other', () => {
    expect(Object.keys(hi).sort()).toEqual([...API_ERROR_CODES].sort());
  });

  it('use exactly the values each code is sent with', () => {
    for (const code of API_ERROR_CODES) {
      expect([code, placeholders((hi as Record<string, string>)[code])]).toEqual([
        code,
        [...API_ERROR_PARAMS[code]].sort(),
      ]);
    }
  });

  it('are written in Hindi', () => {
    const english = Object.entries(hi).filter(([, text]) => !/[\u0900-\u097F]/.test(text));
    expect(english).toEqual([]);
  });
});

describe('refusalText', () => {
  const usedUtr = { error: 'This UTR has already been submitted', code: 'utr_used' };
  const wait = {
    error: 'You are turning pages faster than the reader allows. Please wait 12 s and try again.',
    code: 'pages_too_fast',
    params: { seconds: 12 },
  };

  afterEach(() => setLang('en'));

  it("shows the server's English text in English", () => {
    expect(currentLang()).toBe('en');
    expect(refusalText(usedUtr)).toBe(usedUtr.error);
    expect(errorMessage({ status: 409, data: wait }, 'fallback')).toBe(wait.error);
  });

  it("shows the code's message in Hindi, with its values, and follows a switch back", async () => {
    await setLang('hi');
    expect(refusalText(usedUtr)).toBe('यह UTR पहले ही जमा किया जा चुका है');
    expect(errorMessage({ status: 429, data: wait }, 'fallback')).toContain('12 सेकंड');
    await setLang('en');
    expect(refusalText(usedUtr)).toBe(usedUtr.error);
  });

  it("falls back to the server's text for an unknown or missing code, and to the caller's for no text", async () => {
    await setLang('hi');
    expect(refusalText({ error: 'Only pending payments can be approved' })).toBe(
      'Only pending payments can be approved',
    );
    expect(refusalText({ error: 'Something new', code: 'not_a_code_yet' })).toBe('Something new');
    expect(refusalText(null)).toBeUndefined();
    expect(refusalText({ message: 'no error field' })).toBeUndefined();
    expect(errorMessage(new Error('network'), 'नेटवर्क')).toBe('नेटवर्क');
  });
});
