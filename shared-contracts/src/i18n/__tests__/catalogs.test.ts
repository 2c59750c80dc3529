import fs from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { apps } from '../../../../apps.json';

const ROOT = path.join(__dirname, '..', '..', '..', '..');

/** The ICU placeholders of a message (`{name}`, `{count, plural, …}`' s `count`), sorted. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (Array.isArray(token) && typeof token[0] === 'string') {
        names.add(token[0]);
        const options = token[2] as Record<string, unknown> | undefined;
        if (options && typeof options === 'object') Object.values(options).forEach(walk);
      }
    }
  };
  walk(compileMessage(message));
  return [...names].sort();
}

/** Every `locales/` folder with an `en.json` under an app's `src/` (the app's, and its features'). */
function catalogDirs(dir: string): string[] {
  const here = path.basename(dir) === 'locales' && fs.existsSync(path.join(dir, 'en.json')) ? [dir] : [];
  return here.concat(
    ...fs
      .readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== '__tests__')
      .map((entry) => catalogDirs(path.join(dir, entry.name))),
  );
}

const catalogs = apps.flatMap((app) => catalogDirs(path.join(ROOT, app.folder, 'src')));

/**
 * Every app's catalogs (ARCHITECTURE "Languages"): Hindi has every English id and no other, each message
 * compiles, uses the same placeholders as its English, and ids carry the app's namespace.
 */
it("finds the shell's and the store's catalogs", () => {
  expect(catalogs.map((dir) => path.relative(ROOT, dir))).toEqual(
    expect.arrayContaining([
      path.join('shell', 'src', 'locales'),
      path.join('store-remote', 'src', 'locales'),
    ]),
  );
});

describe.each(catalogs)('the catalogs in %s', (dir) => {
  const read = (lang: string): Record<string, string> =>
    JSON.parse(fs.readFileSync(path.join(dir, `${lang}.json`), 'utf8'));
  const en = read('en');
  const hi = read('hi');

  it('give Hindi for every English message, and nothing else', () => {
    expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
  });

  it('use the same placeholders in both languages', () => {
    for (const id of Object.keys(en)) {
      expect([id, placeholders(hi[id] ?? '')]).toEqual([id, placeholders(en[id])]);
    }
  });

  it('are namespaced by app and not left in English', () => {
    const prefixes = new Set(Object.keys(en).map((id) => id.split('.')[0]));
    expect(prefixes.size).toBe(1);
    // A Hindi message with no Devanagari at all is English left untranslated (names and numbers excepted).
    const untranslated = Object.entries(hi).filter(
      ([id, text]) => !/[\u0900-\u097F]/.test(text) && /[a-z]{3}/.test(text) && text === en[id],
    );
    expect(untranslated).toEqual([]);
  });
});
