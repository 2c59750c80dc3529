import { AUDIT_ACTIONS } from '@exam/shared-contracts/constants';
import { useState, type ReactElement } from 'react';
import type { AuditAction, AuditLogEntry } from '@exam/shared-contracts/operations';
import { Card, CardHeader, Muted, Select } from '../../../../components/ui';
import { DataTable, type Column } from '@exam/shared-ui/table';
import { Pager } from '../../../../components/pager';
import { formatDateTime } from '../../../../lib/format';
import { StateBlock, type StateTexts } from '@exam/shared-ui/state-block';
import { useAuditLogQuery } from '../api/audit-log-api';
import { ACTION_LABELS, describeChange } from '../lib/audit-change';

/** The texts of the Audit Log's states (docs/domains/operations.md "Admin screens", "Errors"). */
const TEXTS: StateTexts = {
  loading: 'Loading audit log...',
  error: 'Failed to load the audit log',
  empty: 'No audit entries yet',
};

/** Rows per page of the audit log. */
const PAGE_SIZE = 20;

const COLUMNS: Column<AuditLogEntry>[] = [
  { header: 'When', cell: (e) => formatDateTime(e.createdAt), style: { whiteSpace: 'nowrap' } },
  {
    header: 'Who',
    cell: (e) => (
      <>
        <div style={{ fontWeight: 600 }}>{e.actor?.name ?? 'System'}</div>
        {e.actor?.email && <Muted>{e.actor.email}</Muted>}
      </>
    ),
  },
  { header: 'Action', cell: (e) => ACTION_LABELS[e.action] ?? e.action },
  {
    header: 'Target',
    cell: (e) => (
      <Muted style={{ fontFamily: 'ui-monospace, monospace' }}>
        {e.entity}/{e.entityId.slice(0, 8)}
      </Muted>
    ),
  },
  {
    header: 'Change',
    cell: (e) =>
      describeChange(e.before, e.after).map((line) => (
        <div key={line} style={{ fontSize: '0.85rem' }}>
          {line}
        </div>
      )),
  },
];

/**
 * The Audit Log tab (an addition to the first tabs, docs/domains/operations.md "Tabs"): every approve,
 * reject, role and status change, book create/edit/delete and payment settings change, newest first: when,
 * who, what (action and target row), before → after. Refetched each time the tab opens, filtered by action,
 * paged on the server.
 */
export function AuditLogTab(): ReactElement {
  const [action, setAction] = useState<AuditAction | ''>('');
  const [page, setPage] = useState(1);
  const query = useAuditLogQuery(
    { action: action || undefined, page, limit: PAGE_SIZE },
    { refetchOnMountOrArgChange: true },
  );
  return (
    <Card>
      <CardHeader>
        <h2>Audit Log</h2>
        <Select
          aria-label="Action filter"
          value={action}
          onChange={(e) => {
            setAction(e.target.value as AuditAction | '');
            setPage(1);
          }}
          style={{ width: 240 }}
        >
          <option value="">All actions</option>
          {AUDIT_ACTIONS.map((a) => (
            <option key={a} value={a}>
              {ACTION_LABELS[a]}
            </option>
          ))}
        </Select>
      </CardHeader>
      <StateBlock query={query} texts={TEXTS} isEmpty={(d) => d.entries.length === 0}>
        {(d) => (
          <DataTable
            columns={COLUMNS}
            rows={d.entries}
            rowKey={(e) => e.id}
            rowTestId="audit-row"
            stale={query.isFetching}
          />
        )}
      </StateBlock>
      <Pager
        page={page}
        total={query.data?.total ?? 0}
        pageSize={PAGE_SIZE}
        noun="entries"
        onPage={setPage}
      />
    </Card>
  );
}
