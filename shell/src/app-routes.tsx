import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from '@exam/shared-contracts/router';
import { RemoteSlot } from './components/remote-slot';
import { Spinner } from './components/spinner';
import { AdminGate } from './features/auth/components/admin-gate';

// The auth pages are their own chunks: a guest's home page does not download them (issue 12).
const LoginPage = lazy(() =>
  import('./features/auth/pages/login-page').then((m) => ({ default: m.LoginPage })),
);
const RegisterPage = lazy(() =>
  import('./features/auth/pages/register-page').then((m) => ({ default: m.RegisterPage })),
);
const AdminLoginPage = lazy(() =>
  import('./features/auth/pages/admin-login-page').then((m) => ({ default: m.AdminLoginPage })),
);
const AuthCallbackPage = lazy(() =>
  import('./features/auth/pages/auth-callback-page').then((m) => ({ default: m.AuthCallbackPage })),
);

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
