import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { keepPrerender } from '@exam/web-platform/client';
import { nextTask } from '@exam/web-platform/federation';
import { App } from './app';
import { shellMessagesReady } from './lib/i18n';
import { ensureRemotesRegistered, watchReleaseSwitch } from './lib/remotes';
import { startSession } from './lib/session';
import { createStore } from './store';

/**
 * How long the first render waits for the session check (ms). Past it, the page is drawn with the session
 * still being checked (its own spinner), as on a slow network it must not wait on one request.
 */
const SESSION_WAIT_MS = 1500;

/**
 * Starts the shell: registers the remotes from /remotes.json (a failure only affects the parts that need a
 * remote: each slot retries on its own), watches the release switch (docs/releases.md), starts the session
 * (docs/domains/accounts.md "Session") and renders into #root once the shell's messages are in. bootstrap.ts
 * evaluates react-dom a task before this module, and calls this a task after it. The store, the session check
 * (RTK Query's first dispatch, which sets its middleware up) and the root each start in a task of their own
 * (docs/speed.md "Short tasks"). Resolves once the first render is asked for.
 */
export async function start(): Promise<void> {
  ensureRemotesRegistered().catch((error: unknown) => console.error('Remotes not registered', error));
  // The current page's own code (the store, or an auth page) already started loading in index.ts.
  watchReleaseSwitch();
  const store = createStore();
  await nextTask();
  const session = startSession(store.dispatch);
  await nextTask();
  const container =
    document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
  // The server's prerendered page top (docs/speed.md "Prerendered first paint") is kept for the loading
  // slots and the page: React clears the container when it first draws into it.
  keepPrerender(container);
  const root = createRoot(container);
  // In Hindi the first render waits for the shell's Hindi messages (one small chunk), so the page never
  // switches language under the student's eyes; the prerendered page stays on screen meanwhile.
  // It also waits for the session check, for at most SESSION_WAIT_MS: React draws the first render in
  // slices, and a Redux update that lands before it is committed (the signed-in user) makes React throw
  // those slices away and draw the whole page again in one long task.
  const sessionKnown = Promise.race([
    session.catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, SESSION_WAIT_MS)),
  ]);
  await Promise.all([shellMessagesReady, sessionKnown]);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App store={store} />
      </StrictMode>,
    ),
  );
}
