import type { Translate } from '@exam/web-platform/i18n';
import { examT, type ExamMessageId } from '../i18n';
import type { QueueSnapshot } from './save-queue-types';

/**
 * The save status line (exact texts, in the language of `t`): "On another device: N answers waiting"
 * while the attempt is taken on another device, "Offline: N answers waiting" while offline (N questions
 * whose saves wait here), "Saving…" while anything is unsent, else "Saved".
 */
export function syncStatusText(s: QueueSnapshot, t: Translate<ExamMessageId> = examT): string {
  const count = s.waiting;
  if (s.elsewhere)
    return t('On another device: {count, plural, one {{count} answer} other {{count} answers}} waiting', {
      count,
    });
  if (s.offline)
    return t('Offline: {count, plural, one {{count} answer} other {{count} answers}} waiting', { count });
  if (s.pending > 0 || s.sending) return t('Saving…');
  return t('Saved');
}
