/**
 * The accounts domain's module (docs/domains/accounts.md): what other modules use of it. A payment's mail
 * goes to its owner (`findUserById`), a request's device is known by its cookie and key (`requestCookieHash`,
 * `requestDeviceHash`), and a suspicious account is flagged for the admin (`flagAccount`). The reader's
 * limits list flags and devices (`listFlags`, `activeDevices`…); the sign-in checks other modules' routes
 * hook in (`bearerHook`, `AUTH_MESSAGES`, `isCurrentVersion`) and the refusal texts the error codes map
 * are the auth plugin's and the account routes'.
 * The module holds all of its domain's code, its plugin and routes included; app.ts and routes/index.ts
 * register those directly (docs/architecture.md "Where to read more"), everything else goes through here.
 */
export {
  activeDevices,
  devicePlaces,
  findDevice,
  requestCookieHash,
  requestDeviceHash,
  revokeDevices,
  toDeviceDto,
} from './devices';
export { findUserById, NAME_REQUIRED } from './users';
export { REPLACE_MESSAGES } from './device-replacement';
export { hashPassword } from './passwords';
export { RESET_INVALID_MESSAGE } from './password-resets';
export { flagAccount, listFlags } from './account-flags';
export { AUTH_MESSAGES, bearerHook, BEARER_HOOKS, isCurrentVersion } from './auth-plugin';
