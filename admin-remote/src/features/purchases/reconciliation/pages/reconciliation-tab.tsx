import type { ReactElement } from 'react';
import { Button, Card, CardHeader, Grid, Muted, Row } from '../../../../components/ui';
import { StatCard } from '../../../../components/stat-card';
import { StateBlock } from '@exam/shared-ui/state-block';
import { useBusyAction } from '../../../../hooks/use-busy-action';
import {
  useApproveMatchedMutation,
  useReconciliationQuery,
  useSaveReconciliationSettingsMutation,
} from '../api/reconciliation-api';
import { ImportCard } from '../components/import-card';
import { MappingForm } from '../components/mapping-form';
import { UnmatchedCredits } from '../components/unmatched-credits';

/**
 * The Reconciliation tab: import a bank statement, see the pending payments per match state,
 * approve all matched ones with one click, the unmatched credit lines, the auto-approve setting and the
 * column mapping for other banks.
 */
export function ReconciliationTab(): ReactElement {
  const query = useReconciliationQuery();
  const [approveMatched] = useApproveMatchedMutation();
  const [saveSettings, settingsState] = useSaveReconciliationSettingsMutation();
  const { busy, run } = useBusyAction<'approve'>();

  return (
    <StateBlock
      query={query}
      texts={{ loading: 'Loading reconciliation...', error: 'Failed to load reconciliation' }}
      isEmpty={() => false}
    >
      {(d) => (
        <div style={{ display: 'grid', gap: 20 }}>
          <ImportCard mappings={d.mappings} />
          <Card>
            <CardHeader>
              <h2>Pending payments against the statements</h2>
              <Button
                type="button"
                $variant="success"
                disabled={busy !== null || d.pending.matched === 0}
                onClick={() =>
                  run('approve', () => approveMatched().unwrap(), {
                    success: `Approved ${d.pending.matched} matched payment${d.pending.matched === 1 ? '' : 's'}`,
                    failure: 'Failed to approve matched payments',
                  })
                }
              >
                {busy ? 'Approving...' : `Approve all matched (${d.pending.matched})`}
              </Button>
            </CardHeader>
            <Grid $min={180}>
              <StatCard label="Matched" value={String(d.pending.matched)} />
              <StatCard label="Amount mismatch" value={String(d.pending.amount_mismatch)} />
              <StatCard label="Not in statement" value={String(d.pending.not_in_statement)} />
              <StatCard label="No statement yet" value={String(d.pending.unchecked)} />
            </Grid>
            <Row style={{ marginTop: 16 }}>
              <label>
                <input
                  type="checkbox"
                  checked={d.settings.autoApproveMatched}
                  disabled={settingsState.isLoading}
                  onChange={(e) => saveSettings({ autoApproveMatched: e.target.checked })}
                />{' '}
                Approve exact matches automatically when a statement is imported
              </label>
            </Row>
            <Muted style={{ marginTop: 8 }}>
              Matched: a credit line has the UTR and the same amount. Not in statement: the statements cover
              the day of the payment and the day after, without its UTR.
            </Muted>
          </Card>
          <UnmatchedCredits lines={d.unmatchedCredits} />
          <MappingForm mappings={d.mappings} />
        </div>
      )}
    </StateBlock>
  );
}
