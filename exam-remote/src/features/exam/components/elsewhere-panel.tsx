import { Dialog } from '@exam/shared-ui/dialog';
import { Actions, ErrorText, Muted } from '../../../components/ui';
import { useQueueSnapshot } from '../hooks/use-queue-snapshot';
import { useExamT } from '../i18n';
import type { SaveQueue } from '../lib/save-queue';
import { Button } from '@exam/shared-ui/button';

/**
 * The test was opened on another of the candidate's devices (one device at a time, as the reader's "This
 * book was opened on another device"): a blocking dialog over the stopped screen. Continue here takes the
 * attempt back (the other device is stopped in turn) and sends the answers waiting in `queue` (saved here,
 * never reached the server). Escape does nothing: there is nothing behind it to go back to. The button keeps its
 * name and focus while the take-back runs, which a polite status line reports.
 */
export function ElsewherePanel({
  queue,
  taking,
  problem,
  onTakeBack,
}: {
  /** The save queue: the questions whose answers were saved here and not yet sent are counted. */
  queue: SaveQueue | null;
  taking: boolean;
  problem: string | null;
  onTakeBack: () => void;
}) {
  const t = useExamT();
  const { waiting } = useQueueSnapshot(queue);
  return (
    <Dialog titleId="elsewhere-title" onClose={() => undefined} width={480} placement="center" inertPage>
      <h2 id="elsewhere-title">{t('This test was opened on another device')}</h2>
      <Muted>
        {t(
          'A test can be taken on one device at a time. The answers saved on the other device are kept. Continuing here stops the test there.',
        )}
      </Muted>
      {waiting > 0 && (
        <Muted data-testid="elsewhere-waiting">
          {t(
            '{count, plural, one {{count} answer} other {{count} answers}} saved on this device will be sent when you continue here.',
            { count: waiting },
          )}
        </Muted>
      )}
      <div role="status" aria-live="polite">
        {taking && <Muted>{t('Taking the test back to this device…')}</Muted>}
      </div>
      {problem && <ErrorText role="alert">{problem}</ErrorText>}
      <Actions style={{ marginTop: 16 }}>
        <Button $variant="primary" $size="touch" type="button" onClick={onTakeBack}>
          {t('Continue here')}
        </Button>
      </Actions>
    </Dialog>
  );
}
