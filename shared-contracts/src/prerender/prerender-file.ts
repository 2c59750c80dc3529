import type { Book } from '../http/books';
import { SECTION_LABELS } from '../http/rules';
import { formatRupees } from '../rules/money';

/**
 * The plain part of the prerender contract (ARCHITECTURE "Prerendered first paint"): the shape of
 * an app build's `prerender.json` and the filling of its per-book template. Free of JSX and React, so the
 * API (built without JSX) imports it as well as the apps' builds.
 */

/** One page's prerendered fragment: markup for inside `#root`, shown before the page's JavaScript runs. */
export interface PrerenderedPage {
  html: string;
  /** Hidden (CSS) for a signed-in visitor: the page shows them other content there. */
  guestOnly: boolean;
  /**
   * Hidden (CSS) for a visitor without a stored token: a signed-in page's top (/my-books, a payment page),
   * which a guest never sees (they are sent to /login). Absent in builds before store 1.3.0.
   */
  signedInOnly?: boolean;
}

/**
 * What an app's `dist/prerender.json` holds (LCP ≤ 2.5 s on slow 4G). The one-port server writes
 * `css` into the shell's `<head>` and a page's `html` into its `#root`; the shell keeps showing that markup
 * until the page's own code has drawn it. Keys are page paths, or {@link paymentTemplateKey}'s templates.
 */
export interface PrerenderFile {
  css: string;
  pages: Record<string, PrerenderedPage>;
}

/**
 * The key of the payment page's template (SPEC 2 "Purchase page": the book's cover, tags, title,
 * description and price): one for a book with a discount (the original price struck through), one without.
 */
export function paymentTemplateKey(discounted: boolean): string {
  return discounted ? '/payment/:bookId' : '/payment/:bookId#no-discount';
}

/**
 * The texts of the stand-in book the template is drawn with, each replaced by {@link fillBookTemplate}.
 * `section` and `category` are markers too, so the template carries no real section or category text that
 * a replacement could confuse; the prices (rupees) are amounts no real price list shows.
 */
const MARKERS = {
  title: 'PRERENDER-BOOK-TITLE',
  description: 'PRERENDER-BOOK-DESCRIPTION',
  category: 'PRERENDER-BOOK-CATEGORY',
  section: 'PRERENDER-BOOK-SECTION',
  pages: 'PRERENDER-BOOK-PAGES',
  image: '/PRERENDER-BOOK-IMAGE',
  price: 987_654,
  priceDiscounted: 876_543,
} as const;

/** The stand-in book of {@link MARKERS}, with or without a discount. */
export function templateBook(discounted: boolean): Book {
  return {
    _id: '00000000-0000-4000-8000-000000000000',
    title: MARKERS.title,
    description: MARKERS.description,
    category: MARKERS.category as Book['category'],
    section: MARKERS.section as Book['section'],
    pages: MARKERS.pages as unknown as number,
    price: MARKERS.price,
    priceDiscounted: discounted ? MARKERS.priceDiscounted : null,
    image: MARKERS.image,
    pdfUrl: null,
    isFree: false,
    createdAt: '2026-01-01T00:00:00.000Z',
  };
}

/** React's own escaping of text and attribute values, so a filled template matches a real render byte for byte. */
const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/**
 * A payment page's prerendered top for `book` (the cover is that page's largest paint, and the
 * server can draw it before any script has run): the file's template with the book's texts put in, escaped.
 * Null when the page would not show a purchase (a free book), the book has no cover (its largest paint is
 * no image to get early), or the file has no template (a store build before 1.3.0).
 */
export function fillBookTemplate(file: PrerenderFile, book: Book): PrerenderedPage | null {
  if (book.isFree || !book.image) return null;
  const discounted = book.priceDiscounted != null && book.priceDiscounted < book.price;
  const template = file.pages[paymentTemplateKey(discounted)];
  if (!template) return null;
  const values: Record<string, string> = {
    [MARKERS.title]: escapeHtml(book.title),
    [MARKERS.description]: escapeHtml(book.description),
    [MARKERS.category]: escapeHtml(book.category),
    [MARKERS.section]: escapeHtml(SECTION_LABELS[book.section] ?? book.section),
    [MARKERS.pages]: book.pages ? String(book.pages) : '200+',
    [MARKERS.image]: escapeHtml(book.image),
    // The full price (bold, or struck through beside the discount), and the discounted one (only in the
    // discount's template, so only used when it is the lower).
    [formatRupees(MARKERS.price)]: escapeHtml(formatRupees(book.price)),
    [formatRupees(MARKERS.priceDiscounted)]: escapeHtml(formatRupees(book.priceDiscounted ?? book.price)),
  };
  // One pass: a book's own text that happens to hold a marker is not replaced again.
  const pattern = new RegExp(
    Object.keys(values)
      .map((k) => k.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'))
      .join('|'),
    'g',
  );
  return {
    html: template.html.replace(pattern, (found) => values[found]),
    guestOnly: false,
    signedInOnly: true,
  };
}
