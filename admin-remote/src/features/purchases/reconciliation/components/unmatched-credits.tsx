import type { ReactElement } from 'react';
import type { UnmatchedCredit } from '@exam/shared-contracts/purchases';
import { formatRupees } from '@exam/shared-contracts/rules';
import { DataTable, type Column } from '@exam/shared-ui/table';
import { Card, CardHeader, Empty, Muted } from '../../../../components/ui';
import { BANK_LABELS } from '../lib/import-summary';

const COLUMNS: Column<UnmatchedCredit>[] = [
  { header: 'Date', cell: (l) => l.date },
  { header: 'UTR / RRN', cell: (l) => l.reference ?? '-', style: { fontFamily: 'ui-monospace, monospace' } },
  { header: 'Amount', cell: (l) => formatRupees(l.amount) },
  { header: 'Narration', cell: (l) => <Muted>{l.narration}</Muted> },
  { header: 'Bank', cell: (l) => BANK_LABELS[l.bank] ?? l.bank },
];

/** Credit lines no pending or approved payment holds: the student may not have submitted yet. */
export function UnmatchedCredits({ lines }: { lines: UnmatchedCredit[] }): ReactElement {
  return (
    <Card>
      <CardHeader>
        <h2>Unmatched credits</h2>
        <Muted>Money received that no submitted UTR claims yet</Muted>
      </CardHeader>
      {lines.length ? (
        <DataTable columns={COLUMNS} rows={lines} rowKey={(l) => l.id} rowTestId="unmatched-credit" />
      ) : (
        <Empty>No unmatched credits</Empty>
      )}
    </Card>
  );
}
