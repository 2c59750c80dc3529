import { Suspense, type ReactNode } from 'react';
import { Route, Routes } from '@exam/shared-contracts/router';
import { useDocumentTitle } from '@exam/shared-contracts/client';
import { useShellT, type ShellMessageId } from './lib/i18n';
import { PrerenderedContent } from './components/prerendered-content';
import { RemoteSlot } from './components/remote-slot';
import { SHELL_PAGES } from './page-table';
import { AdminGate } from './features/accounts/components/admin-gate';
import {
  AdminLoginPage,
  AuthCallbackPage,
  ForgotPasswordPage,
  LoginPage,
  RegisterPage,
  ResetPasswordPage,
} from './features/accounts/pages/lazy-pages';

/**
 * One of the shell's routes: its tab title and, for a page in its own chunk, meanwhile its
 * prerendered top when the server sent one (/login), else a spinner.
 */
function Page({ title, children }: { title: ShellMessageId; children: ReactNode }) {
  const t = useShellT();
  useDocumentTitle(t(title));
  return <Suspense fallback={<PrerenderedContent />}>{children}</Suspense>;
}

/**
 * The shell's routes (docs/screens.md "Routes and access"), paths and titles from its route table
 * (page-table.ts): the auth pages live in the shell so they work even when a remote is down; /admin/* is
 * gated then handed to admin-remote; /test/* and /my-tests go to test-remote
 * (docs/domains/exams.md "Online tests"); everything else goes to store-remote's own `<Routes>`.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route
        path={SHELL_PAGES.login.path}
        element={
          <Page title={SHELL_PAGES.login.title}>
            <LoginPage />
          </Page>
        }
      />
      <Route
        path={SHELL_PAGES.register.path}
        element={
          <Page title={SHELL_PAGES.register.title}>
            <RegisterPage />
          </Page>
        }
      />
      <Route
        path={SHELL_PAGES.adminLogin.path}
        element={
          <Page title={SHELL_PAGES.adminLogin.title}>
            <AdminLoginPage />
          </Page>
        }
      />
      <Route
        path={SHELL_PAGES.authCallback.path}
        element={
          <Page title={SHELL_PAGES.authCallback.title}>
            <AuthCallbackPage />
          </Page>
        }
      />
      <Route
        path={SHELL_PAGES.forgotPassword.path}
        element={
          <Page title={SHELL_PAGES.forgotPassword.title}>
            <ForgotPasswordPage />
          </Page>
        }
      />
      <Route
        path={SHELL_PAGES.resetPassword.path}
        element={
          <Page title={SHELL_PAGES.resetPassword.title}>
            <ResetPasswordPage />
          </Page>
        }
      />
      <Route
        path={SHELL_PAGES.admin.path}
        element={
          <Page title={SHELL_PAGES.admin.title}>
            <AdminGate>
              <RemoteSlot id="admin/AdminApp" loadingLabel="Loading admin dashboard..." />
            </AdminGate>
          </Page>
        }
      />
      {/* The online tests: test-remote renders its own routes under both and sends a guest to /login.
          Meanwhile a test's instructions page shows the top the server drew for it. */}
      <Route
        path={SHELL_PAGES.test.path}
        element={
          <RemoteSlot id="test/TestApp" fallback={<PrerenderedContent label="Loading the test..." />} />
        }
      />
      <Route
        path={SHELL_PAGES.myTests.path}
        element={<RemoteSlot id="test/TestApp" loadingLabel="Loading your tests..." />}
      />
      <Route
        path={SHELL_PAGES.store.path}
        element={<RemoteSlot id="store/routes" fallback={<PrerenderedContent />} />}
      />
    </Routes>
  );
}
