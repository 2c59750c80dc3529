import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { ensureRemotesRegistered, preloadRemoteModule } from './lib/remotes';
import { startSession } from './lib/session';
import { createStore } from './store';

/**
 * Starts the shell: registers the remotes from /remotes.json (a failure only affects the parts that need a
 * remote: each slot retries on its own), starts the session (SPEC 4) and renders into #root.
 */
function start(): void {
  ensureRemotesRegistered().catch((error: unknown) => console.error('Remotes not registered', error));
  // Every page outside the shell's own (auth, admin) is the store's: fetch it while React starts.
  if (!/^\/(admin|login|register|admin-login|auth-callback)(\/|$)/.test(window.location.pathname))
    preloadRemoteModule('store/routes');
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
