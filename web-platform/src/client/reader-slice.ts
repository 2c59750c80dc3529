import { createSlice, type PayloadAction } from '@exam/web-platform/redux';

/** What the store asks the shell to open in the reader overlay (the viewer's props,
 * docs/domains/reading.md "The viewer", plus the book id). */
export interface ReaderRequest {
  bookId: string;
  pdfUrl: string;
  title: string;
}

export interface ReaderState {
  open: ReaderRequest | null;
}

const initialState: ReaderState = { open: null };

/**
 * The reader overlay's state. Remotes never import each other (docs/architecture.md "The pieces"): the store
 * dispatches `openReader`, the shell renders the overlay and lazy-loads reader-remote.
 */
export const readerSlice = createSlice({
  name: 'reader',
  initialState,
  reducers: {
    openReader(state, action: PayloadAction<ReaderRequest>) {
      state.open = action.payload;
    },
    closeReader(state) {
      state.open = null;
    },
  },
  selectors: {
    selectOpenReader: (state) => state.open,
  },
});

export const { openReader, closeReader } = readerSlice.actions;
export const { selectOpenReader } = readerSlice.selectors;
