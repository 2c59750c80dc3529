/** @jest-environment jsdom */
import { THEME_INIT_SCRIPT } from '../../constants/theme-init';
import { pickLang } from '../lang';
import type * as I18n from '..';

type I18nModule = typeof I18n;

/** A fresh copy of the module (and of Lingui's instance), as a new page load would have. */
function freshModule(): I18nModule {
  let mod: I18nModule | undefined;
  jest.isolateModules(() => {
    mod = jest.requireActual('..') as I18nModule;
  });
  return mod!;
}

function preferLanguages(languages: string[]): void {
  Object.defineProperty(navigator, 'languages', { configurable: true, get: () => languages });
}

const catalog = (hi: () => Promise<{ default: Record<string, string> }>) => ({
  en: { 'test.hello': 'Hello {name}', 'test.only': 'Only in English' },
  hi,
});
const hindi = () => Promise.resolve({ default: { 'test.hello': 'नमस्ते {name}' } });

beforeEach(() => {
  localStorage.clear();
  preferLanguages(['en-US']);
  document.documentElement.lang = 'en';
});

describe('pickLang', () => {
  it('takes the stored choice first, then the first preferred language that is ours, else English', () => {
    expect(pickLang('hi', ['en'])).toBe('hi');
    expect(pickLang('en', ['hi-IN'])).toBe('en');
    expect(pickLang(null, ['mr-IN', 'hi-IN', 'en'])).toBe('hi');
    expect(pickLang(null, ['en-GB', 'hi'])).toBe('en');
    expect(pickLang('fr', ['ta-IN'])).toBe('en');
    expect(pickLang(undefined, [])).toBe('en');
  });

  it('is what the inline start script puts on <html lang> and the lang cookie before the first paint', () => {
    const cases: [string | null, string[]][] = [
      ['hi', ['en']],
      [null, ['mr-IN', 'HI-in', 'en']],
      [null, ['en-GB', 'hi']],
      ['xx', ['ta']],
      [null, []],
    ];
    for (const [stored, languages] of cases) {
      localStorage.clear();
      if (stored) localStorage.setItem('lang', stored);
      preferLanguages(languages);
      document.documentElement.lang = '';
      new Function(THEME_INIT_SCRIPT)();
      const cookie = /(?:^|; )lang=([^;]*)/.exec(document.cookie)?.[1];
      // The cookie (for the server's preloads) says the same as <html lang>.
      expect([stored, languages, document.documentElement.lang, cookie]).toEqual([
        stored,
        languages,
        pickLang(stored, languages),
        pickLang(stored, languages),
      ]);
    }
  });
});

describe('catalogs and the language switch', () => {
  it('starts in English with English messages and their values', async () => {
    const { registerCatalog, t, currentLang } = freshModule();
    await registerCatalog(catalog(hindi));
    expect(currentLang()).toBe('en');
    expect(t('test.hello', { name: 'Asha' })).toBe('Hello Asha');
  });

  it('switches to Hindi, stores the choice (and its cookie) and sets <html lang>; English stands in for a missing message', async () => {
    const { registerCatalog, setLang, t } = freshModule();
    await registerCatalog(catalog(hindi));
    await setLang('hi');
    expect(t('test.hello', { name: 'आशा' })).toBe('नमस्ते आशा');
    expect(t('test.only')).toBe('Only in English');
    expect(localStorage.getItem('lang')).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
    expect(document.cookie).toContain('lang=hi');
    await setLang('en');
    expect(t('test.hello', { name: 'Asha' })).toBe('Hello Asha');
    expect(document.documentElement.lang).toBe('en');
    expect(document.cookie).toContain('lang=en');
  });

  it('opens in the stored language, fetching Hindi only then', async () => {
    const loader = jest.fn(hindi);
    localStorage.setItem('lang', 'en');
    preferLanguages(['hi-IN']);
    await freshModule().registerCatalog(catalog(loader));
    expect(loader).not.toHaveBeenCalled();

    localStorage.setItem('lang', 'hi');
    const { registerCatalog, t, currentLang } = freshModule();
    await registerCatalog(catalog(loader));
    expect(currentLang()).toBe('hi');
    expect(t('test.hello', { name: 'आशा' })).toBe('नमस्ते आशा');
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('shows a plain message with no English entry as its id (its English), and its Hindi once chosen', async () => {
    const { registerCatalog, setLang, t } = freshModule();
    await registerCatalog({ en: {}, hi: () => Promise.resolve({ default: { 'Buy Now': 'अभी खरीदें' } }) });
    expect(t('Buy Now')).toBe('Buy Now');
    await setLang('hi');
    expect(t('Buy Now')).toBe('अभी खरीदें');
    expect(t('Not translated yet')).toBe('Not translated yet');
  });

  it('keeps a message already in Hindi when a later catalog with the same message registers', async () => {
    const { registerCatalog, setLang, t } = freshModule();
    const shared = { '{count} pages': '{count} pages' };
    await registerCatalog({
      en: shared,
      hi: () => Promise.resolve({ default: { '{count} pages': '{count} पेज' } }),
    });
    await setLang('hi');
    let arrive: (value: { default: Record<string, string> }) => void = () => undefined;
    const later = registerCatalog({ en: shared, hi: () => new Promise((resolve) => (arrive = resolve)) });
    expect(t('{count} pages', { count: 11 })).toBe('11 पेज');
    arrive({ default: { '{count} pages': '{count} पेज' } });
    await later;
    expect(t('{count} pages', { count: 11 })).toBe('11 पेज');
  });

  it('follows the browser on a first visit', () => {
    preferLanguages(['hi-IN', 'en']);
    expect(freshModule().currentLang()).toBe('hi');
  });

  it('stays in English when the Hindi messages cannot be fetched, and tries again on the next switch', async () => {
    const loader = jest
      .fn<Promise<{ default: Record<string, string> }>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockImplementation(hindi);
    const { registerCatalog, setLang, t, currentLang } = freshModule();
    await registerCatalog(catalog(loader));
    await expect(setLang('hi')).rejects.toThrow('offline');
    expect(currentLang()).toBe('en');
    expect(localStorage.getItem('lang')).toBeNull();
    expect(t('test.hello', { name: 'Asha' })).toBe('Hello Asha');
    await setLang('hi');
    expect(t('test.hello', { name: 'आशा' })).toBe('नमस्ते आशा');
  });

  it("keeps each app's English when another app's Hindi arrives (no shared objects mutated)", async () => {
    const { registerCatalog, setLang, t } = freshModule();
    const shellEn = { 'a.x': 'X' };
    await registerCatalog({ en: shellEn, hi: () => Promise.resolve({ default: { 'a.x': 'क्ष' } }) });
    await registerCatalog({ en: { 'b.y': 'Y' }, hi: () => Promise.resolve({ default: { 'b.y': 'य' } }) });
    await setLang('hi');
    expect([t('a.x'), t('b.y')]).toEqual(['क्ष', 'य']);
    expect(shellEn).toEqual({ 'a.x': 'X' });
    await setLang('en');
    expect([t('a.x'), t('b.y')]).toEqual(['X', 'Y']);
  });
});
