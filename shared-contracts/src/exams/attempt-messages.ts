/**
 * Texts of the online tests' device refusals (docs/domains/reading.md "Per-user budgets": one device at a
 * time per attempt). TypeBox-free, so the test screen's bundle can show and recognise them
 * (`@exam/shared-contracts/constants`) without bundling the schemas.
 */
export const ATTEMPT_DEVICE_MESSAGES = {
  /** 409 of a taking request from a device the attempt has moved away from. */
  openedElsewhere: 'This test was opened on another device. Open it here again to continue on this one.',
  /** 401 of a start from a browser that is not one of the candidate's devices. */
  signInHere: 'Please sign in again on this device to take the test',
  /**
   * 403 of a save, move or submit from the device an attempt is taken on after that device was signed out
   * (the admin's reset, or a replacement): the clock runs on; signing in again there resumes the attempt.
   */
  signedOut: 'This device was signed out: sign in again to go on with the test (the time keeps running)',
} as const;
