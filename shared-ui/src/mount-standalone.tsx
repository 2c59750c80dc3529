import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { STORAGE_KEYS } from '@exam/web-platform/client';
import { BrowserRouter } from '@exam/web-platform/router';
import {
  checkStandaloneSession,
  createStandaloneStore,
  standaloneBasename,
} from '@exam/web-platform/standalone';
import { themeFor } from '@exam/shared-ui/theme';
import { Toaster } from '@exam/shared-ui/toaster';

/** What differs between the remotes' standalone pages. */
export interface StandaloneOptions {
  /**
   * The page's router: `folder`, routes relative to the folder the page was opened from (/remotes/store/,
   * /remotes/store/1.1.0/, or / by a dev server; …/index.html becomes its folder); `page`, no basename, so
   * `?tab=` links resolve against the page's own path (a basename would drop its trailing slash); none for a
   * page without routes.
   */
  router?: 'folder' | 'page';
  /** The page's content (a remote's gated content: {@link StandaloneGate}). */
  render: () => ReactNode;
}

/** The theme the visitor chose in the shell (localStorage `theme`), applied to the page's body. */
function standaloneTheme() {
  const theme = themeFor(localStorage.getItem(STORAGE_KEYS.theme));
  document.body.style.background = theme.colors.bg;
  document.body.style.color = theme.colors.text;
  document.body.style.fontFamily = theme.font;
  document.body.style.margin = '0';
  return theme;
}

/**
 * The one standalone bootstrap of every remote (docs/releases.md "Standalone pages"): when the page has a
 * `#root` (the app's own index.html), it mounts `render()` inside a store of its own, the session check the
 * shell would do, the visitor's theme, the toaster and the router `router` asks for. Loaded as a remote (no
 * `#root`), it does nothing. Imports the router, Redux, the client, the theme and the toaster by package
 * name, as the app does, so that both use the one copy.
 */
export function mountStandalone({ router, render }: StandaloneOptions): void {
  const container = document.getElementById('root');
  if (!container) return;
  const store = createStandaloneStore();
  void checkStandaloneSession(store.dispatch);
  const theme = standaloneTheme();
  // Called for every page: it also turns an address ending in /index.html into its folder.
  const basename = standaloneBasename();
  const content = render();
  createRoot(container).render(
    <StrictMode>
      <Provider store={store}>
        <ThemeProvider theme={theme}>
          <Toaster />
          {router ? (
            <BrowserRouter basename={router === 'folder' ? basename : undefined}>{content}</BrowserRouter>
          ) : (
            content
          )}
        </ThemeProvider>
      </Provider>
    </StrictMode>,
  );
}
