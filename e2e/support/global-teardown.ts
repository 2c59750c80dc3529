import type { Platform } from './platform';

/** Stops the platform started by global-setup. */
export default async function globalTeardown(): Promise<void> {
  await (globalThis as { __PLATFORM__?: Platform }).__PLATFORM__?.stop();
}
