/** Reading rules shared by the API and the viewer (docs/domains/reading.md "The viewer": search inside the
 * book). */

/** Fewest characters a search inside a book needs (after trimming); shorter queries are refused with 400. */
export const READING_SEARCH_MIN_CHARS = 2;

/** Screens narrower than this (CSS px) count as narrow: opened at FIT, double render resolution
 * (docs/domains/reading.md "Viewer limits"). */
export const NARROW_SCREEN_PX = 768;
/** The 100% button and the 0 key reset to 1.2 (docs/domains/reading.md "Viewer limits"); also the default
 * zoom of a wide screen. */
export const RESET_ZOOM = 1.2;

/** A viewer's zoom: FIT (the whole page in the stage), or a CSS-pixel scale of the page's points. */
export type ReaderZoom = 'fit' | number;

/**
 * The zoom a viewer opens a book with on a screen `screenWidth` CSS px wide, when nothing is remembered:
 * FIT on a narrow screen (a portrait page on a phone then fills its width, so no line runs off the right
 * edge; the first viewer's zoom of 1 cut the page's right side on every phone), else 1.2.
 */
export function defaultZoom(screenWidth: number): ReaderZoom {
  return screenWidth < NARROW_SCREEN_PX ? 'fit' : RESET_ZOOM;
}

/**
 * Device pixels of a page image per CSS pixel: the device pixel ratio (at least 1), doubled on narrow
 * screens (docs/domains/reading.md "Viewer limits").
 */
export function imagePixelRatio(devicePixelRatio: number, screenWidth: number): number {
  return Math.max(1, devicePixelRatio || 1) * (screenWidth < NARROW_SCREEN_PX ? 2 : 1);
}

/**
 * The view hint of a reading session (docs/domains/reading.md "The reader"): how wide the API should render
 * and mark the page the viewer opens on, while the viewer still loads. `pixelsPerPoint`: image pixels per PDF
 * point (a number zoom); `imageWidth`: image pixels across the page, whatever its size (FIT on a narrow
 * screen, where the page fills the screen's width).
 */
export type FirstPageView = { pixelsPerPoint: number } | { imageWidth: number };

/**
 * The view hint for a viewer opening at `zoom` (its screen's default when not given) on a screen
 * `screenWidth` CSS px wide; undefined for FIT on a wide screen, whose page width depends on the stage's
 * height.
 */
export function firstPageView(
  devicePixelRatio: number,
  screenWidth: number,
  zoom: ReaderZoom = defaultZoom(screenWidth),
): FirstPageView | undefined {
  const ratio = imagePixelRatio(devicePixelRatio, screenWidth);
  if (zoom !== 'fit') return { pixelsPerPoint: Math.round(zoom * ratio * 1000) / 1000 };
  return screenWidth < NARROW_SCREEN_PX ? { imageWidth: Math.ceil(screenWidth * ratio) } : undefined;
}

/** Which book a reader opens: its id, else its PDF's key (docs/domains/reading.md "The viewer" props). */
export interface ReadingRef {
  bookId?: string;
  pdfUrl: string;
}

/**
 * The body of `POST /api/reading/sessions` (docs/domains/reading.md "The reader") for `ref` on a screen
 * `screenWidth` CSS px wide: the book (by id, else by PDF key) and, when `firstPageView` gives one for the
 * viewer's opening `zoom`, the view hint with which the API renders and marks the first page at once.
 */
export function readingSessionBody(
  ref: ReadingRef,
  devicePixelRatio: number,
  screenWidth: number,
  zoom?: ReaderZoom,
): { bookId?: string; pdfUrl?: string; view?: FirstPageView } {
  const book = ref.bookId ? { bookId: ref.bookId } : { pdfUrl: ref.pdfUrl };
  const view = firstPageView(devicePixelRatio, screenWidth, zoom);
  return view ? { ...book, view } : book;
}

/**
 * localStorage key of the viewer's remembered FIT choice on this device (`'1'` when the student chose FIT).
 * The shell reads it too, for the early session's view hint (`firstPageView`).
 */
export const READER_FIT_STORAGE_KEY = 'readerFit';
