import fs from 'node:fs';
import path from 'node:path';
import { PLATFORM_FILE } from './browser';
import { startMailbox } from './mailbox';
import { startPlatform, type Platform } from './platform';

/** The platform this run started, for global-teardown (Playwright runs both in its runner process). */
export const started: { platform?: Platform; mailbox?: { close: () => Promise<void> } } = {};

/** Starts one platform for every browser test (fresh data folder and database) on E2E_PORT. */
export default async function globalSetup(): Promise<void> {
  const port = Number(process.env.E2E_PORT ?? 3311);
  // Every browser test comes from 127.0.0.1, so the per-IP budget of UTR submissions (20 a minute) would
  // throttle the suite itself once the pagination test files 21 payments; the limit has its own API test
  // (api/test/rate-limit.test.ts).
  // A real SMTP server receives the platform's e-mail (password reset links, payment notices).
  const mailbox = await startMailbox();
  started.mailbox = mailbox;
  const platform = await startPlatform(port, {
    RATE_LIMIT_SUBMIT: '100',
    SMTP_URL: mailbox.url,
    MAIL_FROM: 'Exam Store <no-reply@examstore.test>',
  });
  started.platform = platform;
  fs.mkdirSync(path.dirname(PLATFORM_FILE), { recursive: true });
  const { stop: _stop, ...coordinates } = platform;
  fs.writeFileSync(PLATFORM_FILE, JSON.stringify(coordinates));
  console.log(`platform up at ${platform.url} in ${platform.startMs} ms (cold npm start to first response)`);
}
