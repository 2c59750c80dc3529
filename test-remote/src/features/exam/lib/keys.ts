/**
 * The shortcuts the exam screen blocks (the reader's protection rules, SPEC 2 "Protection"): Ctrl+S, Ctrl+P,
 * Ctrl+U, Ctrl+C (save, print, view source, copy), F12 and Ctrl+Shift+I/J/C (developer tools). Cmd counts
 * as Ctrl on macOS. A copy of reader-remote's rule: remotes never import each other.
 */
export interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
}

/** True for a key press the exam screen swallows. */
export function isBlockedShortcut(e: KeyLike): boolean {
  if (e.key === 'F12') return true;
  if (!(e.ctrlKey || e.metaKey)) return false;
  const key = e.key.toLowerCase();
  if (e.shiftKey) return key === 'i' || key === 'j' || key === 'c';
  return key === 's' || key === 'p' || key === 'u' || key === 'c';
}
