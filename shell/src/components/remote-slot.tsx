import {
  Component,
  lazy,
  Suspense,
  useMemo,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import {
  loadRemoteModule,
  refreshRemotes,
  remoteOf,
  remoteRevision,
  subscribeRemotes,
  takeArrivedRemoteModule,
} from '../lib/remotes';
import { Spinner } from '@exam/shared-ui/spinner';
import { Button } from '@exam/shared-ui/button';
import { Card } from '@exam/shared-ui/card';
import { useShellT } from '../lib/i18n';

/** The failed slot's notice: the kit's Card, centred in the slot. */
const Notice = styled(Card).attrs({ as: 'div', $pad: 'none' } as const)`
  margin: 3rem auto;
  max-width: 32rem;
  padding: 2rem 1.5rem;
  text-align: center;
  h2 {
    margin: 0 0 0.5rem;
    font-size: 1.25rem;
  }
  p {
    margin: 0 0 1.25rem;
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

const Buttons = styled.div`
  display: flex;
  gap: 0.75rem;
  justify-content: center;
  flex-wrap: wrap;
`;

interface BoundaryProps {
  onRetry: () => void;
  /** Called instead of showing Retry when a chunk of the remote failed to load (a release replaced it). */
  onChunkError?: () => void;
  onClose?: () => void;
  children: ReactNode;
}

/** The reason a remote was refused as incompatible (shell/src/lib/compat.ts), found in the runtime's error. */
function refusalOf(error: unknown): string | null {
  const match = /Remote \S+ refused: [^(]*/.exec(error instanceof Error ? error.message : String(error));
  return match ? match[0].trim() : null;
}

/** True for a lazy chunk that failed to load (webpack/rspack `ChunkLoadError`). */
export function isChunkError(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error.name === 'ChunkLoadError' || /Loading chunk \S+ failed/.test(error.message))
  );
}

/** What a failed slot shows: a notice, the server's refusal when there was one, Retry and (an overlay) Close. */
function RemoteFailed({
  refusal,
  onRetry,
  onClose,
}: {
  refusal: string | null;
  onRetry: () => void;
  onClose?: () => void;
}) {
  const t = useShellT();
  return (
    <Notice role="alert">
      <h2>{t('Something went wrong')}</h2>
      <p>{t('This part of the site could not be loaded.')}</p>
      {refusal && <p data-testid="remote-refusal">{refusal}</p>}
      <Buttons>
        <Button type="button" $variant="primary" $size="notice" onClick={onRetry}>
          {t('Retry')}
        </Button>
        {onClose && (
          <Button type="button" $variant="secondary" $size="notice" onClick={onClose}>
            {t('Close')}
          </Button>
        )}
      </Buttons>
    </Notice>
  );
}

/** Catches a remote that failed to load or crashed, so the rest of the shell keeps working. */
class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean; refusal: string | null }> {
  state = { failed: false, refusal: null as string | null };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, refusal: refusalOf(error) };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Remote failed', error, info.componentStack);
    // A chunk gone after a release (404) reloads this remote from the live switch, not the page.
    if (isChunkError(error)) this.props.onChunkError?.();
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <RemoteFailed refusal={this.state.refusal} onRetry={this.props.onRetry} onClose={this.props.onClose} />
    );
  }
}

interface RemoteSlotProps<P extends object> {
  /** Federated module id, e.g. `store/routes`. */
  id: string;
  props?: P;
  /** Offered beside Retry when the slot is an overlay the user may want to leave. */
  onClose?: () => void;
  loadingLabel?: string;
  /** Shown while the remote loads instead of a spinner (the store's slot: its prerendered page). */
  fallback?: ReactNode;
}

/**
 * Renders one federated module behind Suspense and an error boundary with Retry (docs/architecture.md
 * "The pieces"). Each retry makes a new lazy component: React.lazy caches its first rejection forever.
 * Retry first re-reads the release switch and re-registers the remote (clearing its failed manifest or
 * chunk); a switch or rollback seen by the shell (`remoteRevision`) reloads the slot the same way, so an open
 * tab moves to the live version without a page reload.
 */
export function RemoteSlot<P extends object>({
  id,
  props,
  onClose,
  loadingLabel,
  fallback,
}: RemoteSlotProps<P>) {
  const [attempt, setAttempt] = useState(0);
  const name = remoteOf(id);
  const revision = useSyncExternalStore(subscribeRemotes, () => remoteRevision(name));
  // React reveals a suspended slot's content (a "retry" render) no sooner than 300 ms after its fallback
  // was shown: the store's page, and the requests its effects make, came ~300 ms late (/my-books).
  // A module the early load already has is rendered at once; one that arrives later also sets this state,
  // an ordinary update that commits the content without that wait.
  const [, setArrived] = useState(0);
  const Remote = useMemo(
    // Otherwise, and on every retry or release switch, a new lazy component.
    () =>
      takeArrivedRemoteModule<ComponentType<P>>(id)?.default ??
      lazy(() =>
        loadRemoteModule<ComponentType<P>>(id).then((module) => {
          setArrived((n) => n + 1);
          return module;
        }),
      ),
    // `attempt` and `revision` are the point: a new lazy component per retry or release switch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [id, attempt, revision],
  );
  // One automatic reload per revision after a chunk error; a second failure shows Retry.
  const [autoRetried, setAutoRetried] = useState(-1);
  const retry = () => {
    refreshRemotes(name)
      .catch((error: unknown) => console.warn('Release switch not read', error))
      .finally(() => setAttempt((n) => n + 1));
  };
  return (
    <RemoteErrorBoundary
      key={`${attempt}.${revision}`}
      onRetry={retry}
      onChunkError={
        autoRetried === revision
          ? undefined
          : () => {
              setAutoRetried(revision);
              retry();
            }
      }
      onClose={onClose}
    >
      <Suspense fallback={fallback ?? <Spinner label={loadingLabel} />}>
        <Remote {...(props ?? ({} as P))} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
