import { act, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import * as api from '../api/reading-api';
import { SAVE_DEBOUNCE_MS } from '../hooks/use-save-progress';
import PdfViewer from '../components/pdf-viewer';
import { LIMIT_MESSAGES } from '@exam/shared-contracts/constants';
import { renderWithProviders } from '@exam/shared-ui/testing';

jest.mock('react-redux', () => ({ ...jest.requireActual('react-redux'), useSelector: () => null }));
jest.mock('../api/reading-api', () => {
  class HttpStatusError extends Error {
    constructor(
      readonly status: number,
      readonly serverError?: string,
      readonly retryAfter?: number,
      readonly data?: unknown,
    ) {
      super(`HTTP ${status}`);
    }
  }
  return {
    HttpStatusError,
    openReadingSession: jest.fn(),
    fetchDocument: jest.fn(),
    fetchImage: jest.fn(),
    fetchOutline: jest.fn(),
    searchBook: jest.fn(),
    fetchBookmarks: jest.fn(),
    setBookmark: jest.fn(),
    saveReadingProgress: jest.fn(),
  };
});

// The whole viewer mounts per test: allow a loaded machine more than the default 1 s per wait.
configure({ asyncUtilTimeout: 5000 });

const m = jest.mocked(api);
const session = {
  token: 'read-token',
  expiresAt: new Date(Date.now() + 1800_000).toISOString(),
  expiresIn: 1800,
  bookId: 'book-1',
  lastPage: 3,
  reader: { id: 'u1', email: 'a@b.in' },
  watermarkCode: 'LEAK1',
};
const doc = {
  bookId: 'book-1',
  title: 'Ray Optics',
  pageCount: 10,
  pageSize: { w: 595, h: 842 },
  pageSizes: null,
  preparedPages: 10,
  prepareState: 'ready',
  widths: [480, 720, 960, 1280, 1600, 2048, 2560],
  tileSize: 1024,
  tileWidths: [3840, 5120, 7680, 10240],
  watermarkCode: 'LEAK1',
};

/** Fails `/reading/pages/<failPage>` with `status` until `heal()` is called. */
let failPage = 0;
let failStatus = 500;
const requested: string[] = [];

beforeAll(() => {
  Object.assign(URL, { createObjectURL: () => `blob:${Math.random()}`, revokeObjectURL: () => undefined });
  Object.assign(window, {
    ResizeObserver: class {
      observe() {}
      disconnect() {}
    },
  });
});

beforeEach(() => {
  jest.clearAllMocks();
  failPage = 0;
  requested.length = 0;
  m.openReadingSession.mockResolvedValue(session as never);
  m.fetchDocument.mockResolvedValue(doc as never);
  m.fetchBookmarks.mockResolvedValue({ bookId: 'book-1', bookmarks: [] });
  m.fetchOutline.mockResolvedValue({ outline: [] });
  m.fetchImage.mockImplementation(async (path: string) => {
    requested.push(path);
    if (path.startsWith(`/reading/pages/${failPage}?`))
      throw new api.HttpStatusError(
        failStatus,
        failStatus === 401
          ? 'Reading session expired'
          : failStatus === 409
            ? LIMIT_MESSAGES.takenOver
            : failStatus === 429
              ? LIMIT_MESSAGES.pages(2)
              : 'boom',
        failStatus === 429 ? 2 : undefined,
        failStatus === 409 ? { error: LIMIT_MESSAGES.takenOver, code: 'book_taken_over' } : undefined,
      );
    return { blob: new Blob(['x']), watermarkCode: 'LEAK1' };
  });
});

const open = () =>
  renderWithProviders(
    <PdfViewer pdfUrl="/files/pdfs/x.pdf" title="Ray Optics" bookId="book-1" onClose={jest.fn()} />,
  );
const shownPage = () => screen.getByTestId('pdf-page').getAttribute('data-painted');

describe('PdfViewer on server-rendered images', () => {
  it('resumes at the saved page with the reading token and prefetches the next two pages', async () => {
    open();
    await waitFor(() => expect(shownPage()).toBe('3'));
    expect(screen.getByText('Page 3 of 10')).toBeInTheDocument();
    expect(m.fetchImage.mock.calls.every((c) => c[1] === 'read-token')).toBe(true);
    await waitFor(() =>
      expect(requested.filter((p) => /^\/reading\/pages\/[45]\?w=/.test(p))).toHaveLength(2),
    );
    expect(requested.some((p) => p.startsWith('/reading/pages/6?'))).toBe(false);
    expect(requested.every((p) => !p.includes('pdf'))).toBe(true);
  });

  it('shows a failed page with Retry that fetches it again, and never saves it as the last page', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      failPage = 4;
      open();
      await waitFor(() => expect(shownPage()).toBe('3'));
      fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
      expect(await screen.findByText('Error Loading PDF')).toBeInTheDocument();
      expect(screen.getByText(/Failed to render page: HTTP 500/)).toBeInTheDocument();
      await act(async () => jest.advanceTimersByTime(SAVE_DEBOUNCE_MS * 3));
      expect(m.saveReadingProgress).not.toHaveBeenCalledWith('book-1', 4, expect.anything());
      expect(m.saveReadingProgress.mock.calls.some((c) => c[1] === 4)).toBe(false);

      const before = requested.filter((p) => p.startsWith('/reading/pages/4?')).length;
      failPage = 0;
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
      await waitFor(() => expect(shownPage()).toBe('4'));
      expect(requested.filter((p) => p.startsWith('/reading/pages/4?')).length).toBe(before + 1);
      await act(async () => jest.advanceTimersByTime(SAVE_DEBOUNCE_MS + 10));
      expect(m.saveReadingProgress).toHaveBeenCalledWith('book-1', 4);
    } finally {
      jest.useRealTimers();
    }
  });

  it('counts retries on the Retry button', async () => {
    failPage = 3;
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Retry (1)' })).toBeInTheDocument();
  });

  it('shows Session Expired when a page fetch answers 401', async () => {
    failPage = 3;
    failStatus = 401;
    try {
      open();
      expect(await screen.findByText('Session Expired')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Close Viewer' })).toBeInTheDocument();
    } finally {
      failStatus = 500;
    }
  });

  it('says the book was opened on another device, and Read here takes it back with a new session', async () => {
    failPage = 3;
    failStatus = 409;
    try {
      open();
      expect(await screen.findByText('This book was opened on another device')).toBeInTheDocument();
      expect(m.openReadingSession).toHaveBeenCalledTimes(1);
      failPage = 0;
      fireEvent.click(screen.getByRole('button', { name: 'Read here' }));
      await waitFor(() => expect(shownPage()).toBe('3'));
      expect(m.openReadingSession).toHaveBeenCalledTimes(2);
    } finally {
      failStatus = 500;
    }
  });

  it('over the page budget, shows a calm wait and fetches the page again by itself', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    failPage = 3;
    failStatus = 429;
    try {
      open();
      expect(await screen.findByText('One moment')).toBeInTheDocument();
      expect(screen.getByText(/will appear in about 2 s/)).toBeInTheDocument();
      expect(screen.queryByText('Error Loading PDF')).toBeNull();
      failPage = 0;
      await act(async () => jest.advanceTimersByTime(2100));
      await waitFor(() => expect(shownPage()).toBe('3'));
    } finally {
      failStatus = 500;
      jest.useRealTimers();
    }
  });

  it('opens a search hit on its page with the highlight rectangles over the image', async () => {
    m.searchBook.mockResolvedValue({
      query: 'lens',
      results: [{ page: 7, snippet: 'a convex lens forms', rects: [{ x: 0.1, y: 0.2, w: 0.3, h: 0.02 }] }],
      truncated: false,
      preparedPages: 10,
      pageCount: 10,
    });
    open();
    await waitFor(() => expect(shownPage()).toBe('3'));
    fireEvent.click(screen.getByRole('button', { name: 'Study panel' }));
    fireEvent.change(screen.getByLabelText('Search in book'), { target: { value: 'lens' } });
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    fireEvent.click(await screen.findByRole('button', { name: /Page 7/ }));
    await waitFor(() => expect(shownPage()).toBe('7'));
    const hit = screen.getByTestId('search-highlight');
    expect(hit.style.left).toBe('10%');
    expect(hit.style.width).toBe('30%');
    expect(m.searchBook).toHaveBeenCalledWith('read-token', 'lens', expect.anything());
  });

  it('adds a bookmark on the server and lists it', async () => {
    m.setBookmark.mockResolvedValue(undefined);
    open();
    await waitFor(() => expect(shownPage()).toBe('3'));
    fireEvent.click(screen.getByRole('button', { name: 'Bookmark this page' }));
    expect(m.setBookmark).toHaveBeenCalledWith('book-1', 3, true);
    expect(screen.getByRole('button', { name: 'Remove bookmark' })).toHaveAttribute('aria-pressed', 'true');
  });
});
