import { Type, type Static } from '@sinclair/typebox';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth-rules';

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };

/** Roles (docs/domains/accounts.md "Roles"). */
export const ROLES = ['admin', 'user'] as const;
export const Role = Type.Union(ROLES.map((r) => Type.Literal(r)));
export type Role = Static<typeof Role>;

/** The signed-in user (docs/domains/accounts.md "Session"). `_id` and `id` carry the same value; `isAdmin`
 * mirrors `role === 'admin'`. */
export const User = Type.Object({
  _id: Type.String(),
  id: Type.String(),
  name: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  photo: Type.Union([Type.String(), Type.Null()]),
  role: Role,
  isActive: Type.Boolean(),
  isAdmin: Type.Boolean(),
  createdAt: Type.String({ format: 'date-time' }),
});
export type User = Static<typeof User>;

/** `POST /api/auth/login` (docs/domains/accounts.md "Calls"). */
export const LoginBody = Type.Object({
  email: Type.String({ minLength: 3, maxLength: 254, format: 'email' }),
  password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }),
});
export type LoginBody = Static<typeof LoginBody>;

/** `POST /api/auth/register` (docs/domains/accounts.md "Calls"). `confirmPassword` is checked in the form
 * only and never sent. */
export const RegisterBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 100 }),
  email: Type.String({ minLength: 3, maxLength: 254, format: 'email' }),
  password: Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH }),
});
export type RegisterBody = Static<typeof RegisterBody>;

/**
 * `PUT /api/auth/password`: the current password and the new one (same rules as registration). Answers
 * {@link AuthResponse} with a new token; every older token of the account is revoked.
 */
export const ChangePasswordBody = Type.Object({
  currentPassword: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }),
  newPassword: Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH }),
});
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

/** `POST /api/auth/password/forgot`: the account's e-mail. */
export const ForgotPasswordBody = Type.Object({ email: Type.String({ minLength: 3, maxLength: 254 }) });
export type ForgotPasswordBody = Static<typeof ForgotPasswordBody>;

/**
 * `POST /api/auth/password/reset`: the token of the e-mailed link and the new password (the
 * registration rules). Single use, 30 minutes; every session of the account is ended.
 */
export const ResetPasswordBody = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 200 }),
  password: Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH }),
});
export type ResetPasswordBody = Static<typeof ResetPasswordBody>;

/** The answer of the password reset calls: a sentence to show as is. */
export const MessageResponse = Type.Object({ message: Type.String() });
export type MessageResponse = Static<typeof MessageResponse>;

/** `POST /api/auth/google/exchange`: the one-time code the Google callback put in `/auth-callback?code=`. */
export const GoogleExchangeBody = Type.Object({ code: Type.String({ minLength: 1, maxLength: 200 }) });
export type GoogleExchangeBody = Static<typeof GoogleExchangeBody>;

/** Answer of login, register and `GET /api/auth/me` is `{ user }`; login and register add `token` (a JWT). */
export const AuthResponse = Type.Object({ token: Type.String(), user: User });
export type AuthResponse = Static<typeof AuthResponse>;

/** `GET /api/auth/me`. */
export const MeResponse = Type.Object({ user: User });
export type MeResponse = Static<typeof MeResponse>;

/**
 * `GET` and `PUT /api/auth/preferences`: the signed-in student's language (docs/languages.md), kept
 * on the account so a new device opens in it and the e-mails are written in it. Kept apart from the user of
 * docs/domains/accounts.md "Session".
 */
export const Preferences = Type.Object({ lang: Type.Union([Type.Literal('en'), Type.Literal('hi')]) });
export type Preferences = Static<typeof Preferences>;

/** `POST /api/admin/login` (docs/domains/accounts.md "Calls"): username and password of an admin account. */
export const AdminLoginBody = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 100 }),
  password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }),
});
export type AdminLoginBody = Static<typeof AdminLoginBody>;

/** Admin login answer: the token (docs/domains/accounts.md "Calls") and the admin user. */
export const AdminLoginResponse = Type.Object({ token: Type.String(), user: User });
export type AdminLoginResponse = Static<typeof AdminLoginResponse>;
