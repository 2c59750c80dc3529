import { useState, type ReactElement } from 'react';
import type { StatementMapping } from '@exam/shared-contracts/purchases';
import { errorMessage, notify } from '@exam/web-platform/client';
import { Field } from '@exam/shared-ui/field';
import { Button, Card, CardHeader, Grid, Input, Muted } from '../../../../components/ui';
import { useSaveStatementMappingMutation } from '../api/reconciliation-api';

const EMPTY: StatementMapping = { name: '', date: '', narration: '', reference: '', credit: '' };

/**
 * The generic mapping for any other bank: the header texts of its date, narration, reference and
 * credit columns, saved once; later statements with those headers are recognised by themselves.
 */
export function MappingForm({ mappings }: { mappings: StatementMapping[] }): ReactElement {
  const [form, setForm] = useState<StatementMapping>(EMPTY);
  const [save, { isLoading }] = useSaveStatementMappingMutation();
  const set = (key: keyof StatementMapping) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  return (
    <Card>
      <CardHeader>
        <h2>Another bank: column mapping</h2>
      </CardHeader>
      <Muted style={{ marginBottom: 12 }}>
        Type the column headings exactly as they appear in the statement&apos;s header row.
        {mappings.length > 0 && ` Saved: ${mappings.map((m) => m.name).join(', ')}.`}
      </Muted>
      <form
        onSubmit={async (e) => {
          e.preventDefault();
          if (!form.name.trim() || !form.date.trim() || !form.narration.trim() || !form.credit.trim())
            return notify.error('Bank name, date, narration and credit columns are required');
          try {
            await save({ ...form, reference: form.reference?.trim() || undefined }).unwrap();
            notify.success('Column mapping saved');
            setForm(EMPTY);
          } catch (err) {
            notify.error(errorMessage(err, 'Failed to save the column mapping'));
          }
        }}
      >
        <Grid $min={170}>
          <Field label="Bank name">
            <Input value={form.name} onChange={set('name')} maxLength={60} />
          </Field>
          <Field label="Date column">
            <Input value={form.date} onChange={set('date')} maxLength={100} />
          </Field>
          <Field label="Narration column">
            <Input value={form.narration} onChange={set('narration')} maxLength={100} />
          </Field>
          <Field label="Reference column (optional)">
            <Input value={form.reference ?? ''} onChange={set('reference')} maxLength={100} />
          </Field>
          <Field label="Credit column">
            <Input value={form.credit} onChange={set('credit')} maxLength={100} />
          </Field>
        </Grid>
        <Button type="submit" $variant="primary" disabled={isLoading} style={{ marginTop: 12 }}>
          {isLoading ? 'Saving...' : 'Save mapping'}
        </Button>
      </form>
    </Card>
  );
}
