import { lazy, Suspense, useEffect, useState, type ReactElement } from 'react';
import { Button, Card, Row } from '../../../components/ui';
import { StateBlock } from '@exam/shared-ui/state-block';
import { useAdminTestQuery } from '../api/tests-api';

// The editor (pages, regions, drag, the key) is the largest part of the admin: its own chunk, fetched
// while the test loads, so the dashboard a signed-in admin opens first does not carry it.
const loadEditor = () => import('../components/test-editor');
const TestEditor = lazy(() => loadEditor().then((m) => ({ default: m.TestEditor })));

/**
 * The editor of test `testId`. It starts from a copy fetched after it opened (never from an older cached
 * one, since the edit is saved whole); until then the loading text, or the failure with Retry, with a way
 * back to the list. The editor is keyed by the test's id: another test starts a new edit.
 */
export function TestEditorPage({
  testId,
  onBack,
  onAttempts,
}: {
  testId: string;
  onBack: () => void;
  onAttempts: () => void;
}): ReactElement {
  const query = useAdminTestQuery(testId, { refetchOnMountOrArgChange: true });
  const [openedAt] = useState(() => Date.now());
  const fresh = (query.fulfilledTimeStamp ?? 0) >= openedAt;
  const { refetch } = query;

  useEffect(() => {
    void loadEditor();
  }, []);

  // Until a fresh copy and the editor's code are both here: the loading text (or the failure, with Retry).
  const waiting = (data: typeof query.data) => (
    <Card>
      <Row style={{ marginBottom: 12 }}>
        <Button type="button" $size="small" $variant="ghost" onClick={onBack}>
          ← All tests
        </Button>
      </Row>
      <StateBlock
        query={{ data, isError: query.isError, refetch }}
        texts={{ loading: 'Loading the test...', error: 'Failed to load the test' }}
      />
    </Card>
  );
  if (!query.data || !fresh) return waiting(fresh ? query.data : undefined);
  return (
    <Suspense fallback={waiting(undefined)}>
      <TestEditor
        key={query.data.id}
        test={query.data}
        reload={() => refetch().unwrap()}
        onBack={onBack}
        onAttempts={onAttempts}
      />
    </Suspense>
  );
}
