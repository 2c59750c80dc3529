import { nextTask } from './lib/next-task';

/**
 * Starts the shell in three tasks rather than one (ARCHITECTURE "Short tasks"): react-dom's evaluation,
 * the shell's own modules (the store, the routes, the session), then the first render. All three are in
 * this chunk already (`webpackMode: "eager"`: no request of their own); only their evaluation waits, so a
 * phone's main thread can take a tap or paint between them.
 */
async function boot(): Promise<void> {
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  const { start } = await import(/* webpackMode: "eager" */ './start');
  await nextTask();
  start();
}

void boot();
