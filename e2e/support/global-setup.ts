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
  // A real SMTP server receives the platform's e-mail (password reset links, payment notices).
  const mailbox = await startMailbox();
  started.mailbox = mailbox;
  // Every browser test comes from 127.0.0.1, so the per-IP budgets (UTR submissions 20, sign-ups and
  // sign-ins 10 a minute) would throttle the suite itself: the pagination test files 21 payments, and the
  // journeys sign up and sign in through the forms many times a minute. The limits have their own API test
  // (api/test/plugins/rate-limit.test.ts).
  const platform = await startPlatform(port, {
    RATE_LIMIT_SUBMIT: '100',
    RATE_LIMIT_REGISTER: '100',
    RATE_LIMIT_AUTH: '100',
    SMTP_URL: mailbox.url,
    MAIL_FROM: 'Exam Store <no-reply@examstore.test>',
  });
  started.platform = platform;
  fs.mkdirSync(path.dirname(PLATFORM_FILE), { recursive: true });
  const { stop: _stop, ...coordinates } = platform;
  fs.writeFileSync(PLATFORM_FILE, JSON.stringify(coordinates));
  console.log(`platform up at ${platform.url} in ${platform.startMs} ms (cold npm start to first response)`);
}
