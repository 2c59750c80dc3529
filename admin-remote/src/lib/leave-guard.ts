/**
 * Guards against leaving a tab with unsaved edits. A tab that holds edits registers a guard while it is
 * dirty; whatever would take the admin elsewhere inside the dashboard (another tab, the tab's own "back"
 * buttons) asks `mayLeave()` first. Reloads, closing the page and links out of the dashboard are caught by
 * the tab's own `beforeunload` and click listeners (hooks/use-leave-guard.ts).
 */

/** A guard: true when leaving is fine (nothing to lose, or the admin agreed to lose it). */
export type LeaveGuard = () => boolean;

const guards = new Set<LeaveGuard>();

/** Adds `guard` until the returned function is called. */
export function registerLeaveGuard(guard: LeaveGuard): () => void {
  guards.add(guard);
  return () => {
    guards.delete(guard);
  };
}

/** True when every registered guard lets the admin leave (each asks in turn; the first "no" stops). */
export function mayLeave(): boolean {
  for (const guard of guards) if (!guard()) return false;
  return true;
}
