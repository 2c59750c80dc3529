import { JSDOM } from 'jsdom';
import type { QuestionLayout } from '@exam/shared-contracts/exams';
import { reflowLine as line } from '../../../shared-contracts/src/exams/__tests__/reflow-line';
import { fillSlots, slotToken } from './book-template';
import { reflowMarkup, reflowSeedMarkup } from './reflow-markup';

/** A question at 640 px: a paragraph of two lines, a figure, and a line with one word wider than a phone. */
const layout: QuestionLayout = {
  width: 640,
  height: 240,
  lineHeight: 14,
  lines: [
    line(0, [
      [0, 30],
      [40, 90],
    ]),
    line(20, [[0, 50]], { breakAfter: true }),
    line(40, [[100, 400]], { height: 120, baseline: 120, block: true, breakAfter: true }),
    line(170, [
      [0, 20],
      [30, 630],
    ]),
  ],
};

const parse = (html: string) =>
  new JSDOM(`<div id="root">${html}</div>`).window.document.getElementById('root')!;

describe('the reflowed question in the server’s HTML', () => {
  it('lays the words out in paragraphs and the figure and the over-wide word whole, each a piece of the URL', () => {
    // 200 CSS px of room at 20/14 px per image px: 140 image px, so the 600-px word is a block of its own.
    const root = parse(reflowMarkup(layout, '/api/attempts/a/questions/1/image?w=1600&lang=en', 200));
    const rows = [...root.children].map((div) => ({
      words: div.querySelectorAll('[data-reflow-word]').length,
      blocks: div.querySelectorAll('[data-reflow-block]').length,
    }));
    expect(rows).toEqual([
      { words: 3, blocks: 0 },
      { words: 0, blocks: 1 },
      { words: 1, blocks: 0 },
      { words: 0, blocks: 1 },
    ]);
    const first = root.querySelector<HTMLElement>('[data-reflow-word]')!;
    expect(first.getAttribute('aria-hidden')).toBe('true');
    // 30 image px wide, 14 high, at 20/14: the usual line is 20 CSS px.
    expect(parseFloat(first.style.width)).toBeCloseTo((30 * 20) / 14, 6);
    expect(parseFloat(first.style.height)).toBeCloseTo(20, 6);
    expect(first.style.display).toBe('inline-block');
    expect(first.style.backgroundImage).toBe('url("/api/attempts/a/questions/1/image?w=1600&lang=en")');
    const block = root.querySelector<HTMLElement>('[data-reflow-block]')!;
    expect(block.style.display).toBe('block');
    expect((block.parentElement as HTMLElement).style.overflowX).toBe('auto');
    expect(root.textContent).toBe('');
  });

  it('escapes the URL, so no value breaks out of its attribute', () => {
    const root = parse(reflowMarkup(layout, '/x"><script>alert(1)</script>', 360));
    expect(root.querySelector('script')).toBeNull();
    // The attribute as the browser reads it (jsdom's own CSS parser gives up on this URL).
    expect(root.querySelector('[data-reflow-word]')!.getAttribute('style')).toContain(
      'background-image: url("/x%22><script>alert(1)</script>");',
    );
  });

  it('carries the seed in a script that is never run and that no text can close', () => {
    const html = reflowSeedMarkup({ layouts: { '/a': layout }, images: { '/b': '/c</script><b>x</b>' } });
    const root = parse(html);
    const script = root.querySelector('script[data-reflow-seed]')!;
    expect(script.getAttribute('type')).toBe('application/json');
    expect(root.querySelector('b')).toBeNull();
    // The image, hidden, for the preload scanner and the theme script's wait.
    const image = root.querySelector('img')!;
    expect([image.hidden, image.getAttribute('fetchpriority'), image.getAttribute('src')]).toEqual([
      true,
      'high',
      '/c</script><b>x</b>',
    ]);
    expect(JSON.parse(script.textContent!)).toEqual({
      layouts: { '/a': layout },
      images: { '/b': '/c</script><b>x</b>' },
    });
  });

  it('goes into a template as markup between tags, and nowhere inside a tag', () => {
    const declared = ['reflowHtml', 'title'];
    const slots = { reflowHtml: '<span data-reflow-word=""></span>', title: '<b>' };
    expect(
      fillSlots(`<div>${slotToken('reflowHtml')}</div><p>${slotToken('title')}</p>`, declared, slots),
    ).toBe('<div><span data-reflow-word=""></span></div><p>&lt;b&gt;</p>');
    expect(() => fillSlots(`<div title="${slotToken('reflowHtml')}"></div>`, declared, slots)).toThrow(
      /markup slot reflowHtml in a tag/,
    );
  });
});
