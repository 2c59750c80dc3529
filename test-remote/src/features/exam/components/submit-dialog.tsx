import { Dialog } from '@exam/shared-ui/dialog';
import { PaletteShape } from '../../../components/palette-shape';
import { Actions, Muted, PrimaryButton, SecondaryButton, TableWrap } from '../../../components/ui';
import { useAppT } from '../../../lib/i18n';
import { PALETTE_LABELS, PALETTE_STATUSES, type PaletteStatus } from '../../../lib/palette-status';
import { useExamT } from '../i18n';

/** One row of the summary: a section (or the total, named in the page's language) and its counts per state. */
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
  const t = useExamT();
  const tApp = useAppT();
  return (
    <Dialog titleId="submit-title" onClose={onCancel} width={760} placement="center" inertPage>
      <h2 id="submit-title">{t('Submit the test?')}</h2>
      <Muted>
        {t(
          'Once submitted, answers cannot be changed. Questions answered and marked for review are evaluated.',
        )}
      </Muted>
      <TableWrap>
        <table aria-label={t('Questions in each state')}>
          <thead>
            <tr>
              <th scope="col">{t('Section')}</th>
              <th scope="col">{t('Questions')}</th>
              {PALETTE_STATUSES.map((status) => (
                <th scope="col" key={status}>
                  <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
                    <PaletteShape status={status} size={18} />
                    {tApp(PALETTE_LABELS[status])}
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
          {t('Yes, submit')}
        </PrimaryButton>
        <SecondaryButton type="button" onClick={onCancel}>
          {t('No, go back')}
        </SecondaryButton>
      </Actions>
    </Dialog>
  );
}
