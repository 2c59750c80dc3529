import { nextTask } from '@exam/web-platform/federation';

/**
 * Starts the shell in several tasks rather than one (docs/speed.md "Short tasks"): react-dom's evaluation,
 * the shared Redux Toolkit surface, the web platform's client (the API slice, the toasts, the themes), the
 * shell's own modules (the store, the routes, the session), then the first render. All of them are in
 * this chunk already (`webpackMode: "eager"`: no request of their own); only their evaluation waits, so a
 * phone's main thread can take a tap or paint between them. Each step evaluates what the next would
 * otherwise evaluate first: a module runs once, so no work is added, only cut into parts.
 */
async function boot(): Promise<void> {
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@exam/web-platform/redux');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@exam/web-platform/client');
  await nextTask();
  const { start } = await import(/* webpackMode: "eager" */ './start');
  await nextTask();
  await start();
}

void boot();
