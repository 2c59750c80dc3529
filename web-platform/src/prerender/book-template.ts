import type { Book } from '@exam/shared-contracts/catalogue';
import { SECTION_LABELS } from '@exam/shared-contracts/catalogue/rules';
import { bookFigure, englishFigure } from '@exam/shared-contracts/rules/book-figure';
import { formatRupees } from '@exam/shared-contracts/rules/money';
import type { PrerenderedPage, PrerenderFile } from './prerender-types';

/**
 * The named slots of the per-book template (docs/domains/purchases.md "Purchase page": the book's cover,
 * tags, title, description and price), each a text the page shows, already formatted: `pages` is the book's
 * figure in English (`bookFigure`: `"11 pages"`, `"200+ pages"`, `"24 questions · 60 min"`), `section` the
 * section's label, `price` the full price with ₹ (`formatRupees`) and `priceDiscounted` the price paid (the
 * discount when lower, else the full price).
 */
export const BOOK_SLOTS = [
  'title',
  'description',
  'category',
  'section',
  'pages',
  'image',
  'price',
  'priceDiscounted',
] as const;
export type BookSlot = (typeof BOOK_SLOTS)[number];

/**
 * A book as its payment page draws it: the slots' texts, and the choices that pick a template variant
 * (`discounted`: a discount lower than the price is shown beside the struck-through price) or none
 * (`free`: no purchase; `cover`: whether `slots.image` is a cover URL).
 */
export interface BookView {
  slots: Record<BookSlot, string>;
  free: boolean;
  cover: boolean;
  discounted: boolean;
}

/** The view of `book` (its page draws exactly these texts; the server fills a template with them). */
export function bookView(book: Book): BookView {
  const discounted = book.priceDiscounted != null && book.priceDiscounted < book.price;
  return {
    slots: {
      title: book.title,
      description: book.description,
      category: book.category,
      section: SECTION_LABELS[book.section] ?? book.section,
      pages: englishFigure(bookFigure(book)),
      image: book.image ?? '',
      price: formatRupees(book.price),
      priceDiscounted: formatRupees(discounted ? book.priceDiscounted! : book.price),
    },
    free: book.isFree,
    cover: Boolean(book.image),
    discounted,
  };
}

/** The token a template carries where slot `slot` goes: plain ASCII that React escapes to itself. */
export const slotToken = (slot: string): string => `[[slot:${slot}]]`;
const TOKEN = /\[\[slot:([A-Za-z]+)\]\]/g;

/** The view the build draws a template with: every slot a {@link slotToken}, a paid book with a cover. */
export function templateView(discounted: boolean): BookView {
  return {
    slots: Object.fromEntries(BOOK_SLOTS.map((slot) => [slot, slotToken(slot)])) as BookView['slots'],
    free: false,
    cover: true,
    discounted,
  };
}

/**
 * The prerender key of a per-book template's variant: `key` itself for a discounted book (the full
 * price struck through beside the discount), `key#no-discount` for one without.
 */
export function bookTemplateKey(key: string, discounted: boolean): string {
  return discounted ? key : `${key}#no-discount`;
}

/**
 * React's escaping (react-dom's escapeTextForBrowser), so a filled template matches a real render byte for
 * byte. React escapes text and (always double-quoted) attribute values with the same five characters.
 */
const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
};
/** A text node's value, escaped. */
export const escapeText = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
/** A double-quoted attribute's value, escaped (the quote above all). */
export const escapeAttribute = (value: string): string => value.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/**
 * A template's markup with each slot token replaced by `slots`' text, escaped for where it stands: inside
 * a tag (an attribute value) or between tags (text). A slot whose name ends in `Html` is markup the server
 * drew itself (exam-template.ts `reflowHtml`), put between tags as it is. One pass: a value holding a token
 * is not filled again. Throws on a token of a slot the template does not declare (`declared`), or on a
 * markup slot inside a tag: a broken build.
 */
export function fillSlots(html: string, declared: readonly string[], slots: Record<string, string>): string {
  let out = '';
  let last = 0;
  for (const match of html.matchAll(TOKEN)) {
    const slot = match[1];
    if (!declared.includes(slot) || !Object.hasOwn(slots, slot))
      throw new Error(`prerender template: undeclared slot ${slot}`);
    out += html.slice(last, match.index);
    // React escapes `<` and `>` inside attribute values: an open `<` after the last `>` is a tag.
    const inTag = out.lastIndexOf('<') > out.lastIndexOf('>');
    if (slot.endsWith('Html') && inTag) throw new Error(`prerender template: markup slot ${slot} in a tag`);
    out += slot.endsWith('Html')
      ? slots[slot]
      : inTag
        ? escapeAttribute(slots[slot])
        : escapeText(slots[slot]);
    last = match.index + match[0].length;
  }
  return out + html.slice(last);
}

/**
 * A per-book page's prerendered top for `book` (the cover is the page's largest paint, which the server
 * can draw before any script runs): the file's template under `key` (its variant for the book's
 * discount) filled by slot name, for the visitors its template is for (the payment page's for signed-in
 * ones, a book's page for anyone). Null when the page would not show a
 * purchase (a free book), the book has no cover (no image to get early), or the file has no such
 * template, or one without declared slots (a store build before slots).
 */
export function fillBookTemplate(file: PrerenderFile, key: string, book: Book): PrerenderedPage | null {
  const view = bookView(book);
  if (view.free || !view.cover) return null;
  const template = file.pages[bookTemplateKey(key, view.discounted)];
  if (!template?.slots) return null;
  return {
    html: fillSlots(template.html, template.slots, view.slots),
    guestOnly: false,
    // As its template says: the payment page's is for signed-in visitors, a book's page for anyone.
    signedInOnly: template.signedInOnly === true,
    css: template.css,
  };
}
