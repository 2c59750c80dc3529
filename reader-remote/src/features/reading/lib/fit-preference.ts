import { READER_FIT_STORAGE_KEY, type ReadingRef } from '@exam/shared-contracts/rules';
import { clampZoom, defaultZoom, type Zoom } from './zoom';

/** localStorage key of the zoom each book was last read at: `[book, zoom][]`, the latest last. */
export const BOOK_ZOOM_STORAGE_KEY = 'readerBookZoom';
/** Books whose zoom is remembered on a device; the oldest is forgotten first. */
export const BOOK_ZOOMS_KEPT = 50;

type BookZooms = [string, Zoom][];

/** The key a book's zoom is kept under: its id, else its PDF's key. */
export const bookZoomKey = (ref: ReadingRef): string => ref.bookId ?? `pdf:${ref.pdfUrl}`;

function readZooms(): BookZooms {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(BOOK_ZOOM_STORAGE_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    // Anything else in the stored list (an edit by hand, an older shape) is dropped, not trusted.
    return parsed.filter(
      (e): e is [string, Zoom] =>
        Array.isArray(e) && typeof e[0] === 'string' && (e[1] === 'fit' || typeof e[1] === 'number'),
    );
  } catch {
    return []; // Storage blocked (private mode) or not JSON: nothing remembered.
  }
}

/** True when the student chose FIT on this device (remembered in localStorage). */
export function rememberedFit(): boolean {
  try {
    return localStorage.getItem(READER_FIT_STORAGE_KEY) === '1';
  } catch {
    return false; // Storage blocked (private mode): the default zoom.
  }
}

/** The zoom `book` was last read at on this device (a number within 0.5..5, or FIT), or null. */
export function rememberedZoom(book: string): Zoom | null {
  const found = readZooms().find(([key]) => key === book)?.[1];
  if (found === undefined) return null;
  return found === 'fit' ? 'fit' : clampZoom(found);
}

/**
 * The zoom a viewer opens `book` with: the zoom it was last read at on this device; else FIT when FIT was
 * last chosen on this device; else the screen's default (FIT on a narrow screen, 1.2 on a wide one).
 */
export function initialZoom(screenWidth: number, book: string): Zoom {
  return rememberedZoom(book) ?? (rememberedFit() ? 'fit' : defaultZoom(screenWidth));
}

/**
 * Remembers `zoom` for `book` (at most {@link BOOK_ZOOMS_KEPT} books), and whether it is FIT for the next
 * book opened on this device.
 */
export function rememberZoom(book: string, zoom: Zoom): void {
  try {
    const kept = readZooms().filter(([key]) => key !== book);
    kept.push([book, zoom]);
    localStorage.setItem(BOOK_ZOOM_STORAGE_KEY, JSON.stringify(kept.slice(-BOOK_ZOOMS_KEPT)));
    if (zoom === 'fit') localStorage.setItem(READER_FIT_STORAGE_KEY, '1');
    else localStorage.removeItem(READER_FIT_STORAGE_KEY);
  } catch {
    // Storage blocked: nothing is remembered.
  }
}
