import { Suspense, type ReactNode } from 'react';
import { Route, Routes } from '@exam/web-platform/router';
import { useDocumentTitle } from '@exam/web-platform/client';
import { useShellT, type ShellMessageId } from './lib/i18n';
import { PrerenderedContent } from './components/prerendered-content';
import { RemoteSlot } from './components/remote-slot';
import { REMOTE_PAGES, SHELL_PAGES, type RemotePage } from './page-table';
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
 * A remote's page: its module in a slot, showing the page's look while it loads (the prerendered top or a
 * labelled spinner), behind the admin gate for an `admin` audience, under the shell's title when it has one.
 * The remote renders its own routes below the path (the online tests send a guest to /login).
 */
function RemotePageSlot({ page }: { page: RemotePage }) {
  const slot = page.prerendered ? (
    <RemoteSlot id={page.module} fallback={<PrerenderedContent label={page.loading} />} />
  ) : (
    <RemoteSlot id={page.module} loadingLabel={page.loading} />
  );
  const gated = page.audience === 'admin' ? <AdminGate>{slot}</AdminGate> : slot;
  return page.title ? <Page title={page.title}>{gated}</Page> : gated;
}

/**
 * The shell's routes (docs/screens.md "Routes and access"), from its route table (page-table.ts): the auth
 * pages live in the shell so they work even when a remote is down; then each remote's routes as apps.json
 * mounts them (/admin/* gated then handed to admin-remote, /test/* and /my-tests/* to exam-remote,
 * docs/domains/exams.md "Online tests"; everything else to store-remote's own `<Routes>`).
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
      {REMOTE_PAGES.map((page) => (
        <Route key={page.path} path={page.path} element={<RemotePageSlot page={page} />} />
      ))}
    </Routes>
  );
}
