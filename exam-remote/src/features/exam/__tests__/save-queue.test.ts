import type { QueueItem } from '../lib/queue-items';
import { syncStatusText } from '../lib/sync-status-text';
import { memoryStore } from './memory-store';
import { flush, setup, answer } from './save-queue-harness';

/*
 * The exam's save queue: order and seq of its items, and its journal across a reload. Failures, offline
 * and closed attempts: save-queue-failures.test.ts.
 */
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
