import { useCallback, useSyncExternalStore } from 'react';
import type { SaveQueue } from '../lib/save-queue';
import type { QueueSnapshot } from '../lib/save-queue-types';

/** The snapshot shown before the attempt is read (no queue yet): nothing waits. */
const NO_QUEUE: QueueSnapshot = {
  waiting: 0,
  pending: 0,
  sending: false,
  offline: false,
  closed: false,
  elsewhere: false,
  signedOut: false,
};
const noSubscribe = () => () => undefined;

/**
 * The save queue's state for the part of the exam screen that shows it (the save status, the submitting
 * and "opened on another device" dialogs). Only those parts subscribe: a queue change renders at once
 * (useSyncExternalStore is never a transition), and inside a student's tap that must not be the whole screen.
 */
export function useQueueSnapshot(queue: SaveQueue | null): QueueSnapshot {
  const subscribe = useCallback(
    (listener: () => void) => queue?.subscribe(listener) ?? noSubscribe(),
    [queue],
  );
  return useSyncExternalStore(subscribe, () => queue?.snapshot() ?? NO_QUEUE);
}
