// The federation's browser side (docs/speed.md "Short tasks"): the contracts keep the remotes' names,
// exposed modules and module types (`@exam/shared-contracts/federation`); the shell's start-up takes its
// short tasks from here, and its Module Federation runtime plugin is short-tasks-plugin.ts (rspack.base.ts).
export { nextTask } from './next-task';
