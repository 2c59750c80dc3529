import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { ButtonBase } from '@exam/shared-ui/button-base';
import { useExamT } from '../i18n';
import type { SaveQueue } from '../lib/save-queue';
import { ExamTimer, WrittenTimer } from './exam-timer';
import { SyncStatus, SyncStatusPlaceholder } from './sync-status';

const Bar = styled.header`
  padding: 6px 14px;
  background: ${(p) => p.theme.colors.surface};
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 10px;
  h1 {
    margin: 0;
    min-width: 0;
    font-size: clamp(0.95rem, 3.2vw, 1.25rem);
    line-height: 1.25;
  }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 2px 14px;
  p {
    margin: 0;
    font-size: 0.85rem;
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

const Side = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  flex: none;
`;

/** The header's small Full screen button: the kit's bare button, 36 px tall beside the timer. */
const Small = styled(ButtonBase)`
  min-height: 36px;
  padding: 4px 10px;
  border-radius: 6px;
  font-size: 0.8rem;
  font-weight: 600;
  background: ${(p) => p.theme.colors.surfaceAlt};
  color: ${(p) => p.theme.colors.text};
  border: 1px solid ${(p) => p.theme.colors.border};
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.primaryInk};
    outline-offset: 2px;
  }
`;

/** True while the page is in full screen (the Fullscreen API's own state). */
function useFullscreen(): boolean {
  const [on, setOn] = useState(() => typeof document !== 'undefined' && document.fullscreenElement != null);
  useEffect(() => {
    const changed = () => setOn(document.fullscreenElement != null);
    document.addEventListener('fullscreenchange', changed);
    return () => document.removeEventListener('fullscreenchange', changed);
  }, []);
  return on;
}

/**
 * The exam screen's header (NTA's CBT): the test's title, the candidate's name, the save status, a way back
 * into full screen, and the server's timer.
 */
export function ExamHeader({
  title,
  titleLang,
  candidate,
  remainingMs,
  queue,
  prerendered,
}: {
  title: string;
  /** The title's language when it differs from the page's (`useDataLang`): it is the server's English. */
  titleLang?: string;
  candidate: string;
  remainingMs: number;
  queue: SaveQueue | null;
  /**
   * Drawn for the server's HTML (the prerendered exam screen), with the time left as written then (`clock`):
   * the "Full screen" button drawn (the build cannot ask the browser) and disabled until the screen's code
   * runs, a written timer, and the save status's place left blank.
   */
  prerendered?: { clock: string };
}) {
  const t = useExamT();
  const fullscreen = useFullscreen();
  const canFullscreen =
    prerendered !== undefined || (typeof document !== 'undefined' && document.fullscreenEnabled === true);
  return (
    <Bar>
      <Top>
        <h1 lang={titleLang}>{title}</h1>
        <Side>
          {canFullscreen && !fullscreen && (
            <Small
              type="button"
              disabled={prerendered !== undefined}
              onClick={() => void document.documentElement.requestFullscreen().catch(() => undefined)}
            >
              {t('Full screen')}
            </Small>
          )}
          {prerendered ? <WrittenTimer clock={prerendered.clock} /> : <ExamTimer remainingMs={remainingMs} />}
        </Side>
      </Top>
      <Meta>
        <p>
          {t('Candidate:')} <strong>{candidate}</strong>
        </p>
        {prerendered ? <SyncStatusPlaceholder /> : <SyncStatus queue={queue} />}
      </Meta>
    </Bar>
  );
}
