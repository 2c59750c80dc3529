import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { nextTask } from './next-task';

/**
 * A federation runtime plugin (every app's `runtimePlugins`, rspack.base.ts) that lets the browser run other
 * tasks between the steps of loading federated code (ARCHITECTURE "Short tasks"). Without it each step ran in
 * the task of the step before, as promise callbacks: a page's start-up resolved every shared module it
 * needs, made each module's script tag and evaluated a remote's entry, init and module in a few tasks of
 * 100 to 300 ms on a phone's main thread, each a tap the phone could not answer (Total Blocking Time).
 *
 * A remote's runtime waits for the next task ({@link nextTask}, a `MessageChannel` message: well under a
 * millisecond on an idle page) before each shared module is resolved and its chunk asked for
 * (`beforeLoadShare`), so each shared module a chunk needs is taken in a task of its own. The shell's runtime,
 * which also loads the remotes, adds the steps of that ({@link ./short-tasks-host-plugin}).
 *
 * Nothing is skipped or reordered: each step still waits for the one before; only the task it runs in
 * changes. Synchronous loads (`loadShareSync`, eager modules) pass through no hook and are unchanged.
 */
export default function shortTasksPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'exam-short-tasks-plugin',
    async beforeLoadShare(args) {
      await nextTask();
      return args;
    },
  };
}
