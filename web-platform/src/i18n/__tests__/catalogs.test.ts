import fs from 'node:fs';
import path from 'node:path';
import { apps } from '../../../../apps.json';
import { placeholders } from './placeholders';

const ROOT = path.join(__dirname, '..', '..', '..', '..');

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
 * Every catalog (docs/languages.md): ids are the English texts; Hindi has one for every id; the
 * English catalog holds exactly the messages that need compiling (placeholders, plurals), each its own id;
 * every message compiles and uses its English's placeholders; no Hindi is English left untranslated.
 */
describe.each(catalogs)('the catalogs in %s', (dir) => {
  const read = (lang: string): Record<string, string> =>
    JSON.parse(fs.readFileSync(path.join(dir, `${lang}.json`), 'utf8'));
  const en = read('en');
  const hi = read('hi');

  it('hold in English exactly the messages with placeholders, each its own id', () => {
    const needCompiling = Object.keys(hi).filter((id) => placeholders(id).length > 0);
    expect(Object.keys(en).sort()).toEqual(needCompiling.sort());
    for (const [id, text] of Object.entries(en)) expect(text).toBe(id);
  });

  it('use the same placeholders and marked parts (`<0>…</0>`) in both languages', () => {
    const tags = (text: string) => (text.match(/<\/?\d+>/g) ?? []).sort();
    for (const [id, text] of Object.entries(hi)) {
      expect([id, placeholders(text), tags(text)]).toEqual([id, placeholders(id), tags(id)]);
    }
  });

  it('translate every message', () => {
    // A Hindi message with no Devanagari that equals its English, with an English word in it (not only the
    // loan words students use as they are: UPI ID, UTR), is English left untranslated.
    const untranslated = Object.entries(hi).filter(
      ([id, text]) => !/[\u0900-\u097F]/.test(text) && text === id && /[a-z]{3}/.test(text),
    );
    expect(untranslated).toEqual([]);
  });
});
