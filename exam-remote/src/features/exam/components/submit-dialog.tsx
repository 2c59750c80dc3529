import { Dialog } from '@exam/shared-ui/dialog';
import { Actions, Muted } from '../../../components/ui';
import { useExamT } from '../i18n';
import { SubmitSummary, type SummaryRow } from './submit-summary';
import { Button } from '@exam/shared-ui/button';

export type { SummaryRow } from './submit-summary';

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
  return (
    <Dialog titleId="submit-title" onClose={onCancel} width={760} placement="center" inertPage>
      <h2 id="submit-title">{t('Submit the test?')}</h2>
      <Muted>
        {t(
          'Once submitted, answers cannot be changed. Questions answered and marked for review are evaluated.',
        )}
      </Muted>
      <SubmitSummary rows={rows} />
      <Actions style={{ marginTop: 16 }}>
        <Button $variant="primary" $size="touch" type="button" onClick={onConfirm}>
          {t('Yes, submit')}
        </Button>
        <Button $variant="secondary" $size="touch" type="button" onClick={onCancel}>
          {t('No, go back')}
        </Button>
      </Actions>
    </Dialog>
  );
}
