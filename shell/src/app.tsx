import { Provider } from 'react-redux';
import { BrowserRouter } from '@exam/web-platform/router';
import styled from 'styled-components';
import { Toaster } from '@exam/shared-ui/toaster';
import { AppRoutes } from './app-routes';
import { GlobalStyle } from './components/global-style';
import { PrerenderLifetime } from './components/prerendered-content';
import { ScrollManager } from './components/scroll-manager';
import { ThemeModeProvider } from './components/theme-mode-provider';
import { Footer } from './features/layout/components/footer';
import { Header } from './features/layout/components/header';
import { ReaderOverlay } from './features/reading/components/reader-overlay';
import type { AppStore } from './store';

// At least a screen tall, so the footer starts below the first viewport while a remote is still loading
// and is not pushed down when the content arrives (layout shift).
const Main = styled.div`
  flex: 1;
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

/**
 * The whole shell (docs/architecture.md "The pieces"): store, theme, toasts and router around the header, the
 * routes, the footer and the reader overlay. Remotes render inside these providers through the shared
 * singletons.
 */
export function App({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      <ThemeModeProvider>
        <GlobalStyle />
        <Toaster />
        {/* Synchronous route updates: a session change and the navigation it causes render together, so a
              guarded page never sees the new session at the old URL (e.g. logout on /my-books going to /login). */}
        <BrowserRouter useTransitions={false}>
          <ScrollManager />
          <PrerenderLifetime />
          <Header />
          <Main id="main-content">
            <AppRoutes />
          </Main>
          <Footer />
          <ReaderOverlay />
        </BrowserRouter>
      </ThemeModeProvider>
    </Provider>
  );
}
