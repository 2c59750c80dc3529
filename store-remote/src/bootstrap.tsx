/**
 * Standalone mode for the store team (docs/architecture.md "The pieces"): mounts the routes
 * with a local store, router, theme and toasts when the page has a #root. As a remote this file never runs
 * (the shell loads `./routes` only), and without #root it does nothing.
 */
import { Route, Routes } from '@exam/web-platform/router';
import { mountStandalone } from '@exam/shared-ui/standalone';
import StoreRoutes from './routes';

// The routes are relative to the folder the page was opened at.
mountStandalone({
  router: 'folder',
  render: () => (
    <Routes>
      <Route path="/*" element={<StoreRoutes />} />
    </Routes>
  ),
});
