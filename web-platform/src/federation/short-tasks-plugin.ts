import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { nextTask } from './next-task';

/**
 * The shell's federation runtime plugin (its `runtimePlugins`, rspack.base.ts) that lets the browser run
 * other tasks between the steps of loading federated code (docs/speed.md "Short tasks"). Without it each step
 * ran in the task of the step before, as promise callbacks: a page's start-up resolved every shared module
 * it needs, made each module's script tag, and initialised a remote's entry and evaluated its module in a
 * few tasks of 100 to 300 ms on a phone's main thread, each a tap the phone could not answer (Total
 * Blocking Time).
 *
 * It waits for the next task ({@link nextTask}, a `MessageChannel` message: well under a millisecond on an
 * idle page):
 * - before each shared module is resolved and its chunk asked for (`beforeLoadShare`), so each shared
 *   module a chunk needs is taken in a task of its own;
 * - before a remote's entry is initialised (`beforeInitRemote`: its share scope joined with the shell's);
 * - before an exposed module's chunks are asked for (`beforeGetExpose`) and before it runs
 *   (`beforeExecuteFactory`).
 *
 * Nothing is skipped or reordered: each step still waits for the one before; only the task it runs in
 * changes. Synchronous loads (`loadShareSync`, eager modules) pass through no hook and are unchanged. The
 * remotes' runtimes go without it: their shared modules are the shell's, already loaded, and every byte of
 * the store's entry is on the guest home's 200 KiB.
 */
export default function shortTasksPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'exam-short-tasks-plugin',
    // A waterfall hook: its arguments are handed on.
    async beforeLoadShare(args) {
      await nextTask();
      return args;
    },
    // Plain hooks: waiting is all they do (their arguments are not needed, their result is ignored).
    beforeInitRemote: nextTask,
    beforeGetExpose: nextTask,
    beforeExecuteFactory: nextTask,
  };
}
