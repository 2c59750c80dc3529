import { Dialog } from '@exam/shared-ui/dialog';
import { PaletteShape } from '../../../components/palette-shape';
import { Actions, Muted, PrimaryButton, SecondaryButton, TableWrap } from '../../../components/ui';
import { PALETTE_LABELS, PALETTE_STATUSES, type PaletteStatus } from '../../../lib/palette-status';

/** One row of the summary: a section (or the total) and its counts per state. */
export interface SummaryRow {
  name: string;
  total: number;
  counts: Record<PaletteStatus, number>;
}

/**
 * The confirmation before submitting (NTA's exam summary): per section and in total, how many questions are
 * in each palette state; answers marked for review are evaluated. "Yes, submit" submits; "No, go back" (or
 * Escape) returns to the test.
 */
export function SubmitDialog({
  rows,
  onConfirm,
  onCancel,
}: {
  rows: SummaryRow[];
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog titleId="submit-title" onClose={onCancel} width={760} placement="center" inertPage>
      <h2 id="submit-title">Submit the test?</h2>
      <Muted>
        Once submitted, answers cannot be changed. Questions answered and marked for review are evaluated.
      </Muted>
      <TableWrap>
        <table aria-label="Questions in each state">
          <thead>
            <tr>
              <th scope="col">Section</th>
              <th scope="col">Questions</th>
              {PALETTE_STATUSES.map((status) => (
                <th scope="col" key={status}>
                  <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
                    <PaletteShape status={status} size={18} />
                    {PALETTE_LABELS[status]}
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.name}>
                <th scope="row">{row.name}</th>
                <td>{row.total}</td>
                {PALETTE_STATUSES.map((status) => (
                  <td key={status}>{row.counts[status]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
      <Actions style={{ marginTop: 16 }}>
        <PrimaryButton type="button" onClick={onConfirm}>
          Yes, submit
        </PrimaryButton>
        <SecondaryButton type="button" onClick={onCancel}>
          No, go back
        </SecondaryButton>
      </Actions>
    </Dialog>
  );
}
