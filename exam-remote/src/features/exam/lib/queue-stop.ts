/** Why a queue stopped sending: the attempt closed, the token was refused, or it went to another device. */
export type StopReason = 'closed' | 'signed-out' | 'elsewhere';

const STOP_TEXTS: Record<StopReason, string> = {
  closed: 'The attempt is closed',
  'signed-out': 'Signed out',
  elsewhere: 'The test was opened on another device',
};

/**
 * Raised by `SaveQueue.drain` (./save-queue) when the queue can no longer empty: the attempt closed, signed
 * out, or opened on another device (then what is unsent stays in the journal for the queue of the
 * take-back). `reason` says which; the message is a fixed English text for logs, never shown.
 */
export class QueueStoppedError extends Error {
  constructor(readonly reason: StopReason) {
    super(STOP_TEXTS[reason]);
    this.name = 'QueueStoppedError';
  }
}
