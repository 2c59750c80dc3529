import { lazy } from 'react';
import { AUTH_PAGE_LOADERS } from './page-loaders';

export const LoginPage = lazy(AUTH_PAGE_LOADERS['/login']);
export const RegisterPage = lazy(AUTH_PAGE_LOADERS['/register']);
export const AdminLoginPage = lazy(AUTH_PAGE_LOADERS['/admin-login']);
export const AuthCallbackPage = lazy(AUTH_PAGE_LOADERS['/auth-callback']);
export const ForgotPasswordPage = lazy(AUTH_PAGE_LOADERS['/forgot-password']);
export const ResetPasswordPage = lazy(AUTH_PAGE_LOADERS['/reset-password']);
