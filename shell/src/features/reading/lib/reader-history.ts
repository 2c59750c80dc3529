import { historyEntry } from '@exam/shared-contracts/client';

/** The reader's entry in the browser history: Back closes the viewer first (see `historyEntry`). */
const readerEntry = historyEntry('__examReader');

/** True when the current history entry is the one {@link pushReaderEntry} added. */
export const onReaderEntry = readerEntry.isCurrent;

/** Adds the reader's history entry, so the next Back closes the viewer instead of leaving the page. */
export const pushReaderEntry = readerEntry.push;

/** Removes the marker from the current entry (one left by a reload while reading), keeping the rest. */
export const dropReaderEntry = readerEntry.drop;

/**
 * Marks every sibling of `element` inert (no focus, no clicks, hidden from assistive technology) and
 * returns the function that restores them: the page behind a modal viewer.
 */
export function inertSiblings(element: HTMLElement): () => void {
  const changed: Element[] = [];
  for (const sibling of Array.from(element.parentElement?.children ?? [])) {
    if (sibling === element || sibling.hasAttribute('inert')) continue;
    sibling.setAttribute('inert', '');
    changed.push(sibling);
  }
  return () => changed.forEach((el) => el.removeAttribute('inert'));
}
