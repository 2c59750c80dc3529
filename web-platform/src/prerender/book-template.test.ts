import { Value } from '@sinclair/typebox/value';
import type { Book } from '@exam/shared-contracts/catalogue';
import { PageManifest } from '@exam/shared-contracts/http';
import { formatRupees } from '@exam/shared-contracts/rules/money';
import {
  BOOK_SLOTS,
  bookTemplateKey,
  bookView,
  fillBookTemplate,
  fillSlots,
  slotToken,
  templateView,
} from './book-template';

const book: Book = {
  _id: '3f1c2d9e-8b7a-4c6d-9e0f-1a2b3c4d5e6f',
  title: 'Ray Optics',
  description: 'Mirrors & lenses',
  category: 'NEET',
  section: 'class12',
  price: 125000.5,
  priceDiscounted: 99,
  pages: 11,
  image: '/api/files/covers/ray.jpg',
  pdfUrl: null,
  isFree: false,
  createdAt: '2026-03-01T10:00:00.000Z',
};

/** The per-book template's contract: named slots, pre-formatted texts, filled by name with escaping. */
describe('book template', () => {
  it('a book’s view holds the texts its page shows, already formatted', () => {
    expect(bookView(book)).toEqual({
      slots: {
        title: 'Ray Optics',
        description: 'Mirrors & lenses',
        category: 'NEET',
        section: 'Class 12',
        pages: '11 pages',
        image: '/api/files/covers/ray.jpg',
        price: formatRupees(125000.5),
        priceDiscounted: '₹99',
      },
      free: false,
      cover: true,
      discounted: true,
    });
    const plain = bookView({ ...book, pages: null, priceDiscounted: 200000, image: null });
    expect(plain).toMatchObject({ discounted: false, cover: false });
    expect(plain.slots).toMatchObject({
      pages: '200+ pages',
      priceDiscounted: formatRupees(125000.5),
      image: '',
    });
  });

  it('the template’s view is a token per slot; a variant key per discount', () => {
    expect(Object.values(templateView(true).slots)).toEqual(BOOK_SLOTS.map(slotToken));
    expect(bookTemplateKey('/k', true)).toBe('/k');
    expect(bookTemplateKey('/k', false)).toBe('/k#no-discount');
  });

  it('fills by name, escaping for an attribute or for text, in one pass', () => {
    const html = `<img src="${slotToken('image')}" alt="${slotToken('title')}"><h1>${slotToken('title')}</h1>`;
    expect(
      fillSlots(html, BOOK_SLOTS, { ...bookView(book).slots, title: `"${slotToken('image')}" <&'>` }),
    ).toBe(
      '<img src="/api/files/covers/ray.jpg" alt="&quot;[[slot:image]]&quot; &lt;&amp;&#x27;&gt;">' +
        '<h1>&quot;[[slot:image]]&quot; &lt;&amp;&#x27;&gt;</h1>',
    );
    expect(() => fillSlots(html, ['image'], bookView(book).slots)).toThrow(/undeclared slot title/);
  });

  it('fills a file’s template for a paid book with a cover, for whom its template is; none otherwise', () => {
    const html = `<b>${slotToken('priceDiscounted')}</b>`;
    const file = {
      css: '',
      pages: {
        '/k': { html, guestOnly: false, signedInOnly: true, slots: [...BOOK_SLOTS] },
        '/open': { html, guestOnly: false, slots: [...BOOK_SLOTS] },
      },
    };
    expect(fillBookTemplate(file, '/k', book)).toEqual({
      html: '<b>₹99</b>',
      guestOnly: false,
      signedInOnly: true,
    });
    // A book's own page is for anyone: its template says so.
    expect(fillBookTemplate(file, '/open', book)).toEqual({
      html: '<b>₹99</b>',
      guestOnly: false,
      signedInOnly: false,
    });
    expect(fillBookTemplate(file, '/k', { ...book, priceDiscounted: null })).toBeNull();
    expect(fillBookTemplate(file, '/k', { ...book, isFree: true })).toBeNull();
    expect(fillBookTemplate(file, '/k', { ...book, image: null })).toBeNull();
  });

  it('the page manifest schema takes the hints the API knows, and no other', () => {
    const page = { path: '/p/:id', audience: 'any', preload: [{ kind: 'book-cover', param: 'id' }] };
    expect(Value.Check(PageManifest, { app: 'x', pages: [page] })).toBe(true);
    expect(
      Value.Check(PageManifest, { app: 'x', pages: [{ ...page, preload: [{ kind: 'catalogue-request' }] }] }),
    ).toBe(false);
    expect(Value.Check(PageManifest, { app: 'x', pages: [{ ...page, path: 'p' }] })).toBe(false);
  });
});
