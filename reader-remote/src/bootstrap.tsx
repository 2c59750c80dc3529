/**
 * Standalone entry of reader-remote for its own team (ARCHITECTURE "Module Federation": every remote can run
 * alone). Mounts only when the page has a `#root` (this app's index.html); loaded
 * as a remote it does nothing. `?pdf=<pdfUrl>&title=<title>[&book=<bookId>]` opens that PDF (the server
 * decides whether this user may read it); without it, a signed-in user picks one of their books and a guest
 * is asked to sign in.
 */
import { StrictMode } from 'react';
import { Toaster } from '@exam/shared-contracts/client';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import {
  checkStandaloneSession,
  createStandaloneStore,
  standaloneTheme,
} from '@exam/shared-contracts/standalone';
import { StandaloneReader } from './standalone/standalone-reader';

const container = document.getElementById('root');
if (container) {
  const store = createStandaloneStore();
  void checkStandaloneSession(store.dispatch);
  const theme = standaloneTheme();
  createRoot(container).render(
    <StrictMode>
      <Provider store={store}>
        <ThemeProvider theme={theme}>
          <Toaster />
          <StandaloneReader />
        </ThemeProvider>
      </Provider>
    </StrictMode>,
  );
}
