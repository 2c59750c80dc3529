import { AUDIT_ACTIONS } from '@exam/shared-contracts/constants';
import { useState, type ReactElement } from 'react';
import type { AuditAction } from '@exam/shared-contracts/http';
import {
  Button,
  Card,
  CardHeader,
  Empty,
  ErrorText,
  Muted,
  Row,
  Select,
  Table,
  TableWrap,
} from '../../../components/ui';
import { Pager } from '../../../components/pager';
import { useAuditLogQuery } from '../api/audit-log-api';
import { ACTION_LABELS, describeChange } from '../lib/audit-change';

/** Rows per page of the audit log. */
const PAGE_SIZE = 20;

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

/**
 * The Audit Log tab (issue 5 part 7): every approve, reject, role and status change, book create/edit/delete
 * and payment settings change, newest first: when, who, what (action and target row), before → after.
 * Refetched each time the tab opens, filtered by action, paged on the server.
 */
export function AuditLogTab(): ReactElement {
  const [action, setAction] = useState<AuditAction | ''>('');
  const [page, setPage] = useState(1);
  const { data, isLoading, isError, refetch } = useAuditLogQuery(
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
      {isLoading && <Muted role="status">Loading audit log...</Muted>}
      {isError && !data && (
        <Row>
          <ErrorText role="alert">Failed to load the audit log</ErrorText>
          <Button type="button" $small onClick={() => refetch()}>
            Retry
          </Button>
        </Row>
      )}
      {data && data.entries.length === 0 && <Empty>No audit entries yet</Empty>}
      {data && data.entries.length > 0 && (
        <TableWrap>
          <Table>
            <thead>
              <tr>
                <th>When</th>
                <th>Who</th>
                <th>Action</th>
                <th>Target</th>
                <th>Change</th>
              </tr>
            </thead>
            <tbody>
              {data.entries.map((e) => (
                <tr key={e.id} data-testid="audit-row">
                  <td style={{ whiteSpace: 'nowrap' }}>{when(e.createdAt)}</td>
                  <td>
                    <div style={{ fontWeight: 600 }}>{e.actor?.name ?? 'System'}</div>
                    {e.actor?.email && <Muted>{e.actor.email}</Muted>}
                  </td>
                  <td>{ACTION_LABELS[e.action] ?? e.action}</td>
                  <td>
                    <Muted style={{ fontFamily: 'ui-monospace, monospace' }}>
                      {e.entity}/{e.entityId.slice(0, 8)}
                    </Muted>
                  </td>
                  <td>
                    {describeChange(e.before, e.after).map((line) => (
                      <div key={line} style={{ fontSize: '0.85rem' }}>
                        {line}
                      </div>
                    ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableWrap>
      )}
      <Pager page={page} total={data?.total ?? 0} pageSize={PAGE_SIZE} noun="entries" onPage={setPage} />
    </Card>
  );
}
