import type { AttemptState } from '@exam/shared-contracts/exams';
import type { HttpStatusError } from '../../../lib/http';
import { AttemptJournal, type KeyValueStore } from './attempt-journal';
import { blankQuestion, resumeFrom, type Resumed } from './exam-model';
import type { QueueItem } from './queue-items';
import { SaveQueue } from './save-queue';
import type { SendItem, SendResult } from './save-queue-types';

/** An open attempt on this screen: its journal, its save queue, and where it resumes. */
export interface AttemptSession {
  journal: AttemptJournal;
  queue: SaveQueue;
  resumed: Resumed;
}

/** What the session tells the screen, and how it sends. */
export interface SessionOptions {
  send: SendItem;
  /** The server's time now (ms), for seq numbers. */
  now: () => number;
  onAck: (result: SendResult, item: QueueItem) => void;
  onRejected: (item: QueueItem, error: HttpStatusError) => void;
  onClosed: (message: string) => void;
  /** The attempt was opened on another device: sending stopped, the unsent saves kept in the journal. */
  onElsewhere: () => void;
  /** Where the journal is kept (localStorage unless given). */
  store?: KeyValueStore;
}

/**
 * Opens the session of an attempt the server says is open (docs/domains/exams.md "Online tests"): reads this
 * device's journal, numbers later saves above the server's `lastSeq`, starts sending what the journal held,
 * resumes from the server's state with those unsent saves over it, and reports the question shown as
 * visited when the server has not seen it yet (the first question of a new attempt).
 */
export function openSession(loaded: AttemptState, options: SessionOptions): AttemptSession {
  const journal = new AttemptJournal(loaded.attemptId, options.store);
  const queue = new SaveQueue({
    send: options.send,
    journal,
    now: options.now,
    onAck: options.onAck,
    onRejected: options.onRejected,
    onClosed: options.onClosed,
    onElsewhere: options.onElsewhere,
  });
  queue.raiseSeqFloor(loaded.lastSeq);
  queue.start();
  const resumed = resumeFrom(loaded, queue.unsent(), journal.get().times);
  if (!resumed.answers[resumed.current]?.visited) {
    queue.move(resumed.current, []);
    resumed.answers[resumed.current] = {
      ...blankQuestion(),
      ...resumed.answers[resumed.current],
      visited: true,
    };
  }
  return { journal, queue, resumed };
}
