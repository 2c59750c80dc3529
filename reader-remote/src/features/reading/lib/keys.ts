import type { KeyLike } from '@exam/shared-contracts/rules';

/**
 * Keyboard rules of the viewer (docs/domains/reading.md "Keyboard"), as pure functions for unit tests. The
 * blocked shortcuts ("Protection") are the shared rule `isBlockedShortcut` (shared-contracts rules), which
 * the exam screen uses too.
 */

/** Viewer commands bound to keys. */
export type ViewerCommand = 'prev' | 'next' | 'close' | 'zoomIn' | 'zoomOut' | 'resetZoom' | 'fullscreen';

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
