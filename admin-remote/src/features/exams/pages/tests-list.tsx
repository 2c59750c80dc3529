import { useState, type ReactElement } from 'react';
import { notify } from '@exam/web-platform/client';
import type { AdminTestSummary } from '@exam/shared-contracts/exams';
import { StateBlock } from '@exam/shared-ui/state-block';
import { Button, Card, CardHeader } from '../../../components/ui';
import { useBusyAction } from '../../../hooks/use-busy-action';
import {
  useAdminTestsQuery,
  useDeleteTestMutation,
  usePublishTestMutation,
  useUnpublishTestMutation,
} from '../api/tests-api';
import { MakeTestDialog } from '../components/make-test-dialog';
import { TestsTable, type TestRowBusy } from '../components/tests-table';
import { publishQuestion } from '../lib/publish-question';

/**
 * The list of online tests: every test with its book, status and counts; Edit, Publish/Unpublish,
 * Attempts and Delete (after a confirmation; the API refuses a test with attempts, and its reason is the
 * toast); "Make a test" opens the dialog and then the new draft's editor.
 */
export function TestsList({
  onEdit,
  onAttempts,
}: {
  onEdit: (id: string) => void;
  onAttempts: (id: string) => void;
}): ReactElement {
  const query = useAdminTestsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [making, setMaking] = useState(false);
  const { busy, run } = useBusyAction<NonNullable<TestRowBusy>>();
  const [publish] = usePublishTestMutation();
  const [unpublish] = useUnpublishTestMutation();
  const [remove] = useDeleteTestMutation();

  const setPublished = (t: AdminTestSummary, next: boolean) => {
    if (next && !window.confirm(publishQuestion(t))) return;
    void run(
      { id: t.id, action: next ? 'publish' : 'unpublish' },
      () => (next ? publish(t.id) : unpublish(t.id)).unwrap(),
      {
        success: next ? `"${t.title}" published` : `"${t.title}" unpublished`,
        failure: next ? 'Failed to publish the test' : 'Failed to unpublish the test',
      },
    );
  };

  const deleteTest = (t: AdminTestSummary) => {
    if (!window.confirm(`Are you sure you want to delete the test "${t.title}"?`)) return;
    void run({ id: t.id, action: 'delete' }, () => remove(t.id).unwrap(), {
      success: 'Test deleted successfully',
      failure: 'Failed to delete the test',
    });
  };

  return (
    <Card aria-labelledby="tests-title">
      <CardHeader>
        <h2 id="tests-title">Online tests</h2>
        <Button type="button" $variant="primary" onClick={() => setMaking(true)}>
          + Make a test
        </Button>
      </CardHeader>
      <StateBlock
        query={query}
        texts={{
          loading: 'Loading tests...',
          error: 'Failed to load tests',
          empty: 'No tests yet: make one from a test-series book',
        }}
      >
        {(tests) => (
          <TestsTable
            tests={tests}
            busy={busy}
            onEdit={(t) => onEdit(t.id)}
            onAttempts={(t) => onAttempts(t.id)}
            onPublish={setPublished}
            onDelete={deleteTest}
          />
        )}
      </StateBlock>
      {making && (
        <MakeTestDialog
          onClose={() => {
            setMaking(false);
            // A job left running may have made its test meanwhile.
            void query.refetch();
          }}
          onMade={(testId, found) => {
            setMaking(false);
            notify.success(`Test made: ${found} questions found`);
            onEdit(testId);
          }}
        />
      )}
    </Card>
  );
}
