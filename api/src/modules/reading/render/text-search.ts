import type { PageRect, SearchHit } from '@exam/shared-contracts/reading';
import { LRUCache } from 'lru-cache';
import type { BookRow } from '../../../db/schema';
import type { Storage } from '../../../platform/storage/storage';
import { textChunkName } from '../../../platform/render/page-sizes';
import type { PageText } from '../../../platform/render/render-types';

/** Most hits one search answers: as many as a person reads through. */
export const MAX_SEARCH_HITS = 50;
/** Hits that get context around the match; the rest show the match alone (a sweep of common words). */
export const CONTEXT_HITS = 10;
/** Longest segment a snippet's context is taken from (characters, whole words). */
export const SEGMENT_CHARS = 80;
/** Words of context on each side of a match, inside its segment. */
export const CONTEXT_WORDS = 3;

/** A page's text lowercased with whitespace collapsed, and for each of its characters the index in `text`. */
export interface IndexedPage extends PageText {
  norm: string;
  map: Int32Array;
  /** Where each segment of the page's text starts (see {@link segmentStarts}). */
  segments: Int32Array;
}

/**
 * The page's text cut into segments of whole words, each at most {@link SEGMENT_CHARS} long (a longer word
 * is a segment of its own): fixed by the text alone, whatever is searched. A snippet's context never leaves
 * the segment where its match starts, so no query that starts before a segment's end reveals a character
 * after it: feeding each snippet's tail back as the next query (a walk through the book) stops at the
 * first segment end. Returns each segment's start offset in `text`.
 */
export function segmentStarts(text: string): Int32Array {
  const starts: number[] = [];
  let segStart = -1;
  for (const m of text.matchAll(/\S+/g)) {
    const wordEnd = m.index + m[0].length;
    if (segStart < 0 || wordEnd - segStart > SEGMENT_CHARS) {
      segStart = m.index;
      starts.push(segStart);
    }
  }
  return Int32Array.from(starts.length ? starts : [0]);
}

/** The segment `[from, to)` of `page` holding offset `at`. */
function segmentOf(page: IndexedPage, at: number): [number, number] {
  const { segments } = page;
  let i = 0;
  while (i + 1 < segments.length && segments[i + 1] <= at) i += 1;
  return [segments[i], i + 1 < segments.length ? segments[i + 1] : page.text.length];
}

/** Lowercases and collapses whitespace, keeping for each kept character its index in `text`. */
function normalise(text: string): { norm: string; map: Int32Array } {
  const chars: string[] = [];
  const map = new Int32Array(text.length);
  let space = true;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (ch === ' ' || ch === '\n' || ch === '\t' || ch === '\r' || ch === '\u00a0') {
      if (!space) {
        map[chars.length] = i;
        chars.push(' ');
      }
      space = true;
      continue;
    }
    space = false;
    map[chars.length] = i;
    chars.push(ch.toLowerCase());
  }
  return { norm: chars.join(''), map: map.subarray(0, chars.length) };
}

/** A page ready to search (normalised once, when its chunk is loaded). */
export function indexPage(page: PageText): IndexedPage {
  return { ...page, ...normalise(page.text), segments: segmentStarts(page.text) };
}

/** Rectangles (fractions of the page) covering characters `start`..`end` (exclusive) of a page's text. */
export function rectsFor(page: PageText, start: number, end: number): PageRect[] {
  const rects: PageRect[] = [];
  const { boxes, text } = page;
  for (let i = 0; i < boxes.length; i += 5) {
    const from = boxes[i];
    const to = i + 5 < boxes.length ? boxes[i + 5] : text.length;
    if (to <= start || from >= end) continue;
    const len = Math.max(1, to - from);
    const a = Math.max(start, from) - from;
    const b = Math.min(end, to) - from;
    const [x, y, w, h] = [boxes[i + 1], boxes[i + 2], boxes[i + 3], boxes[i + 4]];
    const r = (n: number) => Math.round(n * 10000) / 10000;
    rects.push({ x: r(x + (w * a) / len), y: r(y), w: r((w * (b - a)) / len), h: r(h) });
  }
  return rects;
}

/** Offset in `text` where the last `n` words of `text[from, to)` start (`to` when there are none). */
function wordsBack(text: string, from: number, to: number, n: number): number {
  const starts = [...text.slice(from, to).matchAll(/\S+/g)].map((m) => from + m.index);
  return starts.length ? starts[Math.max(0, starts.length - n)] : to;
}

/** Offset in `text` where the first `n` words of `text[from, to)` end (`from` when there are none). */
function wordsForward(text: string, from: number, to: number, n: number): number {
  const ends = [...text.slice(from, to).matchAll(/\S+/g)].map((m) => from + m.index + m[0].length);
  return ends.length ? ends[Math.min(ends.length, n) - 1] : from;
}

/**
 * Matches of `query` in one page, each with its rectangles and a snippet: the matched text with at most
 * {@link CONTEXT_WORDS} words on each side taken from the match's own segment (so snippets cannot be chained
 * into a walk, see {@link segmentStarts}), or the matched text alone once `context` is false.
 */
export function searchPage(page: IndexedPage, query: string, limit: number, context = true): SearchHit[] {
  const q = normalise(query).norm.trim();
  if (!q) return [];
  const { norm, map } = page;
  const hits: SearchHit[] = [];
  for (let at = norm.indexOf(q); at !== -1 && hits.length < limit; at = norm.indexOf(q, at + q.length)) {
    const start = map[at];
    const end = map[at + q.length - 1] + 1;
    let [from, to] = [start, end];
    if (context) {
      const [segFrom, segTo] = segmentOf(page, start);
      from = Math.min(start, wordsBack(page.text, segFrom, start, CONTEXT_WORDS));
      to = end < segTo ? wordsForward(page.text, end, segTo, CONTEXT_WORDS) : end;
    }
    const text = page.text.slice(from, to).replace(/\s+/g, ' ').trim();
    const snippet = `${from > 0 ? '…' : ''}${text}${to < page.text.trimEnd().length ? '…' : ''}`;
    hits.push({ page: page.page, snippet, rects: rectsFor(page, start, end) });
  }
  return hits;
}

/**
 * The extracted text of prepared books (stored as `text/<pdf>/text-NNNNN.json` chunks of TEXT_CHUNK_PAGES),
 * parsed chunks kept in a 96 MB LRU so repeated searches do not re-read them.
 */
export class TextIndex {
  private readonly chunks = new LRUCache<string, IndexedPage[]>({
    maxSize: 96 * 1024 * 1024,
    sizeCalculation: (pages) =>
      Math.max(
        1,
        pages.reduce((n, p) => n + p.text.length * 8 + p.boxes.length * 8, 0),
      ),
  });

  constructor(private readonly storage: Storage) {}

  /** Text of the pages of `book` prepared so far, in page order. */
  async load(book: BookRow): Promise<IndexedPage[]> {
    if (!book.pdfKey) return [];
    const out: IndexedPage[] = [];
    // Each chunk names its first page; the next one starts after its last page (whatever the chunk size).
    for (let from = 1; from <= book.preparedPages; from = (out.at(-1)?.page ?? from) + 1) {
      const name = textChunkName(from);
      const key = `${book.pdfKey}/${name}`;
      let pages = this.chunks.get(key);
      if (!pages) {
        const raw = await this.storage.readCache('text', book.pdfKey, name);
        if (!raw) break;
        pages = (JSON.parse(raw.toString('utf8')) as PageText[]).map(indexPage);
        if (!pages.length) break;
        this.chunks.set(key, pages);
        // Parsing a chunk is CPU work on the event loop: let other requests in between chunks.
        await new Promise((r) => setImmediate(r));
      }
      out.push(...pages);
    }
    return out;
  }

  /**
   * Searches the prepared text of `book` (case- and space-insensitive): at most MAX_SEARCH_HITS hits in page
   * order, the first CONTEXT_HITS with a few words of context (see {@link searchPage}); `letters` is the
   * length of the searched text (characters, whitespace collapsed), the base of the snippet share
   * (modules/reading/search-reveals).
   */
  async search(
    book: BookRow,
    query: string,
  ): Promise<{ results: SearchHit[]; truncated: boolean; letters: number }> {
    const results: SearchHit[] = [];
    const pages = await this.load(book);
    const letters = pages.reduce((n, p) => n + p.norm.length, 0);
    for (const [i, page] of pages.entries()) {
      if (i % 100 === 99) await new Promise((r) => setImmediate(r));
      results.push(
        ...searchPage(page, query, MAX_SEARCH_HITS + 1 - results.length, results.length < CONTEXT_HITS),
      );
      if (results.length > MAX_SEARCH_HITS)
        return { results: results.slice(0, MAX_SEARCH_HITS), truncated: true, letters };
    }
    return { results, truncated: false, letters };
  }
}
