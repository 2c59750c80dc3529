/** The subset of a KeyboardEvent the protection rule reads. */
export interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
}

/**
 * True for the shortcuts the reader and the exam screen block while open
 * (docs/domains/reading.md "Protection"): Ctrl+S, Ctrl+P, Ctrl+U, Ctrl+C (save, print, view source, copy),
 * F12 and Ctrl+Shift+I/J/C (developer tools). Cmd counts as Ctrl on macOS. One rule for both screens: remotes
 * never import each other.
 */
export function isBlockedShortcut(e: KeyLike): boolean {
  if (e.key === 'F12') return true;
  if (!(e.ctrlKey || e.metaKey)) return false;
  const key = e.key.toLowerCase();
  if (e.shiftKey) return key === 'i' || key === 'j' || key === 'c';
  return key === 's' || key === 'p' || key === 'u' || key === 'c';
}
