import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { Platform } from './platform';

/** The running platform's coordinates (what global-setup hands to the tests): url, admin credentials... */
export type PlatformInfo = Omit<Platform, 'stop'>;

/**
 * Where global-setup writes the platform's coordinates for the test workers (other processes): one file per
 * E2E_PORT, so two browser runs on one machine do not read each other's platform.
 */
export const PLATFORM_FILE = path.join(
  __dirname,
  '..',
  '..',
  '.test-results',
  `platform-${process.env.E2E_PORT ?? 3311}.json`,
);

/** The platform started by global-setup (url, admin credentials). */
export function platform(): PlatformInfo {
  return JSON.parse(fs.readFileSync(PLATFORM_FILE, 'utf8')) as PlatformInfo;
}

/** Page errors and console errors seen on a page, to assert that a journey raised none. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  return errors;
}
