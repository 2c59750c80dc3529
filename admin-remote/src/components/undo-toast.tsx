import { ADMIN_UNDO } from '@exam/shared-contracts/constants';
import { notify } from '@exam/web-platform/client';
import type { SnackbarKey } from 'notistack';

/** Dark text on white: readable on every toast colour (AA), and clearly a button inside the toast. */
const BUTTON_STYLE = {
  marginLeft: 8,
  padding: '4px 12px',
  border: 'none',
  borderRadius: 6,
  background: '#ffffff',
  color: '#0f172a',
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
} as const;

/**
 * A success toast with an Undo button, shown for `ADMIN_UNDO.toastMs` (5 s: approve and
 * deactivate can be taken back). Clicking Undo closes the toast and calls `onUndo` once. Goes through
 * `notify` to the one toaster. Returns the toast's key.
 */
export function notifyUndoable(message: string, onUndo: () => void): SnackbarKey {
  return notify.custom(message, {
    variant: 'success',
    autoHideDuration: ADMIN_UNDO.toastMs,
    action: (key) => (
      <button
        type="button"
        style={BUTTON_STYLE}
        onClick={() => {
          notify.close(key);
          onUndo();
        }}
      >
        Undo
      </button>
    ),
  });
}
