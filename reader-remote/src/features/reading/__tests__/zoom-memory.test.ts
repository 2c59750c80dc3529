import { firstPageView, READER_FIT_STORAGE_KEY, readingSessionBody } from '@exam/shared-contracts/rules';
import {
  BOOK_ZOOM_STORAGE_KEY,
  BOOK_ZOOMS_KEPT,
  bookZoomKey,
  initialZoom,
  rememberedZoom,
  rememberZoom,
} from '../lib/fit-preference';

beforeEach(() => localStorage.clear());

describe('the zoom a book opens at', () => {
  it('a phone opens a new book at FIT and a laptop at 1.2', () => {
    expect(initialZoom(360, 'b1')).toBe('fit');
    expect(initialZoom(1280, 'b1')).toBe(1.2);
  });

  it('each book opens at the zoom it was last read at on this device', () => {
    rememberZoom('b1', 1.5625);
    rememberZoom('b2', 'fit');
    expect(initialZoom(360, 'b1')).toBe(1.5625);
    expect(initialZoom(1280, 'b2')).toBe('fit');
    // A book never opened here: FIT was the last choice on this device.
    expect(initialZoom(1280, 'b3')).toBe('fit');
    rememberZoom('b2', 0.8);
    expect(initialZoom(1280, 'b3')).toBe(1.2);
    expect(initialZoom(360, 'b3')).toBe('fit');
    expect(localStorage.getItem(READER_FIT_STORAGE_KEY)).toBeNull();
  });

  it('keeps the latest 50 books, and trusts nothing odd it finds stored', () => {
    for (let i = 0; i <= BOOK_ZOOMS_KEPT; i += 1) rememberZoom(`b${i}`, 1 + i / 100);
    expect(rememberedZoom('b0')).toBeNull();
    expect(rememberedZoom('b1')).toBe(1.01);
    expect(rememberedZoom(`b${BOOK_ZOOMS_KEPT}`)).toBe(1.5);
    localStorage.setItem(BOOK_ZOOM_STORAGE_KEY, JSON.stringify([['x', 99], ['y', 'huge'], 'z']));
    expect(rememberedZoom('x')).toBe(5);
    expect(rememberedZoom('y')).toBeNull();
    localStorage.setItem(BOOK_ZOOM_STORAGE_KEY, '{not json');
    expect(initialZoom(1280, 'x')).toBe(1.2);
  });

  it('a book is known by its id, else by its PDF', () => {
    expect(bookZoomKey({ bookId: 'b1', pdfUrl: '/files/pdfs/a.pdf' })).toBe('b1');
    expect(bookZoomKey({ pdfUrl: '/files/pdfs/a.pdf' })).toBe('pdf:/files/pdfs/a.pdf');
  });
});

describe('the first page the API prepares for it (the session view hint)', () => {
  it('a phone at FIT asks for its width across the page; a number zoom asks per point; a wide FIT asks nothing', () => {
    expect(firstPageView(2, 360)).toEqual({ imageWidth: 1440 });
    expect(firstPageView(1, 1280)).toEqual({ pixelsPerPoint: 1.2 });
    expect(firstPageView(2, 360, 1.5)).toEqual({ pixelsPerPoint: 6 });
    expect(firstPageView(1, 1280, 'fit')).toBeUndefined();
    expect(readingSessionBody({ bookId: 'b1', pdfUrl: 'p' }, 1, 1280, 'fit')).toEqual({ bookId: 'b1' });
    expect(readingSessionBody({ pdfUrl: 'p' }, 2, 360)).toEqual({ pdfUrl: 'p', view: { imageWidth: 1440 } });
  });
});
