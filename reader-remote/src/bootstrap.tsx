/**
 * Standalone entry of reader-remote for its own team (ARCHITECTURE "Module Federation": every remote can run
 * alone). Mounts only when the page has a `#root` (this app's index.html); loaded as a remote it does nothing.
 * Open `?pdf=<pdfUrl>&title=<title>[&book=<bookId>]`;  the viewer opens a reading session
 * with the stored token and streams the PDF from `/api/pdf-proxy` with the session token.
 */
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { SnackbarProvider } from 'notistack';
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { api, darkTheme, readerSlice, sessionSlice } from '@exam/shared-contracts/client';
import PdfViewer from './features/viewer/components/pdf-viewer';

function StandaloneReader() {
  const params = new URLSearchParams(window.location.search);
  const [open, setOpen] = useState(true);
  const pdfUrl = params.get('pdf') ?? '';
  if (!open || !pdfUrl) {
    return (
      <p style={{ padding: 24, fontFamily: darkTheme.font }}>
        {pdfUrl ? (
          <button onClick={() => setOpen(true)}>Open viewer</button>
        ) : (
          'Add ?pdf=<pdfUrl>&title=<title> to open a PDF.'
        )}
      </p>
    );
  }
  return (
    <PdfViewer
      pdfUrl={pdfUrl}
      bookId={params.get('book') ?? undefined}
      title={params.get('title') ?? 'PDF'}
      onClose={() => setOpen(false)}
    />
  );
}

const container = document.getElementById('root');
if (container) {
  const store = configureStore({
    reducer: combineSlices(api, sessionSlice, readerSlice),
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  createRoot(container).render(
    <StrictMode>
      <Provider store={store}>
        <ThemeProvider theme={darkTheme}>
          <SnackbarProvider maxSnack={20} anchorOrigin={{ vertical: 'top', horizontal: 'right' }}>
            <StandaloneReader />
          </SnackbarProvider>
        </ThemeProvider>
      </Provider>
    </StrictMode>,
  );
}
