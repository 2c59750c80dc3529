/**
 * A browser-history entry an overlay adds while it is open, so the next Back closes the overlay instead of
 * leaving the page (the reader, an enlarged question). The entry keeps the page's URL and the router's own
 * state, adding the marker `mark`, so the router sees the same location when it is popped.
 */
export interface HistoryEntry {
  /** Adds the entry (call when the overlay opens). */
  push(): void;
  /** True while the current entry is this one (false once Back has popped it). */
  isCurrent(): boolean;
  /** Removes the marker from the current entry (one left by a reload), keeping the rest of its state. */
  drop(): void;
}

const stateOf = (): Record<string, unknown> => {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null ? { ...(state as Record<string, unknown>) } : {};
};

/** The history entry of an overlay marked `mark` (a key no other state uses). */
export function historyEntry(mark: string): HistoryEntry {
  const isCurrent = () => mark in stateOf();
  return {
    push: () => window.history.pushState({ ...stateOf(), [mark]: true }, ''),
    isCurrent,
    drop: () => {
      if (!isCurrent()) return;
      const state = stateOf();
      delete state[mark];
      window.history.replaceState(state, '');
    },
  };
}
