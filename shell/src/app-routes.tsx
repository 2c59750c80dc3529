import { Suspense, type ReactNode } from 'react';
import { Route, Routes } from '@exam/shared-contracts/router';
import { RemoteSlot } from './components/remote-slot';
import { Spinner } from './components/spinner';
import { AdminGate } from './features/auth/components/admin-gate';
import { AdminLoginPage, AuthCallbackPage, LoginPage, RegisterPage } from './features/auth/pages/lazy-pages';

const Page = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={<Spinner />}>{children}</Suspense>
);

/**
 * The shell's route table (SPEC 2): the auth pages live in the shell so they work even when a remote is down;
 * /admin/* is gated then handed to admin-remote; everything else goes to store-remote's own `<Routes>`.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route
        path="/login"
        element={
          <Page>
            <LoginPage />
          </Page>
        }
      />
      <Route
        path="/register"
        element={
          <Page>
            <RegisterPage />
          </Page>
        }
      />
      <Route
        path="/admin-login"
        element={
          <Page>
            <AdminLoginPage />
          </Page>
        }
      />
      <Route
        path="/auth-callback"
        element={
          <Page>
            <AuthCallbackPage />
          </Page>
        }
      />
      <Route
        path="/admin/*"
        element={
          <AdminGate>
            <RemoteSlot id="admin/AdminApp" loadingLabel="Loading admin dashboard..." />
          </AdminGate>
        }
      />
      <Route path="/*" element={<RemoteSlot id="store/routes" />} />
    </Routes>
  );
}
