import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { preloadAuthPage } from './features/auth/pages/lazy-pages';
import { ensureRemotesRegistered, preloadRemoteModule, watchReleaseSwitch } from './lib/remotes';
import { startSession } from './lib/session';
import { createStore } from './store';

/**
 * Starts the shell: registers the remotes from /remotes.json (a failure only affects the parts that need a
 * remote: each slot retries on its own), watches the release switch (docs/releases.md), starts the session (SPEC 4) and renders into #root.
 */
function start(): void {
  ensureRemotesRegistered().catch((error: unknown) => console.error('Remotes not registered', error));
  // The current page's code starts downloading while React starts: an auth page's chunk, or the store
  // (every page outside the shell's own and the admin's).
  const { pathname } = window.location;
  if (!preloadAuthPage(pathname) && !/^\/admin(\/|$)/.test(pathname)) preloadRemoteModule('store/routes');
  watchReleaseSwitch();
  const store = createStore();
  void startSession(store.dispatch);
  const container =
    document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
  createRoot(container).render(
    <StrictMode>
      <App store={store} />
    </StrictMode>,
  );
}

start();
