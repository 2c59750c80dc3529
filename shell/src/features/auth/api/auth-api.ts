import { paths } from '@exam/shared-contracts/constants';
import { api } from '@exam/shared-contracts/client';
import type {
  AdminLoginBody,
  AdminLoginResponse,
  AuthResponse,
  LoginBody,
  MeResponse,
  RegisterBody,
} from '@exam/shared-contracts/http';

/**
 * The auth calls of SPEC 7: `POST /auth/login`, `POST /auth/register`, `GET /auth/me`, `POST /admin/login`.
 * Errors come back as `{ error }` (read them with `errorMessage`).
 */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<AuthResponse, LoginBody>({
      query: (body) => ({ url: paths.authLogin, method: 'POST', body }),
    }),
    register: build.mutation<AuthResponse, RegisterBody>({
      query: (body) => ({ url: paths.authRegister, method: 'POST', body }),
    }),
    adminLogin: build.mutation<AdminLoginResponse, AdminLoginBody>({
      query: (body) => ({ url: paths.adminLogin, method: 'POST', body }),
    }),
    // Never cached: each call must ask the server whether the stored token is still good.
    me: build.query<MeResponse, void>({
      query: () => paths.authMe,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useLoginMutation, useRegisterMutation, useAdminLoginMutation } = authApi;
