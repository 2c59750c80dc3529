import { useEffect, useState, type ReactElement } from 'react';
import { errorMessage, notify } from '@exam/web-platform/client';
import type { AdminPaymentsQuery } from '@exam/shared-contracts/purchases';
import { Button, Card, CardHeader, Input, Muted, Row, Select } from '../../../../components/ui';
import { Pager } from '../../../../components/pager';
import { StateBlock, type StateTexts } from '@exam/shared-ui/state-block';
import { useBusyAction } from '../../../../hooks/use-busy-action';
import { downloadFile } from '../../../../lib/http';
import {
  useAdminPaymentsQuery,
  useApprovePaymentMutation,
  useRejectPaymentMutation,
  useUndoApprovePaymentMutation,
} from '../api/payments-api';
import { PaymentsTable, type RowBusy } from '../components/payments-table';
import { RejectDialog } from '../components/reject-dialog';
import { TemplatesDialog } from '../components/templates-dialog';
import { useTableKeys } from '../hooks/use-table-keys';
import { exportPath } from '../lib/export-path';
import { MATCH_FILTERS } from '../lib/match-view';
import { paymentRow } from '../lib/payment-row';
import { firstSelection, moveSelection, nextPendingId } from '../lib/row-navigation';
import { useRejectionTemplatesQuery } from '../api/rejection-templates-api';

/** The texts of Recent Payments' states (docs/domains/operations.md "Admin screens", "Errors"). */
const TEXTS: StateTexts = {
  loading: 'Loading payments...',
  error: 'Failed to load payments',
  empty: 'No payments found',
};

/** Rows per page of the payments list. */
const PAGE_SIZE = 20;
/** Wait after the last keystroke before searching, so typing a UTR sends one request, not twelve. */
const SEARCH_DEBOUNCE_MS = 300;

type StatusFilter = NonNullable<AdminPaymentsQuery['status']>;
type MatchFilter = NonNullable<AdminPaymentsQuery['match']> | '';

/**
 * The Payments tab (docs/domains/operations.md "Payments", "Rules and limits", "Errors"): Recent Payments
 * filtered by status (pending by default) and by match against the bank statements, searched on the server by
 * UTR, e-mail or book; approve (with Undo for 5 s), or reject with a template reason and a note; Export CSV
 * downloads the rows of the current filter and search.
 */
export function PaymentsTab(): ReactElement {
  // The rejection reasons are fetched with the tab, so the reject dialog opens with its list complete (a
  // key pressed in it at once must not meet a list that is still loading).
  useRejectionTemplatesQuery();
  const [status, setStatus] = useState<StatusFilter>('pending');
  const [match, setMatch] = useState<MatchFilter>('');
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const { busy, run, undoLast } = useBusyAction<NonNullable<RowBusy>>();
  const [exporting, setExporting] = useState(false);
  const [rejecting, setRejecting] = useState<{ id: string; utr: string } | null>(null);
  const [editingTemplates, setEditingTemplates] = useState(false);

  // Only a changed search goes back to page 1: an unconditional timer would also fire 300 ms after the tab
  // opens and undo a quick click on Next.
  useEffect(() => {
    const next = search.trim();
    if (next === q) return undefined;
    const timer = window.setTimeout(() => {
      setQ(next);
      setPage(1);
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [search, q]);

  const query = useAdminPaymentsQuery({
    status,
    q: q || undefined,
    match: match || undefined,
    page,
    limit: PAGE_SIZE,
  });
  const [approve] = useApprovePaymentMutation();
  const [reject] = useRejectPaymentMutation();
  const [undoApprove] = useUndoApprovePaymentMutation();

  // Keyboard selection: kept by id; when it is not on this page, the first pending row.
  const rows = (query.data?.payments ?? []).map(paymentRow);
  const [picked, setPicked] = useState<string | null>(null);
  const selected = rows.some((r) => r.id === picked) ? picked : firstSelection(rows);

  const onApprove = (id: string) => {
    setPicked(nextPendingId(rows, id));
    return run({ id, action: 'approve' }, () => approve(id).unwrap(), {
      success: 'Payment approved successfully',
      failure: 'Failed to approve payment',
      undo: {
        action: () => undoApprove(id).unwrap(),
        done: 'Approval undone: the payment is pending again',
        failure: 'Could not undo the approval',
      },
    });
  };

  const onReject = (id: string, reason: string) => {
    setRejecting(null);
    setPicked(nextPendingId(rows, id));
    return run({ id, action: 'reject' }, () => reject({ id, reason: reason || undefined }).unwrap(), {
      success: 'Payment rejected successfully',
      failure: 'Failed to reject payment',
    });
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadFile(exportPath({ status, match, q }), 'payments.csv');
      notify.success('Payments exported successfully');
    } catch (error) {
      notify.error(errorMessage(error, 'Failed to export payments'));
    } finally {
      setExporting(false);
    }
  };

  useTableKeys(!rejecting && !editingTemplates && busy === null, (key) => {
    if (key === 'u') return void undoLast();
    if (key === 'j' || key === 'k') return setPicked(moveSelection(rows, selected, key === 'j' ? 1 : -1));
    const row = rows.find((r) => r.id === selected);
    if (!row?.reviewable) return;
    if (key === 'a') void onApprove(row.id);
    else setRejecting({ id: row.id, utr: row.utr });
  });

  return (
    <Card>
      <CardHeader>
        <h2>Recent Payments</h2>
        <Row>
          <Input
            type="search"
            aria-label="Search payments"
            placeholder="Search UTR, e-mail or book"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            style={{ width: 260 }}
          />
          <Select
            aria-label="Status filter"
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as StatusFilter);
              setPage(1);
            }}
            style={{ width: 150 }}
          >
            <option value="pending">Pending</option>
            <option value="approved">Approved</option>
            <option value="rejected">Rejected</option>
            <option value="all">All</option>
          </Select>
          <Select
            aria-label="Match filter"
            value={match}
            onChange={(e) => {
              setMatch(e.target.value as MatchFilter);
              setPage(1);
            }}
            style={{ width: 170 }}
          >
            {MATCH_FILTERS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
          <Button type="button" onClick={() => setEditingTemplates(true)}>
            Rejection reasons
          </Button>
          <Button type="button" onClick={exportCsv} disabled={exporting}>
            {exporting ? 'Exporting...' : 'Export CSV'}
          </Button>
        </Row>
      </CardHeader>
      <StateBlock query={query} texts={TEXTS} isEmpty={(d) => d.payments.length === 0}>
        {(d) => (
          <PaymentsTable
            payments={d.payments}
            busy={busy}
            stale={query.isFetching}
            onApprove={onApprove}
            onReject={(id, utr) => setRejecting({ id, utr })}
            selectedId={selected}
            onSelect={setPicked}
          />
        )}
      </StateBlock>
      <Muted style={{ marginTop: 8 }}>
        Keys: <kbd>j</kbd>/<kbd>k</kbd> move, <kbd>a</kbd> approves, <kbd>r</kbd> rejects the selected row,{' '}
        <kbd>u</kbd> undoes an approval while its toast is shown.
      </Muted>
      <Pager
        page={page}
        total={query.data?.total ?? 0}
        pageSize={PAGE_SIZE}
        noun="payments"
        onPage={setPage}
      />
      {editingTemplates && <TemplatesDialog onClose={() => setEditingTemplates(false)} />}
      {rejecting && (
        <RejectDialog
          utr={rejecting.utr}
          onCancel={() => setRejecting(null)}
          onConfirm={(reason) => onReject(rejecting.id, reason)}
        />
      )}
    </Card>
  );
}
