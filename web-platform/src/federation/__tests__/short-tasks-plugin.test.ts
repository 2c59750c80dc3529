import shortTasksPlugin from '../short-tasks-plugin';

/**
 * The federation runtime's steps (a shared module's resolution, a remote's init, an exposed module's chunks
 * and its evaluation) each wait for a task of their own, so they are no longer promise callbacks of the step
 * before, run in its task.
 */
describe('shortTasksPlugin', () => {
  const plugin = shortTasksPlugin();
  const hooks = ['beforeLoadShare', 'beforeInitRemote', 'beforeGetExpose', 'beforeExecuteFactory'] as const;

  it.each(hooks)(
    '%s continues in a later task: work queued as microtasks after it runs first',
    async (name) => {
      const hook = plugin[name] as (args: object) => Promise<unknown>;
      const order: string[] = [];
      const args = { pkgName: 'react' };
      const step = hook(args).then((result) => {
        order.push('step');
        return result;
      });
      queueMicrotask(() => order.push('microtask'));
      void Promise.resolve().then(() => Promise.resolve().then(() => order.push('chained microtask')));
      const result = await step;
      expect(order).toEqual(['microtask', 'chained microtask', 'step']);
      // A waterfall hook hands its arguments on unchanged; the others return nothing (the runtime goes on).
      expect(result).toBe(name === 'beforeLoadShare' ? args : undefined);
    },
  );

  it('takes part in nothing else of the runtime', () => {
    expect(Object.keys(plugin).sort()).toEqual(['name', ...hooks].sort());
  });
});
