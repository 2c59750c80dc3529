import fs from 'node:fs';
import path from 'node:path';

/** The student-facing front ends whose Hindi text the cut face must draw (their catalogs and sources). */
const FRONT_ENDS = ['shell', 'store-remote', 'reader-remote', 'exam-remote', 'shared-ui', 'shared-contracts'];

/** Every file under `dir` (skipping `node_modules`, `dist` and automated tests) for which `keep` is true. */
function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  if (!fs.existsSync(dir)) return [];
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!['node_modules', 'dist', '__tests__'].includes(entry.name)) out.push(...filesUnder(file, keep));
    } else if (keep(file)) out.push(file);
  }
  return out;
}

/** A run of Devanagari (with the joiners ZWJ and ZWNJ, which shape inside a word). */
const DEVANAGARI_RUN = /[\u0900-\u097f\u200c\u200d]+/gu;

/**
 * The Devanagari words the interface shows (docs/languages.md "Font"): every run of Devanagari in a Hindi
 * catalog (`locales/hi.json`) or in the source (`.ts`, `.tsx`: the language switch's "हिंदी") of the
 * student-facing front ends under `root`, the repository, once each. Text that is data (a book's Hindi
 * title, a name) is not here: see {@link devanagariCutText}.
 * Throws when nothing is found, so a moved catalog cannot silently give the interface an empty face.
 */
export function devanagariInterfaceWords(root: string): string[] {
  const words = new Set<string>();
  for (const app of FRONT_ENDS) {
    const files = filesUnder(path.join(root, app, 'src'), (file) =>
      /(\/locales\/hi\.json|(?<!\.test)\.tsx?)$/.test(file.split(path.sep).join('/')),
    );
    for (const file of files) {
      // A comment's Devanagari (an example of a letter) is shown to no one: lines that are comments are left.
      const lines = fs.readFileSync(file, 'utf8').split('\n');
      const shown = file.endsWith('.json') ? lines : lines.filter((line) => !/^\s*(\/\/|\/\*|\*)/.test(line));
      for (const w of shown.join('\n').match(DEVANAGARI_RUN) ?? []) words.add(w);
    }
  }
  if (words.size === 0) throw new Error(`no Hindi interface text found under ${root}`);
  return [...words].sort();
}

/**
 * Every character modern Hindi is written with, as code point ranges of the Devanagari block: candrabindu,
 * anusvara and visarga; the vowels (with ऑ for English words); the consonants and their nukta forms (क़ ख़
 * ग़ ज़ ड़ ढ़ फ़ य़, precomposed or with ़); avagraha; the vowel signs (with ॅ ॉ); the virama; ॐ; the
 * dandas, the digits ० to ९ and the abbreviation sign ॰. Left to the whole face: the Vedic, Sanskrit-only
 * (ॠ ऌ ॢ), Marathi (ळ), Sindhi and Dravidian additions.
 */
const HINDI_RANGES: [number, number][] = [
  [0x0901, 0x090b],
  [0x090f, 0x0911],
  [0x0913, 0x0930],
  [0x0932, 0x0932],
  [0x0935, 0x0939],
  [0x093c, 0x0943],
  [0x0945, 0x0945],
  [0x0947, 0x0949],
  [0x094b, 0x094d],
  [0x0950, 0x0950],
  [0x0958, 0x095f],
  [0x0964, 0x0970],
];

/** The characters of {@link HINDI_RANGES}, with the joiners ZWNJ and ZWJ that ask for a half or full form. */
export const HINDI_TEXT =
  HINDI_RANGES.flatMap(([from, to]) =>
    Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)),
  ).join('') + '\u200c\u200d';

/**
 * The characters the shell's cut of the Devanagari face maps (docs/languages.md "Font"): all of Hindi
 * ({@link HINDI_TEXT}), so a Hindi book title or name is drawn by it as by the whole face, and whatever
 * else the interface shows ({@link devanagariInterfaceWords} under `root`), sorted and once each.
 */
export function devanagariCutText(root: string): string {
  return [...new Set(HINDI_TEXT + devanagariInterfaceWords(root).join(''))].sort().join('');
}

/**
 * `text`'s characters as a CSS `unicode-range` value, runs of consecutive code points joined
 * (`U+0901-090B, U+090F-0911, …`, hexadecimal, upper case).
 */
export function unicodeRange(text: string): string {
  const points = [...new Set([...text].map((c) => c.codePointAt(0)!))].sort((a, b) => a - b);
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
  const runs: string[] = [];
  for (let i = 0; i < points.length;) {
    let j = i;
    while (j + 1 < points.length && points[j + 1] === points[j] + 1) j += 1;
    runs.push(i === j ? `U+${hex(points[i])}` : `U+${hex(points[i])}-${hex(points[j])}`);
    i = j + 1;
  }
  return runs.join(', ');
}
