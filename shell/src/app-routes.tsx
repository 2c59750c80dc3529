import { Route, Routes } from '@exam/shared-contracts/router';
import { AdminLoginPage } from './features/auth/pages/admin-login-page';
import { AuthCallbackPage } from './features/auth/pages/auth-callback-page';
import { LoginPage } from './features/auth/pages/login-page';
import { RegisterPage } from './features/auth/pages/register-page';
import { RemoteSlot } from './components/remote-slot';
import { AdminGate } from './features/auth/components/admin-gate';

/**
 * The shell's route table (SPEC 2): the auth pages live in the shell so they work even when a remote is down;
 * /admin/* is gated then handed to admin-remote; everything else goes to store-remote's own `<Routes>`.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/register" element={<RegisterPage />} />
      <Route path="/admin-login" element={<AdminLoginPage />} />
      <Route path="/auth-callback" element={<AuthCallbackPage />} />
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
