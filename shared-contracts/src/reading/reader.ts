import { Type, type Static } from '@sinclair/typebox';

/**
 * The server-rendered reader (docs/domains/reading.md "The reader", "The viewer"): the PDF never
 * reaches a student. Page images, thumbnails, outline and search are authorised by the reading-session token
 * of one book (`POST /api/reading/sessions`); the sign-in token alone gets 401. Every image carries the
 * reader's mark and the session's leak code (`X-Watermark-Code` header), which an admin traces back with
 * `GET /api/admin/leak-trace/:code`. Rectangles are fractions of the page (0..1, origin top left).
 */

// The reader's plain constants live in a TypeBox-free file, so the reader's bundle does not carry TypeBox.
export {
  PAGE_WIDTHS,
  QUESTION_IMAGE_GAP,
  QUESTION_WIDTHS,
  TILE_SIZE,
  TILE_WIDTHS,
  THUMBNAIL_WIDTH,
  WATERMARK_CODE_HEADER,
} from './reader-constants';

/** Why an uploaded PDF is refused (400 `{ error }`); each text names the cause and the fix. */
export const PDF_REFUSALS = {
  password: 'This PDF needs a password: remove the open password and upload again',
  notPdf: 'This file is not a PDF',
  damaged: 'This PDF is damaged beyond repair',
  noPages: 'This PDF has no pages',
  tooHeavy: 'This PDF is too heavy to open (time or memory limit): it may be damaged or hostile',
} as const;

/** `GET /api/reading/pages/:page` params; `:page` is 1-based. */
export const ReadingPageParams = Type.Object({ page: Type.Integer({ minimum: 1, maximum: 100_000 }) });
export type ReadingPageParams = Static<typeof ReadingPageParams>;

/** `?w=` width in px (snapped), `&tile=x,y` (column, row of the TILE_SIZE grid) only when `w` > 2560. */
export const ReadingPageQuery = Type.Object({
  w: Type.Optional(Type.Integer({ minimum: 1, maximum: 10240 })),
  tile: Type.Optional(Type.String({ pattern: '^\\d{1,2},\\d{1,3}$', maxLength: 8 })),
});
export type ReadingPageQuery = Static<typeof ReadingPageQuery>;

/** The reader's view of its session's book: page count and preparation, the page 1 size in points. */
export const ReadingDocument = Type.Object({
  bookId: Type.String(),
  title: Type.String(),
  pageCount: Type.Union([Type.Integer(), Type.Null()]),
  /** Page 1 size in PDF points (null before inspection). */
  pageSize: Type.Union([Type.Object({ w: Type.Number(), h: Type.Number() }), Type.Null()]),
  /** Every page's size in PDF points, in page order, once the book is prepared (else null). */
  pageSizes: Type.Optional(
    Type.Union([Type.Array(Type.Object({ w: Type.Number(), h: Type.Number() })), Type.Null()]),
  ),
  /** Text is searchable up to this page. */
  preparedPages: Type.Integer(),
  prepareState: Type.Union([Type.String(), Type.Null()]),
  widths: Type.Array(Type.Integer()),
  tileSize: Type.Integer(),
  tileWidths: Type.Array(Type.Integer()),
  watermarkCode: Type.String(),
});
export type ReadingDocument = Static<typeof ReadingDocument>;

/** One entry of the PDF's table of contents (`page` null when its target cannot be resolved). */
export interface OutlineItem {
  title: string;
  page: number | null;
  items: OutlineItem[];
}
export const OutlineItem = Type.Recursive((This) =>
  Type.Object({
    title: Type.String(),
    page: Type.Union([Type.Integer(), Type.Null()]),
    items: Type.Array(This),
  }),
);

/** `GET /api/reading/outline`: the table of contents (empty when the PDF has none). */
export const ReadingOutline = Type.Object({ outline: Type.Array(OutlineItem) });
export type ReadingOutline = Static<typeof ReadingOutline>;

/** `GET /api/reading/search?q=` (2..100 characters, case- and space-insensitive). */
export const ReadingSearchQuery = Type.Object({ q: Type.String({ minLength: 1, maxLength: 100 }) });
export type ReadingSearchQuery = Static<typeof ReadingSearchQuery>;

/** A highlight rectangle as fractions of the page (0..1, origin top left). */
export const PageRect = Type.Object({
  x: Type.Number(),
  y: Type.Number(),
  w: Type.Number(),
  h: Type.Number(),
});
export type PageRect = Static<typeof PageRect>;

/** One match: its page, a snippet around it, its rectangles. */
export const SearchHit = Type.Object({
  page: Type.Integer(),
  snippet: Type.String(),
  rects: Type.Array(PageRect),
});
export type SearchHit = Static<typeof SearchHit>;

/**
 * Search answer: at most 50 hits in page order, the first 10 with a few words of context from the match's own
 * segment (never text beyond it, so snippets cannot be chained); `preparedPages` < `pageCount` while text
 * is being extracted.
 */
export const ReadingSearchResult = Type.Object({
  query: Type.String(),
  results: Type.Array(SearchHit),
  truncated: Type.Boolean(),
  preparedPages: Type.Integer(),
  pageCount: Type.Union([Type.Integer(), Type.Null()]),
  /**
   * True when some hits came without a snippet (empty `snippet`): the account's day's share of the book's
   * text shown as snippets is spent; pages and highlights still come.
   */
  snippetsWithheld: Type.Optional(Type.Boolean()),
});
export type ReadingSearchResult = Static<typeof ReadingSearchResult>;

/** Bookmark routes: the book, and a page for PUT/DELETE. */
export const BookmarkParams = Type.Object({ bookId: Type.String({ minLength: 1, maxLength: 64 }) });
export type BookmarkParams = Static<typeof BookmarkParams>;
export const BookmarkPageParams = Type.Object({
  bookId: Type.String({ minLength: 1, maxLength: 64 }),
  page: Type.Integer({ minimum: 1, maximum: 100_000 }),
});
export type BookmarkPageParams = Static<typeof BookmarkPageParams>;
export const BookmarkBody = Type.Object(
  { label: Type.Optional(Type.String({ maxLength: 200 })) },
  { additionalProperties: false },
);
export type BookmarkBody = Static<typeof BookmarkBody>;
export const Bookmark = Type.Object({
  page: Type.Integer(),
  label: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
});
export type Bookmark = Static<typeof Bookmark>;
/** `GET /api/reading/bookmarks/:bookId`: the user's bookmarks in page order. */
export const BookmarkList = Type.Object({ bookId: Type.String(), bookmarks: Type.Array(Bookmark) });
export type BookmarkList = Static<typeof BookmarkList>;

/** `GET /api/admin/leak-trace/:code`. */
export const LeakTraceParams = Type.Object({ code: Type.String({ minLength: 1, maxLength: 32 }) });
export type LeakTraceParams = Static<typeof LeakTraceParams>;
/** Who read which book in the session of a leak code, and which pages were sent when. */
export const LeakTrace = Type.Object({
  code: Type.String(),
  user: Type.Object({
    id: Type.String(),
    email: Type.Union([Type.String(), Type.Null()]),
    name: Type.String(),
  }),
  book: Type.Object({ id: Type.String(), title: Type.String() }),
  session: Type.Object({
    id: Type.String(),
    createdAt: Type.String({ format: 'date-time' }),
    expiresAt: Type.String({ format: 'date-time' }),
  }),
  pages: Type.Array(
    Type.Object({
      page: Type.Integer(),
      firstAt: Type.String({ format: 'date-time' }),
      lastAt: Type.String({ format: 'date-time' }),
      views: Type.Integer(),
    }),
  ),
  /** How many searches the session made, and the pages their hits were on (absent from older servers). */
  searchCount: Type.Optional(Type.Integer()),
  searchedPages: Type.Optional(Type.Array(Type.Integer())),
  /** Each search as typed, oldest first; `chained` when it continued the previous query's text (a walk). */
  searches: Type.Optional(
    Type.Array(
      Type.Object({
        query: Type.String(),
        at: Type.String({ format: 'date-time' }),
        hits: Type.Integer(),
        pages: Type.Array(Type.Integer()),
        chained: Type.Boolean(),
      }),
    ),
  ),
});
export type LeakTrace = Static<typeof LeakTrace>;

/** One reader named by a leak trace: the account, its latest leak code of the book, and its score. */
export const LeakTraceAccused = Type.Object({
  user: Type.Object({
    id: Type.String(),
    email: Type.Union([Type.String(), Type.Null()]),
    name: Type.String(),
  }),
  code: Type.String(),
  /** Fingerprint accusation score (sum over the positions read); named when at least `threshold`. */
  score: Type.Number(),
  confidence: Type.Number({ minimum: 0, maximum: 1 }),
});
export type LeakTraceAccused = Static<typeof LeakTraceAccused>;

/**
 * `POST /api/admin/leak-trace/image` (multipart: one or more `image` files, optional `bookId` and `page`):
 * the readers named by the hidden fingerprint of leaked page or question images (several pages of one
 * leak add up; copies of several readers combined name at least one of them and no one else). `named`
 * lists everyone above `threshold`, best first; `code`, `user` and `confidence` are the first's.
 * `confidence` is 0..1: score ÷ (2 × threshold), so 0.5 at the threshold. `candidates` is how many
 * readers of the book were scored; `pages` are the pages of the book the images were matched to.
 */
export const LeakImageTrace = Type.Object({
  code: Type.String(),
  user: Type.Object({
    id: Type.String(),
    email: Type.Union([Type.String(), Type.Null()]),
    name: Type.String(),
  }),
  confidence: Type.Number({ minimum: 0, maximum: 1 }),
  named: Type.Array(LeakTraceAccused),
  threshold: Type.Number(),
  candidates: Type.Integer(),
  book: Type.Object({ id: Type.String(), title: Type.String() }),
  pages: Type.Array(Type.Integer()),
  /** Images sent, and how many of them were matched to a page of ours. */
  images: Type.Integer(),
  matched: Type.Integer(),
});
export type LeakImageTrace = Static<typeof LeakImageTrace>;
