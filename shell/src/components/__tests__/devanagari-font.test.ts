/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { DEVANAGARI_FAMILY, DEVANAGARI_HINDI_FAMILY } from '@exam/web-platform/constants/theme-init';
import { darkTheme, LATIN_FONTS } from '../../../../shared-ui/src/theme';
import { devanagariFontBuild } from '../../../devanagari-font.config';
import {
  devanagariCutText,
  devanagariInterfaceWords,
  HINDI_TEXT,
  unicodeRange,
} from '../../../devanagari-cut-text';

const ROOT = path.resolve(__dirname, '../../../..');

describe('the Devanagari text the cut face maps', () => {
  it('holds the catalogs’ words and the sources’ own, not the automated tests’', () => {
    const words = devanagariInterfaceWords(ROOT);
    // From the shell's language switch (a source file), and from a Hindi catalog.
    expect(words).toContain('हिंदी');
    const catalog = JSON.parse(fs.readFileSync(path.join(ROOT, 'store-remote/src/locales/hi.json'), 'utf8'));
    const firstHindi = Object.values<string>(catalog).find((m) => /[\u0900-\u097f]/.test(m))!;
    for (const word of firstHindi.match(/[\u0900-\u097f]+/g)!) expect(words).toContain(word);
    // Devanagari digits are only in a date rule's automated test among the sources.
    expect(words.join('')).not.toMatch(/[०-९]/);
  });

  it('holds every letter, sign and digit of Hindi, and leaves other languages’ letters to the whole face', () => {
    const cut = devanagariCutText(ROOT);
    for (const c of 'अआइईउऊऋएऐओऔऑकखगघङचछजझञटठडढणतथदधनपफबभमयरलवशषसहक़ज़ड़ढ़फ़ािीुूृेैोौॉॅंँः्ऽॐ।॥०१२३४५६७८९॰')
      expect({ c, in: cut.includes(c) }).toEqual({ c, in: true });
    for (const c of 'ळॠऌॢॣऴॲ॑') expect({ c, in: HINDI_TEXT.includes(c) }).toEqual({ c, in: false });
  });

  it('is written as a unicode-range of its runs', () => {
    expect(unicodeRange('कखगअ\u200d')).toBe('U+0905, U+0915-0917, U+200D');
  });
});

describe('the shell’s Devanagari faces at build time', () => {
  it('preloads Hindi’s cut, lists it before the whole face, and writes both under their hash', async () => {
    const { plugin, templateParameters } = await devanagariFontBuild();
    const files = (plugin as unknown as { files: { name: string; data: Buffer }[] }).files;
    expect(files.map((f) => f.name)).toEqual([
      expect.stringMatching(/^assets\/noto-sans-devanagari-devanagari-400-normal\.[0-9a-f]{8}\.woff2$/),
      expect.stringMatching(/^assets\/noto-sans-devanagari-devanagari-400-normal-hindi\.[0-9a-f]{8}\.woff2$/),
    ]);
    const [whole, cut] = files;
    // A WOFF2 file each, the cut well under the whole (50 KB: about 31 KB).
    for (const f of files) expect(f.data.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(cut.data.length).toBeLessThan(whole.data.length * 0.65);
    expect(templateParameters.devanagariFontFiles).toBe(`/${cut.name}`);
    const css = templateParameters.devanagariFontStyle;
    expect(css).toContain(`font-family:'${DEVANAGARI_HINDI_FAMILY}';`);
    expect(css).toContain(`src:url(/${cut.name})`);
    expect(css).toContain(`src:url(/${whole.name})`);
    // The cut claims exactly its characters, so a letter it lacks goes on to the whole face.
    expect(css).toContain(
      `src:url(/${cut.name}) format('woff2');unicode-range:${unicodeRange(devanagariCutText(ROOT))}}`,
    );
    // The page's font stack in Hindi (held back under data-font-later, on a page led by an image until it is drawn).
    const stack = /html\[lang='hi'\]:not\(\[data-font-later\]\)\{--font-stack:([^}]*)\}/.exec(css)![1];
    expect(darkTheme.font).toBe(`var(--font-stack, ${LATIN_FONTS})`);
    // The faces first (a system font without Devanagari draws boxes rather than let a later family draw),
    // then the Latin fonts, which draw everything outside the faces' ranges.
    expect(stack).toBe(`'${DEVANAGARI_HINDI_FAMILY}', '${DEVANAGARI_FAMILY}', ${LATIN_FONTS}`);
    // Neither face claims a character the Latin text uses (₹ on every price), so no price fetches them.
    for (const range of css.match(/unicode-range:[^}]*/g)!)
      expect(range).not.toMatch(/U\+20B9|U\+00|U\+20A8/);
    expect(stack.indexOf(`'${DEVANAGARI_HINDI_FAMILY}'`)).toBeGreaterThan(-1);
    expect(stack.indexOf(`'${DEVANAGARI_HINDI_FAMILY}'`)).toBeLessThan(
      stack.indexOf(`'${DEVANAGARI_FAMILY}'`),
    );
    // While a Hindi page waits for the face its prerendered text is hidden, its images are not: a cover,
    // the page's largest paint, need not wait for a font it does not use.
    expect(css).toContain(
      'html[data-font-wait] [data-prerender]{visibility:hidden}html[data-font-wait] [data-prerender] img{visibility:visible}',
    );
  });
});
