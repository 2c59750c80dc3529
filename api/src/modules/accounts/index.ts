/**
 * The accounts domain's module (docs/domains/accounts.md): what other modules use of it. A payment's mail
 * goes to its owner (`findUserById`), a request's device is known by its cookie and key (`requestCookieHash`,
 * `requestDeviceHash`), and a suspicious account is flagged for the admin (`flagAccount`).
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
export { RESET_INVALID_MESSAGE } from './password-resets';
export { flagAccount, listFlags } from './account-flags';
export { AUTH_MESSAGES, bearerHook, BEARER_HOOKS, isCurrentVersion } from './auth-plugin';
