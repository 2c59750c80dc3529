/**
 * Standalone entry of admin-remote for its own team (ARCHITECTURE "Module Federation": every remote can run
 * alone). Mounts only when the page has a `#root` (this app's index.html); loaded
 * as a remote it does nothing. It checks the stored session as the shell does and shows the dashboard to an
 * admin, the admin sign-in to anyone else.
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
import { StandaloneAdmin } from './standalone/standalone-admin';

const container = document.getElementById('root');
if (container) {
  const store = createStandaloneStore();
  void checkStandaloneSession(store.dispatch);
  const theme = standaloneTheme();
  // Opened as …/index.html, the address becomes its folder. No basename: the dashboard's `?tab=` links
  // resolve against the page's own path (a basename would drop its trailing slash: /remotes/admin?tab=).
  standaloneBasename();
  createRoot(container).render(
    <StrictMode>
      <Provider store={store}>
        <ThemeProvider theme={theme}>
          <Toaster />
          <BrowserRouter>
            <StandaloneAdmin />
          </BrowserRouter>
        </ThemeProvider>
      </Provider>
    </StrictMode>,
  );
}
