import fs from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { Platform } from './platform';

/** The platform started by global-setup (url, admin credentials). */
export function platform(): Omit<Platform, 'stop'> {
  // Same name as global-setup's PLATFORM_FILE (not imported: that module pulls in the platform starter).
  const file = require('node:path').join(
    __dirname,
    '..',
    '..',
    '.test-results',
    `platform-${process.env.E2E_PORT ?? 3311}.json`,
  );
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** Launches Debian's Chromium headless with the flags this machine needs (no network beyond loopback). */
export function launchBrowser(): Promise<Browser> {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  return chromium.launch({
    executablePath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-quic',
      '--disable-sync',
    ],
  });
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

/** A new context with clipboard permissions, so "Copy" buttons can be exercised. */
export async function newContext(
  browser: Browser,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  const { url } = platform();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url });
  return context;
}
