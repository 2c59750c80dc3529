import { StrictMode } from 'react';
import { Toaster } from '@exam/shared-contracts/client';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, Route, Routes } from '@exam/shared-contracts/router';
import { ThemeProvider } from 'styled-components';
import {
  checkStandaloneSession,
  createStandaloneStore,
  standaloneBasename,
  standaloneTheme,
} from '@exam/shared-contracts/standalone';
import StoreRoutes from './routes';

/**
 * Standalone mode for the store team (ARCHITECTURE "Every remote can also run standalone"): mounts the routes
 * with a local store, router, theme and toasts when the page has a #root. As a remote this file never runs
 * (the shell loads `./routes` only), and without #root it does nothing.
 */
function mountStandalone(container: HTMLElement): void {
  const store = createStandaloneStore();
  void checkStandaloneSession(store.dispatch);
  const theme = standaloneTheme();
  // Standalone, the page is served from its own folder (/remotes/store/ or /remotes/store/1.1.0/, or / by a
  // dev server): routes are relative to the folder the page was opened at.
  const basename = standaloneBasename();
  createRoot(container).render(
    <StrictMode>
      <Provider store={store}>
        <ThemeProvider theme={theme}>
          <Toaster />
          <BrowserRouter basename={basename}>
            <Routes>
              <Route path="/*" element={<StoreRoutes />} />
            </Routes>
          </BrowserRouter>
        </ThemeProvider>
      </Provider>
    </StrictMode>,
  );
}

const container = document.getElementById('root');
if (container) mountStandalone(container);
