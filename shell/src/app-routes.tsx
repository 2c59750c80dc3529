import { Suspense, type ReactNode } from 'react';
import { Route, Routes } from '@exam/shared-contracts/router';
import { useDocumentTitle } from '@exam/shared-contracts/client';
import { PrerenderedContent } from './components/prerendered-content';
import { RemoteSlot } from './components/remote-slot';
import { AdminGate } from './features/auth/components/admin-gate';
import {
  AdminLoginPage,
  AuthCallbackPage,
  ForgotPasswordPage,
  LoginPage,
  RegisterPage,
  ResetPasswordPage,
} from './features/auth/pages/lazy-pages';

/**
 * One of the shell's routes: its tab title and, for a page in its own chunk, meanwhile its
 * prerendered top when the server sent one (/login), else a spinner.
 */
function Page({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return <Suspense fallback={<PrerenderedContent />}>{children}</Suspense>;
}

/**
 * The shell's route table (SPEC 2): the auth pages live in the shell so they work even when a remote is down;
 * /admin/* is gated then handed to admin-remote; /test/* and /my-tests go to test-remote (ARCHITECTURE
 * "Online tests"); everything else goes to store-remote's own `<Routes>`.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route
        path="/login"
        element={
          <Page title="Sign in">
            <LoginPage />
          </Page>
        }
      />
      <Route
        path="/register"
        element={
          <Page title="Create an account">
            <RegisterPage />
          </Page>
        }
      />
      <Route
        path="/admin-login"
        element={
          <Page title="Admin sign in">
            <AdminLoginPage />
          </Page>
        }
      />
      <Route
        path="/auth-callback"
        element={
          <Page title="Signing in">
            <AuthCallbackPage />
          </Page>
        }
      />
      <Route
        path="/forgot-password"
        element={
          <Page title="Reset your password">
            <ForgotPasswordPage />
          </Page>
        }
      />
      <Route
        path="/reset-password"
        element={
          <Page title="Choose a new password">
            <ResetPasswordPage />
          </Page>
        }
      />
      <Route
        path="/admin/*"
        element={
          <Page title="Admin dashboard">
            <AdminGate>
              <RemoteSlot id="admin/AdminApp" loadingLabel="Loading admin dashboard..." />
            </AdminGate>
          </Page>
        }
      />
      {/* The online tests: test-remote renders its own routes under both and sends a guest to /login. */}
      <Route path="/test/*" element={<RemoteSlot id="test/TestApp" loadingLabel="Loading the test..." />} />
      <Route
        path="/my-tests/*"
        element={<RemoteSlot id="test/TestApp" loadingLabel="Loading your tests..." />}
      />
      <Route path="/*" element={<RemoteSlot id="store/routes" fallback={<PrerenderedContent />} />} />
    </Routes>
  );
}
