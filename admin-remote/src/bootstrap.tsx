/**
 * Standalone entry of admin-remote for its own team (ARCHITECTURE "Module Federation": every remote can run
 * alone). Mounts only when the page has a `#root` (this app's index.html); loaded as a remote it does nothing.
 * Sign in first (the API reads the bearer token from localStorage `token`).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from '@exam/shared-contracts/router';
import { ThemeProvider } from 'styled-components';
import { SnackbarProvider } from 'notistack';
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { api, darkTheme, readerSlice, sessionSlice } from '@exam/shared-contracts/client';
import AdminApp from './admin-app';

const container = document.getElementById('root');
if (container) {
  const store = configureStore({
    reducer: combineSlices(api, sessionSlice, readerSlice),
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  document.body.style.background = darkTheme.colors.bg;
  createRoot(container).render(
    <StrictMode>
      <Provider store={store}>
        <ThemeProvider theme={darkTheme}>
          <SnackbarProvider maxSnack={20} anchorOrigin={{ vertical: 'top', horizontal: 'right' }}>
            <BrowserRouter>
              <AdminApp />
            </BrowserRouter>
          </SnackbarProvider>
        </ThemeProvider>
      </Provider>
    </StrictMode>,
  );
}
