/**
 * The accounts domain's module (docs/domains/accounts.md): what other modules use of it. A payment's mail
 * goes to its owner (`findUserById`), a request's device is known by its cookie and key (`requestCookieHash`,
 * `requestDeviceHash`), and a suspicious account is flagged for the admin (`flagAccount`).
 */
export { findDevice, requestCookieHash, requestDeviceHash } from './devices';
export { findUserById } from './users';
export { flagAccount } from './account-flags';
