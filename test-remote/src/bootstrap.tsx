/**
 * Standalone entry of test-remote for its own team (ARCHITECTURE "Module Federation": every remote can run
 * alone; docs/releases.md "Standalone pages"). Mounts only when the page has a `#root` (this app's
 * index.html); loaded as a remote it does nothing (the shell loads `./TestApp`). It checks the stored
 * session as the shell does, with the visitor's theme.
 */
import { StrictMode } from 'react';
import { Toaster } from '@exam/shared-contracts/client';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from '@exam/shared-contracts/router';
import { ThemeProvider } from 'styled-components';
import {
  checkStandaloneSession,
  createStandaloneStore,
  standaloneBasename,
  standaloneTheme,
} from '@exam/shared-contracts/standalone';
import { StandaloneTests } from './standalone/standalone-tests';

const container = document.getElementById('root');
if (container) {
  const store = createStandaloneStore();
  void checkStandaloneSession(store.dispatch);
  const theme = standaloneTheme();
  // Served from its own folder (/remotes/test/ or /remotes/test/<version>/, or / by a dev server): the
  // routes are relative to it.
  const basename = standaloneBasename();
  createRoot(container).render(
    <StrictMode>
      <Provider store={store}>
        <ThemeProvider theme={theme}>
          <Toaster />
          <BrowserRouter basename={basename}>
            <StandaloneTests />
          </BrowserRouter>
        </ThemeProvider>
      </Provider>
    </StrictMode>,
  );
}
