import { Dialog } from '@exam/shared-ui/dialog';
import { Muted } from '../../../components/ui';
import { useExamT } from '../i18n';
import { useQueueSnapshot } from '../hooks/use-queue-snapshot';
import type { SaveQueue } from '../lib/save-queue';
import { syncStatusText } from '../lib/sync-status-text';
import { Button } from '@exam/shared-ui/button';

/**
 * What the candidate sees once the test is being submitted (by them, or at zero time): the save queue is
 * flushed first, so offline it says the submit waits for the network, and goes on by itself when back.
 * A submit that cannot go through (signed out, refused) says why, with Try again.
 */
export function SubmittingPanel({
  by,
  queue: saveQueue,
  problem,
  onRetry,
}: {
  by: 'student' | 'time';
  queue: SaveQueue | null;
  problem: string | null;
  onRetry: () => void;
}) {
  const t = useExamT();
  const queue = useQueueSnapshot(saveQueue);
  const waiting = queue.offline && (queue.pending > 0 || queue.sending);
  return (
    <Dialog titleId="submitting-title" onClose={() => undefined} width={480} placement="center" inertPage>
      <h2 id="submitting-title">{by === 'time' ? t('Time is up') : t('Submitting your test')}</h2>
      <div role="status" aria-live="polite">
        {problem ? (
          <>
            <Muted>{problem}</Muted>
            <Button $variant="secondary" $size="touch" type="button" onClick={onRetry}>
              {t('Try again')}
            </Button>
          </>
        ) : waiting || queue.offline ? (
          <Muted>
            {t(
              '{status}. The submit is waiting: your test will be submitted as soon as you are back online. Keep this page open.',
              { status: syncStatusText(queue, t) },
            )}
          </Muted>
        ) : (
          <Muted>{t('Saving your last answers and submitting…')}</Muted>
        )}
      </div>
    </Dialog>
  );
}
