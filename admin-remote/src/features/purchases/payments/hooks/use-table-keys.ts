import { useEffect, useEffectEvent } from 'react';

/** The keys of the payments table (`u` undoes an approval). */
export type TableKey = 'j' | 'k' | 'a' | 'r' | 'u';

const KEYS: ReadonlySet<string> = new Set<TableKey>(['j', 'k', 'a', 'r', 'u']);

/** True when typing goes into a field (or a dialog is open over the table), where letters must stay letters. */
function typingTarget(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el || typeof el.closest !== 'function') return false;
  return Boolean(el.closest('input, textarea, select, [contenteditable="true"], [role="dialog"]'));
}

/**
 * Calls `onKey` for j, k, a, r and u pressed anywhere on the page, unless `enabled` is false (a dialog is open),
 * a modifier is held, or the focus is in a form field. The key's default action is prevented, so the letter
 * never lands in a dialog that the key opens.
 */
export function useTableKeys(enabled: boolean, onKey: (key: TableKey) => void): void {
  const handle = useEffectEvent((e: KeyboardEvent) => {
    if (!enabled || e.ctrlKey || e.metaKey || e.altKey || e.repeat || typingTarget(e.target)) return;
    const key = e.key.toLowerCase();
    if (!KEYS.has(key)) return;
    e.preventDefault();
    onKey(key as TableKey);
  });
  useEffect(() => {
    const listener = (e: KeyboardEvent) => handle(e);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);
}
