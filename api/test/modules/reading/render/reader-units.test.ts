import { snapPageRequest } from '../../../../src/platform/render/page-sizes';
import {
  indexPage,
  rectsFor,
  searchPage,
  SEGMENT_CHARS,
  segmentStarts,
} from '../../../../src/modules/reading/render/text-search';
import { markReader, maskEmail } from '../../../../src/modules/reading/render/watermark';
import { newLeakCode, normaliseLeakCode } from '../../../../src/modules/reading/reading-sessions';

/** Pure helpers of the server-rendered reader: width steps and tiles, masks, leak codes, search rectangles. */
describe('reader helpers', () => {
  it('snaps widths up to the next step; tiles only above 2560 px', () => {
    expect(snapPageRequest(undefined, undefined)).toEqual({ width: 960 });
    expect(snapPageRequest(1, undefined)).toEqual({ width: 480 });
    expect(snapPageRequest(961, undefined)).toEqual({ width: 1280 });
    expect(snapPageRequest(2560, undefined)).toEqual({ width: 2560 });
    expect(() => snapPageRequest(2561, undefined)).toThrow(/tiles/);
    expect(snapPageRequest(4000, '1,2')).toEqual({ width: 5120, tile: { x: 1, y: 2, size: 1024 } });
    expect(snapPageRequest(10240, '9,0')).toEqual({ width: 10240, tile: { x: 9, y: 0, size: 1024 } });
    expect(() => snapPageRequest(4000, '5,0')).toThrow(/outside/);
    expect(() => snapPageRequest(2048, '0,0')).toThrow(/only served above/);
  });

  it('masks e-mails, keeping at most two characters of the name', () => {
    expect(maskEmail('student.one@gmail.com', 'u')).toBe('st***@gmail.com');
    expect(maskEmail('ab@x.in', 'u')).toBe('a***@x.in');
    expect(maskEmail(null, '12345678-aaaa')).toBe('user 12345678');
  });

  it('the visible mark names the student and the masked e-mail, the name only where its font draws it', () => {
    const user = { id: '12345678-aaaa', email: 'asha.verma@gmail.com' };
    expect(markReader({ ...user, name: ' Asha  Verma ' })).toBe('Asha Verma · as***@gmail.com');
    expect(markReader({ ...user, name: 'Zoë O’Neil-Björk' })).toBe('as***@gmail.com');
    expect(markReader({ ...user, name: "Zoë O'Neil-Björk" })).toBe("Zoë O'Neil-Björk · as***@gmail.com");
    expect(markReader({ ...user, name: 'आशा वर्मा' })).toBe('as***@gmail.com');
    expect(markReader({ ...user, name: null })).toBe('as***@gmail.com');
    expect(markReader({ id: user.id, email: null, name: 'Asha' })).toBe('Asha · user 12345678');
    expect(markReader({ ...user, name: 'A'.repeat(41) })).toBe('as***@gmail.com');
  });

  it('leak codes: 8 unambiguous characters, typed back in any form', () => {
    const code = newLeakCode();
    expect(code).toMatch(/^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/);
    expect(normaliseLeakCode(code.toLowerCase().replace('-', ' '))).toBe(code);
    expect(normaliseLeakCode('ABCD-EFG0')).toBeNull(); // 0 is never used
    expect(normaliseLeakCode('short')).toBeNull();
  });

  it('search matches across spacing and case, with rectangles inside the matched items', () => {
    const page = indexPage({
      page: 3,
      w: 612,
      h: 792,
      text: 'Hello   Wide World ',
      // items: "Hello " at 0, "Wide World " at 8
      boxes: [0, 0.1, 0.2, 0.1, 0.02, 8, 0.3, 0.2, 0.2, 0.02],
    });
    const [hit] = searchPage(page, 'hello wide', 10);
    expect(hit.page).toBe(3);
    expect(hit.rects).toHaveLength(2);
    expect(rectsFor(page, 8, 12)).toEqual([{ x: 0.3, y: 0.2, w: 0.0727, h: 0.02 }]);
    expect(searchPage(page, 'WORLD', 10)[0].snippet).toBe('Hello Wide World');
  });

  it('snippets: the match with at most 3 words each side, never past the segment it starts in', () => {
    const text = Array.from({ length: 40 }, (_, i) => `word${i}`).join(' ');
    const page = indexPage({ page: 1, w: 1, h: 1, text, boxes: [0, 0, 0, 1, 1] });
    const starts = [...segmentStarts(text)];
    // Whole words, each segment at most SEGMENT_CHARS long, fixed by the text alone.
    for (const [i, from] of starts.entries()) {
      const to = starts[i + 1] ?? text.length;
      expect(text.slice(from, to).trim().length).toBeLessThanOrEqual(SEGMENT_CHARS);
      expect(from === 0 || text[from - 1] === ' ').toBe(true);
    }
    expect(searchPage(page, 'word5', 10)[0].snippet).toBe('…word2 word3 word4 word5 word6 word7 word8…');
    // A query ending at a segment's end shows nothing after it, however long.
    const end = starts[1];
    const tail = text.slice(end - 30, end).trim();
    const [hit] = searchPage(page, tail, 10);
    expect(hit.snippet.replace(/…$/, '').endsWith(tail)).toBe(true);
    expect(hit.snippet.length).toBeLessThanOrEqual(SEGMENT_CHARS + 2);
  });
});
