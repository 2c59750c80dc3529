import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '../../../components/ui';
import { formatClock } from '../../../lib/format';
import { useExamT } from '../i18n';

/** From this many ms left the timer warns (NTA's last five minutes). */
export const WARN_MS = 5 * 60 * 1000;

const Box = styled.div<{ $warn: boolean }>`
  display: inline-flex;
  flex-direction: column;
  align-items: flex-end;
  padding: 3px 10px;
  border-radius: 8px;
  background: ${(p) => (p.$warn ? '#b91c1c' : 'transparent')};
  color: ${(p) => (p.$warn ? '#ffffff' : 'inherit')};
  border: 1px solid ${(p) => (p.$warn ? '#b91c1c' : p.theme.colors.border)};
  span:first-child {
    font-size: 0.68rem;
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  strong {
    font-size: 1.1rem;
    font-variant-numeric: tabular-nums;
  }
`;

/** Minutes left at which a screen reader is told how long remains. */
const ANNOUNCE_AT = [5, 1];

/**
 * The countdown of the header: "Time Left" and HH:MM:SS of the server's clock. In the last 5 minutes it
 * turns red and says so; a screen reader hears the minutes left at 5 and at 1 (and on opening a test that
 * is already in its last five), never the clock every second.
 */
export function ExamTimer({ remainingMs }: { remainingMs: number }) {
  const t = useExamT();
  const warn = remainingMs <= WARN_MS;
  // The minutes last announced (null: none yet); the words are written at render, in the page's language.
  const [said, setSaid] = useState<number | null>(null);
  const last = useRef<number | null>(null);
  useEffect(() => {
    const minutes = Math.ceil(remainingMs / 60000);
    const crossed = ANNOUNCE_AT.some((at) => minutes <= at && (last.current === null || last.current > at));
    if (crossed && remainingMs > 0) setSaid(minutes);
    last.current = minutes;
  }, [remainingMs]);
  return (
    <Box $warn={warn} role="timer" aria-label={t('Time left')} data-testid="exam-timer">
      <span aria-hidden="true">{warn ? t('Time is running out') : t('Time Left')}</span>
      <strong>{formatClock(remainingMs)}</strong>
      <VisuallyHidden role="status">
        {said === null
          ? ''
          : t('{minutes, plural, one {{minutes} minute left} other {{minutes} minutes left}}', {
              minutes: said,
            })}
      </VisuallyHidden>
    </Box>
  );
}

/**
 * The timer as the server's HTML writes it (the prerendered exam screen, before the screen's code runs): the
 * time left when the page was sent (`clock`, HH:MM:SS or a template's slot token), in the timer's place and
 * size. Not a live timer (no role, not counting): the screen's own takes its place.
 */
export function WrittenTimer({ clock }: { clock: string }) {
  const t = useExamT();
  return (
    <Box $warn={false}>
      <span>{t('Time Left')}</span>
      <strong>{clock}</strong>
    </Box>
  );
}
