import { useState, type ReactElement } from 'react';
import { Button, Card, Row } from '../../../components/ui';
import { StateBlock } from '@exam/shared-ui/state-block';
import { useAdminTestQuery } from '../api/tests-api';
import { TestEditor } from '../components/test-editor';

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

  if (!query.data || !fresh)
    return (
      <Card>
        <Row style={{ marginBottom: 12 }}>
          <Button type="button" $small $variant="ghost" onClick={onBack}>
            ← All tests
          </Button>
        </Row>
        <StateBlock
          query={{ data: fresh ? query.data : undefined, isError: query.isError, refetch }}
          texts={{ loading: 'Loading the test...', error: 'Failed to load the test' }}
        />
      </Card>
    );
  return (
    <TestEditor
      key={query.data.id}
      test={query.data}
      reload={() => refetch().unwrap()}
      onBack={onBack}
      onAttempts={onAttempts}
    />
  );
}
