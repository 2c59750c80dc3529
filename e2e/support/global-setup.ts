import fs from 'node:fs';
import path from 'node:path';
import { e2eWorkers, platformFile, platformPort } from './browser';
import { startMailbox } from './mailbox';
import { startPlatform, type Platform } from './platform';

/** The platforms this run started, for global-teardown (Playwright runs both in its runner process). */
export const started: { platforms: Platform[]; mailbox?: { close: () => Promise<void> } } = { platforms: [] };

/**
 * Starts one platform per worker (fresh data folder and database each) on E2E_PORT, E2E_PORT + 100, …, and
 * one SMTP server they all send to.
 */
export default async function globalSetup(): Promise<void> {
  // A real SMTP server receives the platforms' e-mail (password reset links, payment notices); tests find
  // their messages by the recipient's address, unique to each test.
  const mailbox = await startMailbox();
  started.mailbox = mailbox;
  // Every browser test comes from 127.0.0.1, so the per-IP budgets (UTR submissions 20, sign-ups and
  // sign-ins 10 a minute) would throttle the suite itself: the pagination test files 21 payments, and the
  // journeys sign up and sign in through the forms many times a minute. The limits have their own API test
  // (api/test/platform/http/rate-limit.test.ts).
  const env = {
    RATE_LIMIT_SUBMIT: '100',
    RATE_LIMIT_REGISTER: '100',
    RATE_LIMIT_AUTH: '100',
    SMTP_URL: mailbox.url,
    MAIL_FROM: 'Exam Store <no-reply@examstore.test>',
  };
  const count = e2eWorkers();
  const platforms = await Promise.all(
    Array.from({ length: count }, (_, index) => startPlatform(platformPort(index), env)),
  );
  started.platforms = platforms;
  platforms.forEach((platform, index) => {
    const file = platformFile(index);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const { stop: _stop, ...coordinates } = platform;
    fs.writeFileSync(file, JSON.stringify(coordinates));
    console.log(
      `platform ${index} up at ${platform.url} in ${platform.startMs} ms (cold npm start to first response)`,
    );
  });
}
