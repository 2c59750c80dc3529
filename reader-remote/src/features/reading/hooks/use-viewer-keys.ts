import { useEffect, useRef } from 'react';
import { isBlockedShortcut } from '@exam/shared-contracts/rules';
import { commandForKey, type ViewerCommand } from '../lib/keys';

/**
 * Binds the viewer's keys at window level while it is mounted (docs/domains/reading.md "Keyboard"), and
 * blocks the protected shortcuts, the context menu and dragging (docs/domains/reading.md "Protection").
 * Typing in a text field (the page number) keeps its keys, except the blocked shortcuts and Escape.
 */
export function useViewerKeys(onCommand: (command: ViewerCommand) => void): void {
  const handler = useRef(onCommand);
  handler.current = onCommand;

  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (isBlockedShortcut(e)) {
        e.preventDefault();
        e.stopPropagation();
        return;
      }
      const command = commandForKey(e);
      if (!command) return;
      const target = e.target as HTMLElement | null;
      const typing =
        target?.tagName === 'INPUT' || target?.tagName === 'TEXTAREA' || target?.isContentEditable;
      if (typing && command !== 'close') return;
      e.preventDefault();
      handler.current(command);
    };
    const block = (e: Event) => e.preventDefault();
    // Capture phase: the shell's own handlers never see a blocked shortcut first.
    window.addEventListener('keydown', onKeyDown, true);
    window.addEventListener('contextmenu', block, true);
    window.addEventListener('dragstart', block, true);
    return () => {
      window.removeEventListener('keydown', onKeyDown, true);
      window.removeEventListener('contextmenu', block, true);
      window.removeEventListener('dragstart', block, true);
    };
  }, []);
}
