import { ATTEMPT_DEVICE_MESSAGES } from '@exam/shared-contracts/constants';
import type { SaveAck } from '@exam/shared-contracts/exams';
import { HttpStatusError } from '../../../lib/http';
import { OPENED_ELSEWHERE } from './fixtures';
import { AttemptJournal } from '../lib/attempt-journal';
import type { QueueItem } from '../lib/queue-items';
import { QueueStoppedError } from '../lib/queue-stop';
import { SaveQueue } from '../lib/save-queue';
import type { SendResult } from '../lib/save-queue-types';
import { syncStatusText } from '../lib/sync-status-text';
import { memoryStore } from './memory-store';

/** A server stand-in: records every item it is sent; `fail` decides a send's failure (none by default). */
function fakeServer() {
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
const flush = async () => {
  for (let i = 0; i < 10; i += 1) {
    jest.advanceTimersByTime(0);
    await Promise.resolve();
  }
};

function setup(options: { online?: () => boolean; store?: ReturnType<typeof memoryStore> } = {}) {
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

const answer = (number: number, value: string | null, markedForReview = false) => ({
  number,
  answer: value,
  markedForReview,
  timeSpentMs: 500,
});

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('SaveQueue: order and seq', () => {
  it('numbers every item above the server’s lastSeq, increasing, and sends them one at a time in order', async () => {
    const { server, queue } = setup();
    queue.raiseSeqFloor(5000);
    queue.saveAnswer(answer(1, '3'));
    queue.move(2, [{ number: 1, timeSpentMs: 900 }]);
    queue.saveAnswer(answer(2, '1;4', true));
    // Nothing goes inside the task that saved (a student's tap): the send starts in a task of its own.
    expect(server.send).toHaveBeenCalledTimes(0);
    jest.advanceTimersByTime(0);
    // One request at a time: the second waits for the first's acknowledgement.
    expect(server.send).toHaveBeenCalledTimes(1);
    await flush();
    expect(server.sent.map((i) => [i.kind, i.seq])).toEqual([
      ['answer', 5001],
      ['move', 5002],
      ['answer', 5003],
    ]);
    expect(queue.snapshot()).toMatchObject({ pending: 0, waiting: 0, sending: false });
    expect(syncStatusText(queue.snapshot())).toBe('Saved');
  });

  it('takes the server’s clock as the seq floor, so a later save on another device orders after', () => {
    const { queue } = setup();
    const first = queue.saveAnswer(answer(1, '2'));
    // now() is 1000: the first seq is the server's time in ms, every next one above the last.
    expect(first.seq).toBe(1000);
    expect(queue.saveAnswer(answer(2, '2')).seq).toBe(1001);
  });

  it('a newer save of a question replaces an older one still waiting, never the one being sent', async () => {
    const { server, queue } = setup();
    server.fail.next = () => new TypeError('Failed to fetch');
    queue.saveAnswer(answer(1, '1'));
    await flush();
    // The first try failed: "1" waits for its retry; two newer saves of Q1 leave only the newest.
    queue.saveAnswer(answer(1, '2'));
    queue.saveAnswer(answer(1, '4'));
    expect(queue.unsent().map((i) => (i.kind === 'answer' ? i.answer : null))).toEqual(['4']);
    server.fail.next = null;
    jest.advanceTimersByTime(1000);
    await flush();
    expect(server.sent.map((i) => (i.kind === 'answer' ? i.answer : null))).toEqual(['1', '4']);
  });
});

describe('SaveQueue: failures', () => {
  it('retries a failed save with backoff, sending the same seq again (the server acknowledges a repeat)', async () => {
    const { server, queue, store } = setup();
    let failures = 2;
    server.fail.next = () => (failures-- > 0 ? new HttpStatusError(503, 'busy') : null);
    const item = queue.saveAnswer(answer(3, '12'));
    await flush();
    expect(server.send).toHaveBeenCalledTimes(1);
    // Written down before it was sent, and kept until acknowledged.
    expect(JSON.parse(store.data.get('exam-store.cbt.a1')!).items).toHaveLength(1);
    expect(syncStatusText(queue.snapshot())).toBe('Saving…');
    jest.advanceTimersByTime(999);
    await flush();
    expect(server.send).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    await flush();
    expect(server.send).toHaveBeenCalledTimes(2);
    jest.advanceTimersByTime(2000);
    await flush();
    expect(server.sent.map((i) => i.seq)).toEqual([item.seq, item.seq, item.seq]);
    expect(JSON.parse(store.data.get('exam-store.cbt.a1')!).items).toEqual([]);
    expect(syncStatusText(queue.snapshot())).toBe('Saved');
  });

  it('offline: saves wait ("Offline: N answers waiting") and go when the network is back', async () => {
    let online = true;
    const { server, queue } = setup({ online: () => online });
    online = false;
    server.fail.next = () => new TypeError('Failed to fetch');
    queue.networkChanged();
    queue.saveAnswer(answer(1, '1'));
    queue.saveAnswer(answer(2, '3', true));
    queue.move(3, []);
    await flush();
    expect(syncStatusText(queue.snapshot())).toBe('Offline: 2 answers waiting');
    // Still offline: the timer retries anyway, and fails again.
    jest.advanceTimersByTime(1000);
    await flush();
    expect(syncStatusText(queue.snapshot())).toBe('Offline: 2 answers waiting');
    online = true;
    server.fail.next = null;
    queue.networkChanged();
    await flush();
    expect(syncStatusText(queue.snapshot())).toBe('Saved');
    expect(server.sent.filter((i) => i.kind === 'answer').map((i) => i.number)).toEqual([1, 1, 1, 2]);
  });

  it('a 409 means the attempt is closed: nothing more is sent and drain() rejects', async () => {
    const { server, queue, onClosed, onElsewhere } = setup();
    server.fail.next = () => new HttpStatusError(409, 'Time is up: the test has ended');
    queue.saveAnswer(answer(1, '1'));
    queue.saveAnswer(answer(2, '2'));
    await flush();
    expect(onClosed).toHaveBeenCalledWith('Time is up: the test has ended');
    expect(onElsewhere).not.toHaveBeenCalled();
    expect(server.send).toHaveBeenCalledTimes(1);
    await expect(queue.drain()).rejects.toEqual(new QueueStoppedError('closed'));
  });

  it('a 403 from a device the admin signed out keeps every save and waits for a sign-in, not closed', async () => {
    const { server, queue, onClosed, onRejected } = setup();
    const body = { error: ATTEMPT_DEVICE_MESSAGES.signedOut, code: 'test_device_signed_out' };
    server.fail.next = () => new HttpStatusError(403, body.error, undefined, body);
    const first = queue.saveAnswer(answer(1, '1'));
    expect(first.madeAt).toBe(1000);
    queue.saveAnswer(answer(2, '2'));
    await flush();
    expect(onClosed).not.toHaveBeenCalled();
    expect(onRejected).not.toHaveBeenCalled();
    expect(queue.snapshot()).toMatchObject({ signedOut: true, closed: false, waiting: 2 });
    await expect(queue.drain()).rejects.toEqual(new QueueStoppedError('signed-out'));
    queue.dispose();
  });

  it('a 409 "opened on another device" is not closed: sending stops, every unsent save is kept, and the queue of the take-back sends them', async () => {
    const { server, queue, store, onClosed, onElsewhere } = setup();
    server.fail.next = () =>
      new HttpStatusError(409, ATTEMPT_DEVICE_MESSAGES.openedElsewhere, undefined, OPENED_ELSEWHERE);
    const first = queue.saveAnswer(answer(1, '2'));
    const second = queue.saveAnswer(answer(2, '1;3', true));
    await flush();
    expect(onElsewhere).toHaveBeenCalledTimes(1);
    expect(onClosed).not.toHaveBeenCalled();
    expect(queue.snapshot()).toMatchObject({ elsewhere: true, closed: false, waiting: 2, pending: 2 });
    expect(syncStatusText(queue.snapshot())).toBe('On another device: 2 answers waiting');

    // Not sent again: no retry timer, not when the network comes back, not on a retry, not a new save.
    queue.networkChanged();
    queue.retryNow();
    const third = queue.saveAnswer(answer(3, '7'));
    jest.advanceTimersByTime(120_000);
    await flush();
    expect(server.send).toHaveBeenCalledTimes(1);
    await expect(queue.drain()).rejects.toEqual(new QueueStoppedError('elsewhere'));
    const journal = () => JSON.parse(store.data.get('exam-store.cbt.a1')!) as { items: QueueItem[] };
    expect(journal().items.map((i) => i.seq)).toEqual([first.seq, second.seq, third.seq]);
    queue.dispose();

    // Continue here: the screen opens a new queue over the same journal, which sends them in order.
    server.fail.next = null;
    const back = new SaveQueue({
      send: server.send,
      journal: new AttemptJournal('a1', store),
      now: () => 1000,
    });
    back.start();
    await flush();
    expect(server.sent.slice(1).map((i) => [i.kind === 'answer' && i.number, i.seq])).toEqual([
      [1, first.seq],
      [2, second.seq],
      [3, third.seq],
    ]);
    expect(journal().items).toEqual([]);
    expect(syncStatusText(back.snapshot())).toBe('Saved');
  });

  it('a save the server refuses as wrong (400) is dropped and reported; the next one still goes', async () => {
    const { server, queue, onRejected } = setup();
    server.fail.next = (item) =>
      item.kind === 'answer' && item.number === 7 ? new HttpStatusError(400, 'not a number') : null;
    queue.saveAnswer(answer(7, 'x'));
    queue.saveAnswer(answer(8, '5'));
    await flush();
    expect(onRejected).toHaveBeenCalledTimes(1);
    expect(server.sent.map((i) => i.kind === 'answer' && i.number)).toEqual([7, 8]);
    expect(queue.snapshot().pending).toBe(0);
  });
});

describe('SaveQueue: the journal', () => {
  it('a reload finds the unsent saves and goes on numbering above them', async () => {
    const store = memoryStore();
    const first = setup({ store, online: () => false });
    first.server.fail.next = () => new TypeError('Failed to fetch');
    first.queue.saveAnswer(answer(4, '2'));
    const last = first.queue.saveAnswer(answer(5, '1;2'));
    await flush();
    first.queue.dispose();
    const again = setup({ store });
    expect(again.queue.unsent().map((i) => i.kind === 'answer' && i.answer)).toEqual(['2', '1;2']);
    again.queue.start();
    await flush();
    expect(again.server.sent.map((i) => i.kind === 'answer' && i.number)).toEqual([4, 5]);
    expect(again.queue.saveAnswer(answer(6, '1')).seq).toBeGreaterThan(last.seq);
  });

  it('a batch (Save & Next: a save, a move, the time on the question) writes the journal once and notifies once', async () => {
    const { store, server, journal, queue } = setup();
    const writes = jest.spyOn(store, 'setItem');
    const heard = jest.fn();
    queue.subscribe(heard);
    queue.batch(() => {
      queue.saveAnswer(answer(1, '3'));
      queue.move(2, [{ number: 1, timeSpentMs: 900 }]);
      journal.update({ times: { 1: 900 } });
      // Held until the batch ends: nothing is written or announced halfway.
      expect(writes).not.toHaveBeenCalled();
      expect(heard).not.toHaveBeenCalled();
    });
    expect(writes).toHaveBeenCalledTimes(1);
    expect(heard).toHaveBeenCalledTimes(1);
    // What was written holds all three, before anything is sent.
    const written = JSON.parse(store.data.get('exam-store.cbt.a1')!) as { items: QueueItem[]; times: object };
    expect(written.items.map((i) => i.kind)).toEqual(['answer', 'move']);
    expect(written.times).toEqual({ 1: 900 });
    expect(server.sent).toEqual([]);
    await flush();
    expect(server.sent.map((i) => i.kind)).toEqual(['answer', 'move']);
  });

  it('drain() waits for every acknowledgement before it resolves (the submit goes after it)', async () => {
    const { server, queue } = setup();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const original = server.send.getMockImplementation()!;
    server.send.mockImplementation(async (item) => {
      await gate;
      return original(item);
    });
    queue.saveAnswer(answer(1, '1'));
    queue.saveAnswer(answer(2, '2'));
    let drained = false;
    const drain = queue.drain().then(() => (drained = true));
    await flush();
    expect(drained).toBe(false);
    release();
    await drain;
    expect(server.sent).toHaveLength(2);
  });
});
