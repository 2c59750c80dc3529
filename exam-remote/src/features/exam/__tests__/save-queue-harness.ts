import type { SaveAck } from '@exam/shared-contracts/exams';
import { AttemptJournal } from '../lib/attempt-journal';
import type { QueueItem } from '../lib/queue-items';
import { SaveQueue } from '../lib/save-queue';
import type { SendResult } from '../lib/save-queue-types';
import { memoryStore } from './memory-store';

/*
 * The save queue's test harness (save-queue*.test.ts): a fake server, a queue over a journal in a memory
 * store, and a way to let the queue run under fake timers.
 */

/** A server stand-in: records every item it is sent; `fail` decides a send's failure (none by default). */
export function fakeServer() {
  const sent: QueueItem[] = [];
  const fail: { next: ((item: QueueItem) => unknown) | null } = { next: null };
  const send = jest.fn(async (item: QueueItem): Promise<SendResult> => {
    sent.push(item);
    const failure = fail.next?.(item);
    if (failure) throw failure;
    const ack: SaveAck = {
      saved: {
        number: item.kind === 'integrity' ? 0 : item.number,
        answer: item.kind === 'answer' ? item.answer : null,
        markedForReview: item.kind === 'answer' && item.markedForReview,
        visited: true,
        timeSpentMs: 0,
        seq: item.seq,
      },
      applied: true,
      deadline: '2030-01-01T01:00:00.000Z',
      serverNow: '2030-01-01T00:00:00.000Z',
    };
    return { ack, sentAt: 0, receivedAt: 0 };
  });
  return { sent, fail, send };
}

/** Lets the queue run: its send, which starts in a task of its own, and the promises after it. */
export const flush = async () => {
  for (let i = 0; i < 10; i += 1) {
    jest.advanceTimersByTime(0);
    await Promise.resolve();
  }
};

/** A queue for attempt a1 over a fake server, with its journal, store and spied callbacks. */
export function setup(options: { online?: () => boolean; store?: ReturnType<typeof memoryStore> } = {}) {
  const store = options.store ?? memoryStore();
  const server = fakeServer();
  const journal = new AttemptJournal('a1', store);
  const onClosed = jest.fn();
  const onRejected = jest.fn();
  const onElsewhere = jest.fn();
  const queue = new SaveQueue({
    send: server.send,
    journal,
    now: () => 1000,
    isOnline: options.online,
    onClosed,
    onRejected,
    onElsewhere,
  });
  return { store, server, journal, queue, onClosed, onRejected, onElsewhere };
}

/** An answer save of question `number` with 500 ms spent on it. */
export const answer = (number: number, value: string | null, markedForReview = false) => ({
  number,
  answer: value,
  markedForReview,
  timeSpentMs: 500,
});
