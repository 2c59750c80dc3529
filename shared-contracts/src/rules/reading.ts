/** Reading rules shared by the API and the viewer (SPEC 2 "PDF viewer": search inside the book). */

/** Fewest characters a search inside a book needs (after trimming); shorter queries are refused with 400. */
export const READING_SEARCH_MIN_CHARS = 2;

/** Screens narrower than this (CSS px) count as narrow: default zoom 1, double render resolution (SPEC 9). */
export const NARROW_SCREEN_PX = 768;
/** The 100% button and the 0 key reset to 1.2 (SPEC 9); also the default zoom of a wide screen. */
export const RESET_ZOOM = 1.2;

/** Default zoom for a screen `screenWidth` CSS px wide: 1 when narrow, else 1.2 (SPEC 9). */
export function defaultZoom(screenWidth: number): number {
  return screenWidth < NARROW_SCREEN_PX ? 1 : RESET_ZOOM;
}

/**
 * Device pixels of a page image per CSS pixel: the device pixel ratio (at least 1), doubled on narrow
 * screens (SPEC 9 "narrow screens render at double resolution").
 */
export function imagePixelRatio(devicePixelRatio: number, screenWidth: number): number {
  return Math.max(1, devicePixelRatio || 1) * (screenWidth < NARROW_SCREEN_PX ? 2 : 1);
}

/**
 * Image pixels per PDF point of the page a viewer opens on, at its default zoom (ARCHITECTURE "Reading"):
 * sent as the reading session's `view.pixelsPerPoint`, so the API can render and mark the first page while
 * the viewer still loads (width = page width in points × this, snapped to the server's steps).
 */
export function firstPagePixelsPerPoint(devicePixelRatio: number, screenWidth: number): number {
  return Math.round(defaultZoom(screenWidth) * imagePixelRatio(devicePixelRatio, screenWidth) * 1000) / 1000;
}

/** Which book a reader opens: its id, else its PDF's key (SPEC 2 "PDF viewer" props). */
export interface ReadingRef {
  bookId?: string;
  pdfUrl: string;
}

/**
 * The body of `POST /api/reading/sessions` (SPEC 7) for `ref` on a screen `screenWidth` CSS px wide: the
 * book (by id, else by PDF key) and, unless the viewer opens in FIT (`fit`), the view hint with which the
 * API renders and marks the first page at once.
 */
export function readingSessionBody(
  ref: ReadingRef,
  devicePixelRatio: number,
  screenWidth: number,
  fit = false,
): { bookId?: string; pdfUrl?: string; view?: { pixelsPerPoint: number } } {
  const book = ref.bookId ? { bookId: ref.bookId } : { pdfUrl: ref.pdfUrl };
  if (fit) return book;
  return { ...book, view: { pixelsPerPoint: firstPagePixelsPerPoint(devicePixelRatio, screenWidth) } };
}

/**
 * localStorage key of the viewer's remembered FIT choice on this device (`'1'` when the student chose FIT).
 * The shell reads it too: with FIT the first page's width depends on the screen's height, so no view hint is
 * sent.
 */
export const READER_FIT_STORAGE_KEY = 'readerFit';
