import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { Toaster } from '@exam/shared-contracts/client';
import { checkStandaloneSession, createStandaloneStore, standaloneBasename, standaloneTheme } from './index';

/**
 * The one standalone bootstrap of every remote (docs/releases.md "Standalone pages"): when the page has a
 * `#root` (the app's own index.html), it mounts `render(basename)` inside a store of its own, the session
 * check the shell would do, the visitor's theme and the toaster. `basename` is the folder the page was opened
 * from (/remotes/store/, /remotes/store/1.1.0/, or / by a dev server; …/index.html becomes its folder), for
 * an app whose routes are relative to it. Loaded as a remote (no `#root`), it does nothing.
 */
export function mountStandalone(render: (basename: string) => ReactNode): void {
  const container = document.getElementById('root');
  if (!container) return;
  const store = createStandaloneStore();
  void checkStandaloneSession(store.dispatch);
  const theme = standaloneTheme();
  const basename = standaloneBasename();
  createRoot(container).render(
    <StrictMode>
      <Provider store={store}>
        <ThemeProvider theme={theme}>
          <Toaster />
          {render(basename)}
        </ThemeProvider>
      </Provider>
    </StrictMode>,
  );
}
