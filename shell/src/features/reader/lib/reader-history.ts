/**
 * The reader's entry in the browser history (Back closes the viewer first). The
 * entry keeps the page's URL and the router's own state, adding a marker, so the router sees the same
 * location when it is popped and the page behind stays as it was.
 */
const MARK = '__examReader';

/** True when the current history entry is the one {@link pushReaderEntry} added. */
export function onReaderEntry(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && MARK in state;
}

const baseState = (): Record<string, unknown> => {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null ? { ...(state as Record<string, unknown>) } : {};
};

/** Adds the reader's history entry, so the next Back closes the viewer instead of leaving the page. */
export function pushReaderEntry(): void {
  window.history.pushState({ ...baseState(), [MARK]: true }, '');
}

/** Removes the marker from the current entry (one left by a reload while reading), keeping the rest. */
export function dropReaderEntry(): void {
  if (!onReaderEntry()) return;
  const state = baseState();
  delete state[MARK];
  window.history.replaceState(state, '');
}

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
