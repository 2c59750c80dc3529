import { useCallback, useEffect, useRef, useState, type ReactElement } from 'react';
import { useSearchParams } from '@exam/web-platform/router';
import { mayLeave } from '../../../lib/leave-guard';
import { TestEditorPage } from './test-editor-page';
import { TestResultsPage } from './test-results-page';
import { TestsList } from './tests-list';
import { same, viewOf, withView, type TestsView } from '../lib/tests-view';

/**
 * The admin's Tests tab (docs/domains/exams.md "Online tests"): the list of tests, a test's editor, or its
 * attempts and statistics. The view lives in the address (a reload or a shared link keeps it, Back returns to
 * the list); a change of address while the editor holds unsaved edits (the browser's Back) asks first and, if
 * the admin stays, puts the editor's address back.
 */
export function TestsTab(): ReactElement {
  const [params, setParams] = useSearchParams();
  const fromUrl = viewOf(params);
  const [shown, setShown] = useState<TestsView>(fromUrl);
  // The tab's own navigation, until the address has caught up with it (it was asked about already).
  const pending = useRef<TestsView | null>(null);

  const go = useCallback(
    (next: TestsView) => {
      pending.current = next;
      setShown(next);
      setParams((p) => withView(p, next));
    },
    [setParams],
  );

  useEffect(() => {
    if (same(fromUrl, shown)) {
      pending.current = null;
      return;
    }
    if (pending.current && same(pending.current, shown)) return;
    if (mayLeave()) setShown(fromUrl);
    else setParams((p) => withView(p, shown), { replace: true });
  }, [fromUrl, shown, setParams]);

  if (shown.page === 'editor')
    return (
      <TestEditorPage
        testId={shown.testId}
        onBack={() => go({ page: 'list' })}
        onAttempts={() => go({ page: 'attempts', testId: shown.testId })}
      />
    );
  if (shown.page === 'attempts')
    return (
      <TestResultsPage
        testId={shown.testId}
        onBack={() => go({ page: 'list' })}
        onEdit={() => go({ page: 'editor', testId: shown.testId })}
      />
    );
  return (
    <TestsList
      onEdit={(testId) => go({ page: 'editor', testId })}
      onAttempts={(testId) => go({ page: 'attempts', testId })}
    />
  );
}
