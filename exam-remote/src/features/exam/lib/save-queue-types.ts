import type { SaveAck } from '@exam/shared-contracts/exams';
import type { HttpStatusError } from '../../../lib/http';
import type { AttemptJournal } from './attempt-journal';
import type { QueueItem } from './queue-items';

/** What sending one item gave: the server's acknowledgement (null for a 204) and when it went and came (ms). */
export interface SendResult {
  ack: SaveAck | null;
  sentAt: number;
  receivedAt: number;
}

/** Sends one item; rejects with HttpStatusError on a refusal, or with the network's error. */
export type SendItem = (item: QueueItem) => Promise<SendResult>;

/** The queue as the screen shows it. */
export interface QueueSnapshot {
  /** Questions whose answer is saved here but not yet acknowledged by the server. */
  waiting: number;
  /** Items of any kind not yet acknowledged. */
  pending: number;
  /** An item is on its way. */
  sending: boolean;
  /** The browser says it is offline, or the last try never reached the server. */
  offline: boolean;
  /** The server refused a save because the attempt is closed (409: submitted, or time up). */
  closed: boolean;
  /**
   * The attempt was opened on another device (409): nothing is sent, everything unsent is kept, until
   * the candidate takes it back here and a new queue over the same journal sends it.
   */
  elsewhere: boolean;
  /** The server no longer accepts the sign-in token (401): saves wait for the student to sign in again. */
  signedOut: boolean;
}

/**
 * What a `SaveQueue` (./save-queue) is built with: how to send an item, the attempt's journal it keeps the
 * unsent items in, the clocks it reads, what it tells of, and its retry waits (ms; default RETRY_DELAYS_MS).
 */
export interface SaveQueueOptions {
  send: SendItem;
  journal: AttemptJournal;
  /** The server's time now (ms), for seq numbers that also order saves made on two devices. */
  now?: () => number;
  /** The browser's idea of being online (navigator.onLine). */
  isOnline?: () => boolean;
  /** Every acknowledgement, with the item it acknowledged (the clock and the deadline follow them). */
  onAck?: (result: SendResult, item: QueueItem) => void;
  /** A save the server refused as wrong (400, 404): it was dropped, and never will be accepted. */
  onRejected?: (item: QueueItem, error: HttpStatusError) => void;
  /** The attempt is closed (409): nothing more can be saved. */
  onClosed?: (message: string) => void;
  /** The attempt was opened on another device (409 with its own text): sending stopped, nothing dropped. */
  onElsewhere?: () => void;
  retryDelaysMs?: number[];
}
