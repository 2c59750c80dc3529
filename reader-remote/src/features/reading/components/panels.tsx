import type { ReactElement, ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@exam/shared-ui/button';
import { Spinner } from '@exam/shared-ui/spinner';
import { LIMIT_MESSAGES } from '@exam/shared-contracts/constants';
import { useReaderT } from '../../../lib/i18n';

const Box = styled.div`
  margin: auto;
  max-width: 420px;
  padding: 32px;
  text-align: center;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadow};
  h3 {
    margin: 0 0 8px;
    font-size: 1.2rem;
  }
  p {
    margin: 0 0 20px;
    color: ${({ theme }) => theme.colors.textMuted};
    line-height: 1.5;
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  display: flex;
  gap: 12px;
  justify-content: center;
`;

function Panel({ role, children }: { role: 'status' | 'alert'; children: ReactNode }): ReactElement {
  return <Box role={role}>{children}</Box>;
}

/** Loading state (docs/domains/reading.md "Panels"): the kit's Spinner (role=status) with "Loading
 * PDF...". */
export function LoadingPanel(): ReactElement {
  const t = useReaderT();
  return (
    <Box>
      <Spinner label={t('Loading PDF...')} />
    </Box>
  );
}

/** Error state (docs/screens.md "Loading, empty and error states"; docs/domains/reading.md "Viewer errors"):
 * the message, Retry with its count, and Close. */
export function ErrorPanel({
  message,
  retries,
  onRetry,
  onClose,
}: {
  message: string;
  retries: number;
  onRetry: () => void;
  onClose: () => void;
}): ReactElement {
  const t = useReaderT();
  return (
    <Panel role="alert">
      <h3>{t('Error Loading PDF')}</h3>
      <p>{message}</p>
      <Actions>
        <Button $variant="primary" type="button" onClick={onRetry}>
          {retries > 0 ? t('Retry ({count})', { count: retries }) : t('Retry')}
        </Button>
        <Button $variant="outline" type="button" onClick={onClose}>
          {t('Close')}
        </Button>
      </Actions>
    </Panel>
  );
}

/** Session expired (docs/domains/reading.md "Panels", "Viewer states", "Viewer errors"): replaces the page
 * once the viewing session has run out. */
export function SessionExpiredPanel({ onClose }: { onClose: () => void }): ReactElement {
  const t = useReaderT();
  return (
    <Panel role="alert">
      <h3>{t('Session Expired')}</h3>
      <p>{t('Your viewing session has expired for security reasons.')}</p>
      <Actions>
        <Button $variant="primary" type="button" onClick={onClose}>
          {t('Close Viewer')}
        </Button>
      </Actions>
    </Panel>
  );
}

/**
 * The book was opened on another device (one reader at a time): says so, and Read here takes it back
 * (a new reading session, which ends the other device's).
 */
export function TakenOverPanel({
  onTakeBack,
  onClose,
}: {
  onTakeBack: () => void;
  onClose: () => void;
}): ReactElement {
  const t = useReaderT();
  return (
    <Panel role="alert">
      <h3>{t(LIMIT_MESSAGES.takenOver)}</h3>
      <p>{t('Only one device can read at a time. Reading here will close the book on the other device.')}</p>
      <Actions>
        <Button $variant="primary" type="button" onClick={onTakeBack}>
          {t('Read here')}
        </Button>
        <Button $variant="outline" type="button" onClick={onClose}>
          {t('Close')}
        </Button>
      </Actions>
    </Panel>
  );
}

/**
 * The page budget asked for a pause (429): a calm note with the wait, no error; the page is asked for
 * again by itself when the wait is over.
 */
export function SlowDownPanel({ seconds }: { seconds: number }): ReactElement {
  const t = useReaderT();
  return (
    <Panel role="status">
      <h3>{t('One moment')}</h3>
      <p>
        {t(
          'You are turning pages very quickly. This page will appear in about {seconds} s; pages you have already seen open at once.',
          { seconds },
        )}
      </p>
    </Panel>
  );
}
