/**
 * The Tests tab's view in the address: `?tab=tests` the list, `&test=<id>` a test's editor, `&view=attempts`
 * its attempts and statistics.
 */

/** What the Tests tab shows: the list, one test's editor, or one test's attempts and statistics. */
export type TestsView = { page: 'list' } | { page: 'editor' | 'attempts'; testId: string };

/** The view named by the address (`?tab=tests&test=<id>&view=attempts`; no `test`: the list). */
export function viewOf(params: URLSearchParams): TestsView {
  const testId = params.get('test');
  if (!testId) return { page: 'list' };
  return { page: params.get('view') === 'attempts' ? 'attempts' : 'editor', testId };
}

/** `params` naming `view` (the other parameters kept). */
export function withView(params: URLSearchParams, view: TestsView): URLSearchParams {
  const copy = new URLSearchParams(params);
  copy.delete('test');
  copy.delete('view');
  if (view.page !== 'list') {
    copy.set('test', view.testId);
    if (view.page === 'attempts') copy.set('view', 'attempts');
  }
  return copy;
}

/** Whether two views show the same thing. */
export const same = (a: TestsView, b: TestsView): boolean =>
  a.page === b.page && (a.page === 'list' || (b.page !== 'list' && a.testId === b.testId));
