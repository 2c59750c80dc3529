import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
import { BrowserRouter, Route, Routes } from '@exam/shared-contracts/router';
import { SnackbarProvider } from 'notistack';
import { ThemeProvider } from 'styled-components';
import {
  api,
  readerSlice,
  readToken,
  sessionSlice,
  signedIn,
  signedOut,
  STORAGE_KEYS,
  themeFor,
} from '@exam/shared-contracts/client';
import StoreRoutes from './routes';

/**
 * Standalone mode for the store team (ARCHITECTURE "Every remote can also run standalone"): mounts the routes
 * with a local store, router, theme and toasts when the page has a #root. As a remote this file never runs
 * (the shell loads `./routes` only), and without #root it does nothing.
 */
function mountStandalone(container: HTMLElement): void {
  const store = configureStore({
    reducer: combineSlices(api, sessionSlice, readerSlice),
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  const token = readToken();
  if (!token) store.dispatch(signedOut());
  else {
    // A minimal session check; the shell's full rules (SPEC 4) are not needed for the team's dev loop.
    fetch('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } })
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(String(r.status)))))
      .then((body: { user: Parameters<typeof signedIn>[0] }) => store.dispatch(signedIn(body.user)))
      .catch(() => store.dispatch(signedOut()));
  }
  const theme = themeFor(localStorage.getItem(STORAGE_KEYS.theme));
  document.body.style.background = theme.colors.bg;
  document.body.style.color = theme.colors.text;
  document.body.style.fontFamily = theme.font;
  document.body.style.margin = '0';
  // Standalone, the page is served from its own folder (/remotes/store/ or /remotes/store/1.1.0/, or / by a
  // dev server): routes are relative to the folder the page was opened at.
  const { pathname, search } = window.location;
  if (pathname.endsWith('/index.html'))
    window.history.replaceState(null, '', pathname.slice(0, -10) + search);
  const basename = window.location.pathname.replace(/\/$/, '') || '/';
  createRoot(container).render(
    <StrictMode>
      <Provider store={store}>
        <ThemeProvider theme={theme}>
          <SnackbarProvider maxSnack={20} anchorOrigin={{ vertical: 'top', horizontal: 'right' }}>
            <BrowserRouter basename={basename}>
              <Routes>
                <Route path="/*" element={<StoreRoutes />} />
              </Routes>
            </BrowserRouter>
          </SnackbarProvider>
        </ThemeProvider>
      </Provider>
    </StrictMode>,
  );
}

const container = document.getElementById('root');
if (container) mountStandalone(container);
