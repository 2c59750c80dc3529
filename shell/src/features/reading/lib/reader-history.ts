import { historyEntry } from '@exam/web-platform/client';

/** The reader's entry in the browser history: Back closes the viewer first (see `historyEntry`). */
const readerEntry = historyEntry('__examReader');

/** True when the current history entry is the one {@link pushReaderEntry} added. */
export const onReaderEntry = readerEntry.isCurrent;

/** Adds the reader's history entry, so the next Back closes the viewer instead of leaving the page. */
export const pushReaderEntry = readerEntry.push;

/** Removes the marker from the current entry (one left by a reload while reading), keeping the rest. */
export const dropReaderEntry = readerEntry.drop;
