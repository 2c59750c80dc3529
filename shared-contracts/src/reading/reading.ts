import { Type, type Static } from '@sinclair/typebox';

/**
 * Reading sessions and resume (docs/domains/reading.md "Viewer states": a session timer of 1800 s; made real
 * on the server). The viewer opens a session for one book and sends its token on every page image, thumbnail,
 * outline and search request of `/api/reading/*` (`Authorization: Bearer <token>`, see reader.ts); after
 * `expiresAt` the API answers 401 `{ error: 'Reading session expired' }`, so an expired viewer cannot fetch
 * more pages. `GET /api/pdf-proxy` refuses reading tokens (403): the original PDF is for admins only.
 */

/** The 401 text of an expired reading session. */
export const READING_SESSION_EXPIRED = 'Reading session expired';

/** `POST /api/reading/sessions`: the book by id, or by its `pdfUrl` (the viewer's
 * docs/domains/reading.md "The viewer" input). */
export const ReadingSessionBody = Type.Object(
  {
    bookId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    pdfUrl: Type.Optional(Type.String({ minLength: 1, maxLength: 2048 })),
    /**
     * How the viewer will show its first page, so the API can prepare that image while the viewer loads
     * (`firstPageView` in rules): image pixels per PDF point (a number zoom), or image pixels across the page
     * (FIT on a narrow screen). A hint only: without it, nothing is prepared ahead.
     */
    view: Type.Optional(
      Type.Union([
        Type.Object(
          { pixelsPerPoint: Type.Number({ exclusiveMinimum: 0, maximum: 40 }) },
          { additionalProperties: false },
        ),
        Type.Object(
          { imageWidth: Type.Integer({ minimum: 1, maximum: 20_000 }) },
          { additionalProperties: false },
        ),
      ]),
    ),
  },
  { additionalProperties: false },
);
export type ReadingSessionBody = Static<typeof ReadingSessionBody>;

/** Who is reading: drawn into the watermark (e-mail, else the account id). */
export const Reader = Type.Object({ id: Type.String(), email: Type.Union([Type.String(), Type.Null()]) });
export type Reader = Static<typeof Reader>;

/** A reading session: a short-lived token scoped to one book, and where the reader left off. */
export const ReadingSession = Type.Object({
  token: Type.String(),
  /** ISO time after which the token is refused. */
  expiresAt: Type.String({ format: 'date-time' }),
  /** Lifetime in seconds (READING_SESSION_SECONDS, default 1800). */
  expiresIn: Type.Integer(),
  bookId: Type.String(),
  /** The last page saved for this user and book, or null on a first visit. */
  lastPage: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  reader: Reader,
  /** The leak code burned into this session's page images (server-rendered reader). */
  watermarkCode: Type.Optional(Type.String()),
});
export type ReadingSession = Static<typeof ReadingSession>;

/** `PUT /api/reading/progress/:bookId`. */
export const ReadingProgressBody = Type.Object(
  { page: Type.Integer({ minimum: 1, maximum: 100_000 }) },
  { additionalProperties: false },
);
export type ReadingProgressBody = Static<typeof ReadingProgressBody>;

/** `GET`/`PUT /api/reading/progress/:bookId`: the saved page (null when none) and when it was saved. */
export const ReadingProgress = Type.Object({
  bookId: Type.String(),
  lastPage: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  updatedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type ReadingProgress = Static<typeof ReadingProgress>;

/** Route params of the progress routes. */
export const ReadingProgressParams = Type.Object({ bookId: Type.String({ minLength: 1, maxLength: 64 }) });
export type ReadingProgressParams = Static<typeof ReadingProgressParams>;
