import { nextTask } from '../next-task';

describe('nextTask', () => {
  it('resolves in a later task: the microtasks queued after it run first', async () => {
    const order: string[] = [];
    const next = nextTask().then(() => order.push('next task'));
    queueMicrotask(() => order.push('microtask'));
    void Promise.resolve().then(() => Promise.resolve().then(() => order.push('chained microtask')));
    await next;
    expect(order).toEqual(['microtask', 'chained microtask', 'next task']);
  });

  it('falls back to a timer where there is no MessageChannel', async () => {
    const channel = globalThis.MessageChannel;
    // @ts-expect-error: removed to stand for an environment without it
    delete globalThis.MessageChannel;
    const timer = jest.spyOn(globalThis, 'setTimeout');
    try {
      await nextTask();
      expect(timer).toHaveBeenCalledWith(expect.any(Function), 0);
    } finally {
      globalThis.MessageChannel = channel;
      timer.mockRestore();
    }
  });
});
