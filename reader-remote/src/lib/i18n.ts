import { use } from 'react';
import { defineCatalog, useLang } from '@exam/web-platform/i18n';
import en from '../locales/en.json';
import type hi from '../locales/hi.json';

/** The reader's message ids: their English texts (the keys of its Hindi catalog). */
export type ReaderMessageId = keyof typeof hi;

/**
 * The reader's messages (the viewer, its panels, the standalone page), registered when the exposed
 * viewer loads (`./routes`, or `./PdfViewer` for an older shell): the reader is one lazily loaded remote, so
 * one catalog travels with it.
 * `useReaderT()` in components; `readerT` in helpers and hooks that build a message outside rendering.
 */
export const {
  ready: readerMessagesReady,
  useT: useReaderT,
  t: readerT,
} = defineCatalog<ReaderMessageId>(en, () => import('../locales/hi.json'));

// Known without React: once in, the reader renders at once instead of suspending on a settled promise.
let settled = false;
void readerMessagesReady.then(() => {
  settled = true;
});

/**
 * Suspends a Hindi reader until its Hindi messages are in (the slot's loading state stays up meanwhile),
 * so the reader never shows its English first. Returns at once in English, or once the messages are in
 * (or failed to load: then the reader shows its English).
 */
export function useReaderMessages(): void {
  if (useLang() === 'hi' && !settled) use(readerMessagesReady);
}
