import { ATTEMPT_DEVICE_MESSAGES } from '@exam/shared-contracts/constants';
import { HttpStatusError } from '../../../lib/http';
import { OPENED_ELSEWHERE } from './fixtures';
import { AttemptJournal } from '../lib/attempt-journal';
import type { QueueItem } from '../lib/queue-items';
import { QueueStoppedError } from '../lib/queue-stop';
import { SaveQueue } from '../lib/save-queue';
import { syncStatusText } from '../lib/sync-status-text';
import { flush, setup, answer } from './save-queue-harness';

/*
 * The exam's save queue when sends fail: retries with backoff, offline waits, a closed attempt, a device
 * signed out, the test opened on another device and a save the server refuses.
 */
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

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
