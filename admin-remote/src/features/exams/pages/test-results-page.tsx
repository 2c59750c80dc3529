import { useState, type ReactElement } from 'react';
import { errorMessage, notify } from '@exam/web-platform/client';
import { adminTestPaths } from '@exam/shared-contracts/constants';
import type { AdminAttempt, QuestionStats } from '@exam/shared-contracts/exams';
import { StateBlock } from '@exam/shared-ui/state-block';
import { Badge, Button, Card, CardHeader, Muted, Row } from '../../../components/ui';
import { downloadFile } from '../../../lib/http';
import { formatDateTime } from '../../../lib/format';
import {
  useAdminTestQuery,
  useIncludeAttemptMutation,
  useTestAttemptsQuery,
  useTestStatsQuery,
} from '../api/tests-api';
import { AdjustTimeDialog } from '../components/adjust-time-dialog';
import { AttemptsTable } from '../components/attempts-table';
import { ExcludeAttemptDialog } from '../components/exclude-attempt-dialog';
import { FlaggedAttempts, underReviewRows } from '../components/flagged-attempts';
import { KeyCorrectionDialog } from '../components/key-correction-dialog';
import { StatsTable } from '../components/stats-table';
import { keyDoubt } from '../lib/stats-view';
import { Stack } from '../components/stack';

/**
 * A test's attempts and statistics: the attempts that look made to move ranks (flagged, with the reasons)
 * with Exclude / Put back; the attempts table with Export CSV, Adjust time and Exclude; per-question
 * statistics with the questions whose key looks wrong flagged; key correction (new key, drop, undo) that
 * re-scores and re-ranks every attempt, after which "Key revised on <date>" shows. Lists are fetched again
 * each time the page opens (students' attempts change them).
 */
export function TestResultsPage({
  testId,
  onBack,
  onEdit,
}: {
  testId: string;
  onBack: () => void;
  onEdit: () => void;
}): ReactElement {
  const test = useAdminTestQuery(testId, { refetchOnMountOrArgChange: true });
  const attempts = useTestAttemptsQuery(testId, { refetchOnMountOrArgChange: true });
  const stats = useTestStatsQuery(testId, { refetchOnMountOrArgChange: true });
  const [exporting, setExporting] = useState(false);
  const [adjusting, setAdjusting] = useState<AdminAttempt | null>(null);
  const [correcting, setCorrecting] = useState<QuestionStats | null>(null);
  const [excluding, setExcluding] = useState<AdminAttempt | null>(null);
  const [include, { isLoading: including }] = useIncludeAttemptMutation();

  /** Puts an excluded attempt back in the ranks, or keeps a flagged one (its review is then decided). */
  const putBack = async (a: AdminAttempt) => {
    try {
      await include({ testId, attemptId: a.attemptId }).unwrap();
      notify.success(
        a.decision === 'excluded'
          ? `${a.user.name}'s attempt is back in the ranks`
          : `${a.user.name}'s attempt is kept in the ranks`,
      );
    } catch (error) {
      notify.error(errorMessage(error, 'Failed to put the attempt back'));
    }
  };
  const reviewRows = attempts.data ? underReviewRows(attempts.data) : [];
  const pending = reviewRows.filter((a) => a.decision === null && a.inRanks).length;

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadFile(adminTestPaths.adminTestAttemptsCsv(testId), 'test-attempts.csv');
      notify.success('Attempts exported successfully');
    } catch (error) {
      notify.error(errorMessage(error, 'Failed to export the attempts'));
    } finally {
      setExporting(false);
    }
  };

  const statsData = stats.data;
  const flagged = statsData ? statsData.questions.filter((q) => keyDoubt(q, String) !== null).length : 0;
  const question = correcting && test.data?.questions.find((q) => q.number === correcting.number);

  return (
    <Stack>
      <Card aria-labelledby="results-title">
        <Row style={{ justifyContent: 'space-between', marginBottom: 8 }}>
          <Button type="button" $size="small" $variant="ghost" onClick={onBack}>
            ← All tests
          </Button>
          <Button type="button" $size="small" onClick={onEdit}>
            Edit the test
          </Button>
        </Row>
        <StateBlock query={test} texts={{ loading: 'Loading the test...', error: 'Failed to load the test' }}>
          {(t) => (
            <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 6 }}>
              <h2 id="results-title" style={{ margin: 0, fontSize: '1.2rem', overflowWrap: 'anywhere' }}>
                Attempts: {t.title}
              </h2>
              <Row>
                <Badge $tone={t.status === 'published' ? 'success' : 'neutral'}>
                  {t.status === 'published' ? 'Published' : 'Draft'}
                </Badge>
                <Muted>
                  {t.questions.length} questions · {Math.round(t.durationSeconds / 60)} minutes
                </Muted>
              </Row>
              {t.keyRevisedAt && (
                <Muted data-testid="key-revised">Key revised on {formatDateTime(t.keyRevisedAt)}</Muted>
              )}
            </div>
          )}
        </StateBlock>
      </Card>
      {reviewRows.length > 0 && (
        <Card aria-labelledby="flagged-title" data-testid="flagged-attempts">
          <CardHeader>
            <h2 id="flagged-title">Flagged attempts</h2>
            <Muted>{pending} under review · flags exclude nothing until you decide</Muted>
          </CardHeader>
          <FlaggedAttempts
            attempts={attempts.data ?? []}
            busy={including}
            onExclude={setExcluding}
            onPutBack={(a) => void putBack(a)}
          />
        </Card>
      )}
      <Card aria-labelledby="attempts-title">
        <CardHeader>
          <h2 id="attempts-title">Attempts</h2>
          <Button
            type="button"
            onClick={() => void exportCsv()}
            disabled={exporting || !attempts.data?.length}
          >
            {exporting ? 'Exporting...' : 'Export CSV'}
          </Button>
        </CardHeader>
        <StateBlock
          query={attempts}
          texts={{
            loading: 'Loading attempts...',
            error: 'Failed to load the attempts',
            empty: 'No attempts yet',
          }}
        >
          {(rows) => (
            <AttemptsTable
              attempts={rows}
              busy={including}
              onAdjust={setAdjusting}
              onExclude={setExcluding}
              onPutBack={(a) => void putBack(a)}
            />
          )}
        </StateBlock>
      </Card>
      <Card aria-labelledby="stats-title">
        <CardHeader>
          <h2 id="stats-title">Questions</h2>
          {stats.data && (
            <Muted>
              Over {stats.data.attempts} submitted attempt{stats.data.attempts === 1 ? '' : 's'}
              {flagged ? ` · ${flagged} to check` : ''}
            </Muted>
          )}
        </CardHeader>
        <StateBlock
          query={stats}
          texts={{
            loading: 'Loading statistics...',
            error: 'Failed to load the statistics',
            empty: 'No submitted attempts yet',
          }}
          isEmpty={(s) => s.attempts === 0 && s.questions.length === 0}
        >
          {(s) => (
            <>
              {s.attempts === 0 && (
                <Muted style={{ marginBottom: 8 }}>
                  No submitted attempts yet: the numbers fill in as students submit.
                </Muted>
              )}
              <StatsTable
                stats={s.questions}
                questions={test.data?.questions ?? []}
                onCorrect={setCorrecting}
              />
            </>
          )}
        </StateBlock>
      </Card>
      {adjusting && (
        <AdjustTimeDialog attempt={adjusting} testId={testId} onClose={() => setAdjusting(null)} />
      )}
      {excluding && (
        <ExcludeAttemptDialog attempt={excluding} testId={testId} onClose={() => setExcluding(null)} />
      )}
      {question && (
        <KeyCorrectionDialog
          testId={testId}
          question={question}
          submitted={stats.data?.attempts ?? 0}
          onClose={() => setCorrecting(null)}
        />
      )}
    </Stack>
  );
}
