import { accountPaths } from '@exam/shared-contracts/constants';
import { api } from '@exam/web-platform/client';
import type {
  AdminLoginBody,
  AdminLoginResponse,
  AuthResponse,
  ConfirmReplaceBody,
  ForgotPasswordBody,
  LoginBody,
  MessageResponse,
  RegisterBody,
  ReplaceDeviceBody,
  ResetPasswordBody,
} from '@exam/shared-contracts/accounts';

/**
 * The sign-in calls of docs/domains/accounts.md "Calls": `POST /auth/login`, `POST /auth/register`, `POST
 * /admin/login` (`GET /auth/me` belongs to the session start, lib/session). Errors come back as `{ error }`
 * (read them with `errorMessage`).
 */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<AuthResponse, LoginBody>({
      query: (body) => ({ url: accountPaths.authLogin, method: 'POST', body }),
    }),
    register: build.mutation<AuthResponse, RegisterBody>({
      query: (body) => ({ url: accountPaths.authRegister, method: 'POST', body }),
    }),
    adminLogin: build.mutation<AdminLoginResponse, AdminLoginBody>({
      query: (body) => ({ url: accountPaths.adminLogin, method: 'POST', body }),
    }),
    /** "Forgot password?": asks for a reset link by e-mail. */
    forgotPassword: build.mutation<MessageResponse, ForgotPasswordBody>({
      query: (body) => ({ url: accountPaths.authPasswordForgot, method: 'POST', body }),
    }),
    /** Past the device limit: asks for a code by e-mail to replace one device with this browser. */
    replaceDevice: build.mutation<MessageResponse, ReplaceDeviceBody>({
      query: (body) => ({ url: accountPaths.authDevicesReplace, method: 'POST', body }),
    }),
    /** The e-mailed code: the chosen device is signed out and this browser signed in. */
    confirmReplace: build.mutation<AuthResponse, ConfirmReplaceBody>({
      query: (body) => ({ url: accountPaths.authDevicesReplaceConfirm, method: 'POST', body }),
    }),
    /** Sets a new password from the e-mailed link's token. */
    resetPassword: build.mutation<MessageResponse, ResetPasswordBody>({
      query: (body) => ({ url: accountPaths.authPasswordReset, method: 'POST', body }),
    }),
  }),
});

export const {
  useLoginMutation,
  useRegisterMutation,
  useAdminLoginMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useReplaceDeviceMutation,
  useConfirmReplaceMutation,
} = authApi;
