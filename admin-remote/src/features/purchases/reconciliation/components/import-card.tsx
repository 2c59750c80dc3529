import { useState, type ReactElement } from 'react';
import type { StatementImportResult, StatementMapping } from '@exam/shared-contracts/purchases';
import { errorMessage, notify } from '@exam/web-platform/client';
import { Field } from '@exam/shared-ui/field';
import { Button, Card, CardHeader, Input, Muted, Row, Select } from '../../../../components/ui';
import { useImportStatementMutation } from '../api/reconciliation-api';
import { BANK_LABELS, importCounts, importTitle } from '../lib/import-summary';

/**
 * Upload of a bank statement: CSV or XLSX, the bank detected from the header
 * row unless picked, then the counts of the answer.
 */
export function ImportCard({ mappings }: { mappings: StatementMapping[] }): ReactElement {
  const [file, setFile] = useState<File | null>(null);
  const [bank, setBank] = useState('');
  const [last, setLast] = useState<StatementImportResult | null>(null);
  const [upload, { isLoading }] = useImportStatementMutation();

  return (
    <Card>
      <CardHeader>
        <h2>Import a bank statement</h2>
      </CardHeader>
      <form
        onSubmit={async (e) => {
          e.preventDefault();
          if (!file) return notify.error('Choose a statement file (CSV or XLSX)');
          try {
            setLast(await upload({ file, bank }).unwrap());
            notify.success('Statement imported');
          } catch (err) {
            notify.error(errorMessage(err, 'Failed to import the statement'));
          }
        }}
      >
        <Row style={{ alignItems: 'flex-end' }}>
          <div style={{ flex: '2 1 260px' }}>
            <Field label="Statement file (CSV or XLSX)">
              <Input
                type="file"
                accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              />
            </Field>
          </div>
          <div style={{ flex: '1 1 200px' }}>
            <Field label="Bank">
              <Select value={bank} onChange={(e) => setBank(e.target.value)}>
                <option value="">Detect from the header row</option>
                {Object.entries(BANK_LABELS).map(([id, label]) => (
                  <option key={id} value={id}>
                    {label}
                  </option>
                ))}
                {mappings.map((m) => (
                  <option key={m.name} value={m.name}>
                    {m.name} (saved mapping)
                  </option>
                ))}
              </Select>
            </Field>
          </div>
          <Button type="submit" $variant="primary" disabled={isLoading}>
            {isLoading ? 'Importing...' : 'Import'}
          </Button>
        </Row>
      </form>
      {last && (
        <div data-testid="import-result" style={{ marginTop: 16 }}>
          <Muted>{importTitle(last)}</Muted>
          <Row style={{ marginTop: 8, gap: 16 }}>
            {importCounts(last).map(([label, value]) => (
              <div key={label}>
                <strong>{value}</strong> <Muted style={{ display: 'inline' }}>{label}</Muted>
              </div>
            ))}
          </Row>
        </div>
      )}
    </Card>
  );
}
