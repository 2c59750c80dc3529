/**
 * Keyboard rules of the viewer (SPEC 2 "Keyboard" and "Protection"), as pure functions for unit tests.
 */

/** The subset of a KeyboardEvent the rules read. */
export interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
}

/** Viewer commands bound to keys. */
export type ViewerCommand = 'prev' | 'next' | 'close' | 'zoomIn' | 'zoomOut' | 'resetZoom' | 'fullscreen';

/**
 * True for the shortcuts the viewer blocks while open: Ctrl+S, Ctrl+P, Ctrl+U, Ctrl+C (save, print, view
 * source, copy), F12 and Ctrl+Shift+I/J/C (developer tools). Cmd counts as Ctrl on macOS.
 */
export function isBlockedShortcut(e: KeyLike): boolean {
  if (e.key === 'F12') return true;
  if (!(e.ctrlKey || e.metaKey)) return false;
  const key = e.key.toLowerCase();
  if (e.shiftKey) return key === 'i' || key === 'j' || key === 'c';
  return key === 's' || key === 'p' || key === 'u' || key === 'c';
}

/** The command of a key press, or null. Modified presses are left alone (browser shortcuts, blocked ones). */
export function commandForKey(e: KeyLike): ViewerCommand | null {
  if (e.ctrlKey || e.metaKey) return null;
  switch (e.key) {
    case 'ArrowLeft':
    case 'PageUp':
      return 'prev';
    case 'ArrowRight':
    case 'PageDown':
      return 'next';
    case 'Escape':
      return 'close';
    case '+':
    case '=':
      return 'zoomIn';
    case '-':
      return 'zoomOut';
    case '0':
      return 'resetZoom';
    case 'f':
    case 'F':
      return 'fullscreen';
    default:
      return null;
  }
}
