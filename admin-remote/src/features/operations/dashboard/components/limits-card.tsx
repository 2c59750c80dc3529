import { useEffect, useState, type FormEvent, type ReactElement } from 'react';
import { errorMessage, notify } from '@exam/web-platform/client';
import type { ReaderLimits } from '@exam/shared-contracts/reading';
import { Field } from '@exam/shared-ui/field';
import { Button, Card, CardHeader, Input, Muted, Row } from '../../../../components/ui';
import { formatDateTime } from '../../../../lib/format';
import { useAccountFlagsQuery, useReaderLimitsQuery, useSaveReaderLimitsMutation } from '../api/limits-api';
import { flagView } from '../lib/flag-view';

const FIELDS: [keyof ReaderLimits, string][] = [
  ['pagesPerMinute', 'New pages a minute'],
  ['pagesPerHour', 'New pages an hour'],
  ['searchesPerMinute', 'Searches a minute'],
  ['searchesPerDay', 'Searches a day'],
  ['devicesPerStudent', 'Devices per student'],
];

/**
 * Reader limits on the dashboard (docs/domains/reading.md "Per-user budgets"): the budgets a student never
 * meets and a scraper always does (pages, searches, devices), editable, and the accounts they flagged with
 * the evidence.
 */
export function LimitsCard(): ReactElement {
  const limits = useReaderLimitsQuery();
  const flags = useAccountFlagsQuery();
  const [save, { isLoading }] = useSaveReaderLimitsMutation();
  const [form, setForm] = useState<ReaderLimits | null>(null);
  useEffect(() => {
    if (limits.data) setForm(limits.data);
  }, [limits.data]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form) return;
    try {
      await save(form).unwrap();
      notify.success('Reader limits saved');
    } catch (error) {
      notify.error(errorMessage(error, 'Failed to save the reader limits'));
    }
  };

  const list = flags.data?.flags ?? [];
  return (
    <Card>
      <CardHeader>
        <h2>Reader limits</h2>
        <Muted>Per account; pages already seen in a session are free</Muted>
      </CardHeader>
      {form && (
        <form onSubmit={onSubmit} noValidate aria-label="Reader limits">
          <Row style={{ alignItems: 'flex-end' }}>
            {FIELDS.map(([key, label]) => (
              <Field key={key} label={label}>
                <Input
                  type="number"
                  min={1}
                  value={form[key]}
                  onChange={(e) => setForm({ ...form, [key]: Number(e.target.value) })}
                  style={{ width: 120 }}
                />
              </Field>
            ))}
            <Button type="submit" $variant="primary" disabled={isLoading}>
              {isLoading ? 'Saving...' : 'Save limits'}
            </Button>
          </Row>
        </form>
      )}
      <h3 style={{ marginTop: 24 }}>Flagged accounts</h3>
      {list.length === 0 ? (
        <Muted>No account has met a limit.</Muted>
      ) : (
        <ul data-testid="flag-list" style={{ paddingLeft: 18 }}>
          {list.slice(0, 20).map((f) => {
            const v = flagView(f);
            return (
              <li key={f.id} style={{ marginBottom: 8 }}>
                <strong>{f.user.email ?? f.user.name}</strong>: {v.label} ({f.hits}×,{' '}
                {formatDateTime(f.lastAt)})<Muted>{v.evidence}</Muted>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
