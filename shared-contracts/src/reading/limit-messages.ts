/** TypeBox-free, so the reader's bundle can show and recognise them (`@exam/shared-contracts/constants`). */
/** Texts of the limits' refusals (docs/screens.md "Calls": the client shows `error`). */
export const LIMIT_MESSAGES = {
  pages: (seconds: number) =>
    `You are turning pages faster than the reader allows. Please wait ${seconds} s and try again.`,
  searches: (seconds: number) =>
    `You have searched this book very often. Please wait ${seconds} s before searching again.`,
  takenOver: 'This book was opened on another device',
  otherDevice: 'This reading session belongs to another device',
  signInHere: 'Please sign in again on this device to read',
  deviceLimit: (n: number) =>
    `You are signed in on ${n} devices already. Replace one of them to sign in here.`,
  deviceSignedOut: 'This device was signed out of your account. Please sign in again.',
  deviceKeyMissing:
    'This browser could not prove which device it is. Reload the page, or use an up-to-date browser.',
} as const;
