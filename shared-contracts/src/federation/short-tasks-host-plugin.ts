import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { nextTask } from './next-task';
import shortTasksPlugin from './short-tasks-plugin';

/**
 * The shell's short-tasks plugin (its `runtimePlugins`, rspack.base.ts): a remote's ({@link shortTasksPlugin}:
 * a task of its own for each shared module), and also a task of its own, when the shell loads a remote's
 * module, before the remote's entry is initialised (`beforeInitRemote`: its share scope joined with the
 * shell's), before the exposed module's chunks are asked for (`beforeGetExpose`) and before it runs
 * (`beforeExecuteFactory`). Only a host loads remotes: the remotes' runtimes leave these hooks out.
 */
export default function shortTasksHostPlugin(): ModuleFederationRuntimePlugin {
  return {
    ...shortTasksPlugin(),
    async beforeInitRemote() {
      await nextTask();
    },
    async beforeGetExpose() {
      await nextTask();
    },
    async beforeExecuteFactory() {
      await nextTask();
    },
  };
}
