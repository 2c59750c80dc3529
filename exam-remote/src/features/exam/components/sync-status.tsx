import styled from 'styled-components';
import { useExamT } from '../i18n';
import { useQueueSnapshot } from '../hooks/use-queue-snapshot';
import type { SaveQueue } from '../lib/save-queue';
import { syncStatusText } from '../lib/sync-status-text';

const Line = styled.p<{ $tone: 'ok' | 'busy' | 'offline' }>`
  margin: 0;
  font-size: 0.85rem;
  font-weight: 600;
  color: ${(p) =>
    p.$tone === 'offline'
      ? p.theme.colors.warning
      : p.$tone === 'busy'
        ? p.theme.colors.textMuted
        : p.theme.colors.text};
  &::before {
    content: '';
    display: inline-block;
    width: 8px;
    height: 8px;
    margin-right: 6px;
    border-radius: 50%;
    background: ${(p) =>
      p.$tone === 'offline'
        ? p.theme.colors.warning
        : p.$tone === 'busy'
          ? p.theme.colors.textMuted
          : '#22c55e'};
  }
  /* As wide as the widest of "Saving…" and "Saved" (data-reserve, never read out): going from one to the
     other while the student works changes no width, so the header's row never wraps differently and nothing
     below it moves (in हिंदी, "सेव हो रहा है…" wrapped the row at 412 px and moved the screen). */
  &::after {
    content: attr(data-reserve);
    display: block;
    height: 0;
    padding-left: 14px;
    overflow: hidden;
    visibility: hidden;
    white-space: nowrap;
  }
`;

/**
 * Whether the candidate's saves have reached the server: "Saved", "Saving…" or "Offline: N answers
 * waiting" (a polite live region: a screen reader hears each change). A refused sign-in says so.
 */
export function SyncStatus({ queue: saveQueue }: { queue: SaveQueue | null }) {
  const t = useExamT();
  const queue = useQueueSnapshot(saveQueue);
  const text = queue.signedOut ? t('Signed out: sign in again to save') : syncStatusText(queue, t);
  // "Saved" (see syncStatusText): nothing waits, and the attempt is not taken on another device.
  const saved = !queue.elsewhere && queue.pending === 0 && !queue.sending;
  const tone = queue.offline || queue.signedOut ? 'offline' : saved ? 'ok' : 'busy';
  return (
    <Line role="status" aria-live="polite" $tone={tone} data-testid="sync-status" data-reserve={reserve(t)}>
      {text}
    </Line>
  );
}

/** The longer of "Saving…" and "Saved" in the page's language: the width the status keeps. */
const reserve = (t: ReturnType<typeof useExamT>) => {
  const [saving, saved] = [t('Saving…'), t('Saved')];
  return saving.length >= saved.length ? saving : saved;
};

/**
 * The save status's place in the server's HTML (the prerendered exam screen): as wide and as high as the
 * status, and blank, since only the screen's code knows what waits in this browser's queue.
 */
export function SyncStatusPlaceholder() {
  const t = useExamT();
  return (
    <Line $tone="ok" aria-hidden="true" style={{ visibility: 'hidden' }} data-reserve={reserve(t)}>
      {'\u00a0'}
    </Line>
  );
}
