/**
 * @jest-environment node
 */
import type { Book } from '@exam/shared-contracts/catalogue';
import {
  BOOK_SLOTS,
  bookView,
  fillBookTemplate,
  fillSlots,
  prerenderPages,
  slotToken,
} from '@exam/web-platform/prerender';
import { darkTheme, lightTheme } from '@exam/shared-ui/theme';
import { prerender } from '../prerender';
import { PaymentPageTop } from '../features/purchases/payment/pages/payment-page';
import { STORE_PAGE_ENTRIES } from '../page-manifest';

const book = (over: Partial<Book>): Book => ({
  _id: '3f1c2d9e-8b7a-4c6d-9e0f-1a2b3c4d5e6f',
  title: 'Ray Optics: Mirrors and Lenses',
  description: 'Worked problems on mirrors and lenses.',
  category: 'NEET',
  section: 'class12',
  price: 149,
  priceDiscounted: 99,
  pages: 11,
  image: '/api/files/covers/ray-optics.jpg',
  pdfUrl: '/files/pdfs/ray-optics.pdf',
  isFree: false,
  createdAt: '2026-03-01T10:00:00.000Z',
  ...over,
});

/** The payment page's top drawn with `b` itself (React's own render), the way the build draws the template. */
const drawnWith = (b: Book) =>
  prerenderPages([{ path: '/x', guestOnly: false, Part: () => <PaymentPageTop view={bookView(b)} /> }], {
    themes: { dark: darkTheme, light: lightTheme },
  }).pages['/x'].html;
/** The key of the payment page's template, from the store's route table. */
const KEY = STORE_PAGE_ENTRIES.payment.prerender.key;

/**
 * The store's build writes prerender.json (its listing heroes as static markup with their CSS),
 * which the server puts in those pages' HTML so their largest text paints before any JavaScript.
 */
describe('prerender()', () => {
  const file = prerender();

  it('draws each page in Hindi too, shown by <html lang>, ids kept unique', () => {
    const home = file.pages['/'].html;
    expect(home).toContain('<div data-lang-only="en">');
    expect(home).toContain('<div data-lang-only="hi">');
    expect(home).toContain('<h1>सही अध्ययन सामग्री के साथ NEET और JEE में सफलता पाएँ</h1>');
    expect(file.pages['/my-books'].html).toContain('<h1>मेरी किताबें</h1>');
    const ids = [...home.matchAll(/\bid="([^"]*)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(file.css).toContain(
      'html[lang=hi] [data-lang-only=en],html:not([lang=hi]) [data-lang-only=hi]{display:none}',
    );
    // The payment templates stay English: the server fills them with the book's English words.
    expect(file.pages['/payment/:bookId'].html).not.toContain('data-lang-only');
  });

  it('has each listing page’s hero with its heading, guests-only on / alone', () => {
    expect(Object.keys(file.pages).sort()).toEqual([
      '/',
      '/book/:bookId',
      '/book/:bookId#no-discount',
      '/class11',
      '/class12',
      '/my-books',
      '/payment/:bookId',
      '/payment/:bookId#no-discount',
      '/tests',
    ]);
    expect(file.pages['/'].html).toContain('<h1>Crack NEET and JEE with the right study material</h1>');
    expect(file.pages['/'].html).toContain('href="/class11"');
    expect(file.pages['/class11'].html).toContain('<h1>Class 11 Study Materials</h1>');
    expect(file.pages['/class12'].html).toContain('<h1>Class 12 Study Materials</h1>');
    expect(file.pages['/tests'].html).toContain('<h1>Practice Test Series</h1>');
    expect(
      Object.entries(file.pages)
        .filter(([, p]) => p.guestOnly)
        .map(([path]) => path),
    ).toEqual(['/']);
  });

  it('styles every class it uses, all prefixed pr- (never a class styled-components makes in the page)', () => {
    const used = new Set(
      Object.values(file.pages).flatMap((p) =>
        [...p.html.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1].split(' ')),
      ),
    );
    expect(used.size).toBeGreaterThan(3);
    for (const name of used) expect(name).toMatch(/^pr-/);
    // The hero band's class (the generated one, not the sc- id) has its rules, gradient included.
    const band = /<section class="pr-sc-[\w-]+ (pr-[\w-]+)"/.exec(file.pages['/class12'].html)![1];
    expect(file.css).toMatch(new RegExp(`\\.${band}\\{[^}]*linear-gradient`));
    // Only the cover placeholder's own class (book-summary.tsx) is unprefixed, always under its panel's pr- class.
    expect(file.css.replace(/(\.pr-[\w-]+) \.placeholder\b/g, '$1')).not.toMatch(
      /(^|[^-\w])\.(?!pr-)[a-zA-Z][\w-]*[{,]/,
    );
    expect(file.css).toContain('html[data-session] [data-prerender][data-guest-only]{display:none}');
    expect(file.css).toContain(
      'html:not([data-session]) [data-prerender][data-signed-in-only]{display:none}',
    );
  });

  it('has /my-books’ heading and the payment templates for signed-in visitors only', () => {
    expect(
      Object.entries(file.pages)
        .filter(([, p]) => p.signedInOnly)
        .map(([path]) => path)
        .sort(),
    ).toEqual(['/my-books', '/payment/:bookId', '/payment/:bookId#no-discount']);
    expect(file.pages['/my-books'].html).toContain('<h1>My Books</h1>');
    expect(file.pages['/my-books'].html).toContain('Your purchased study materials · <a href="/my-orders"');
    expect(file.pages['/my-books'].html).toContain('Checking your session...');
    const template = file.pages['/payment/:bookId'];
    expect(template.html).toContain(`<h1 id="book-title">${slotToken('title')}</h1>`);
    expect(template.html).toContain(
      `<s aria-label="Original price ${slotToken('price')}">${slotToken('price')}</s>`,
    );
    expect(template.html).toContain(`<strong>${slotToken('priceDiscounted')}</strong>`);
    expect(template.slots).toEqual([...BOOK_SLOTS]);
    expect(file.pages['/payment/:bookId#no-discount'].html).not.toContain('<s ');
    expect(file.pages['/payment/:bookId#no-discount'].html).toContain(
      `<strong>${slotToken('price')}</strong>`,
    );
    // Every slot a template declares is drawn somewhere, and nothing but the slots is filled in.
    for (const slot of BOOK_SLOTS) expect(template.html).toContain(slotToken(slot));
  });

  it.each([
    ['a discounted book', book({})],
    ['a book without a discount', book({ priceDiscounted: null, price: 299, category: 'JEE' })],
    ['a discount that is not lower', book({ priceDiscounted: 149 })],
    ['a book without a page count, in the test series', book({ pages: null, section: 'test' })],
    [
      'texts that need escaping, and a slot token in a title',
      book({ title: `Tom & Jerry's <"Physics"> [[slot:description]]`, description: 'a < b & c > d' }),
    ],
    ['a cover URL that needs escaping in its attribute', book({ image: '/api/files/covers/a"b&c<d>.jpg' })],
    ['a price with paise and lakhs', book({ price: 125000.5, priceDiscounted: 99999.25 })],
  ])('fills the payment template for %s exactly as the page draws that book', (_, b) => {
    expect(fillBookTemplate(file, KEY, b)?.html).toBe(drawnWith(b));
  });

  it('has no payment prerender for a free book or a book without a cover', () => {
    expect(fillBookTemplate(file, KEY, book({ isFree: true }))).toBeNull();
    expect(fillBookTemplate(file, KEY, book({ image: null }))).toBeNull();
    expect(fillBookTemplate({ css: '', pages: {} }, KEY, book({}))).toBeNull();
    // A template without declared slots (a build from before them) is not filled.
    const { slots: _slots, ...undeclared } = file.pages[KEY];
    expect(fillBookTemplate({ css: '', pages: { [KEY]: undeclared } }, KEY, book({}))).toBeNull();
  });

  it('fills by slot name only, and refuses a slot the template does not declare', () => {
    expect(
      fillSlots(`<p title="${slotToken('title')}">${slotToken('title')}</p>`, ['title'], { title: `a"<'&` }),
    ).toBe('<p title="a&quot;&lt;&#x27;&amp;">a&quot;&lt;&#x27;&amp;</p>');
    expect(() => fillSlots(`<p>${slotToken('pages')}</p>`, ['title'], { title: 'x', pages: '1' })).toThrow(
      /undeclared slot pages/,
    );
  });

  it('has each theme once per language, and its ids stay unique with every copy in the page', () => {
    const home = file.pages['/'].html;
    expect(home.match(/data-theme-only="(dark|light)"/g)).toEqual([
      'data-theme-only="dark"',
      'data-theme-only="light"',
      'data-theme-only="dark"',
      'data-theme-only="light"',
    ]);
    const ids = [...home.matchAll(/\bid="([^"]*)"/g)].map((m) => m[1]);
    expect(ids).toEqual(
      expect.arrayContaining(['why-title', 'why-title-light', 'why-title-hi', 'why-title-hi-light']),
    );
    expect(new Set(ids).size).toBe(ids.length);
    expect(home).toContain('aria-labelledby="why-title-light"');
  });
});
