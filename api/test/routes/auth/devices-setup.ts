import { startSmtp } from '../../helpers/smtp';
import {
  auth,
  createTestAppWithAdmin,
  deviceCookie,
  guestBooks,
  openReadingSession,
  type TestContext,
} from '../../helpers/test-app';

/**
 * The app the device tests share (devices*.test.ts, docs/domains/reading.md "Per-user budgets"):
 * {@link setUpDevicesApp} starts a real SMTP server and builds the app mailing through it before a file's
 * tests, and closes both after; `bookId` is a free seeded book.
 */
export let smtp: Awaited<ReturnType<typeof startSmtp>>;
export let ctx: TestContext;
export let admin: string;
export let bookId: string;

/** Three browsers of one student: each its own device secret (43 base64url characters). */
export const PHONE = 'phone-device-secret-'.padEnd(43, 'p');
export const LAPTOP = 'laptop-device-secret-'.padEnd(43, 'l');
export const CAFE = 'cafe-device-secret-'.padEnd(43, 'c');
/** The user agents of a phone and of a laptop. */
export const UA = {
  phone:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  laptop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
};

/** Registers the file's beforeAll (SMTP server, app, free book) and afterAll (closing both). */
export function setUpDevicesApp(): void {
  beforeAll(async () => {
    smtp = await startSmtp();
    ({ ctx, admin } = await createTestAppWithAdmin({
      config: {
        mail: {
          smtpUrl: smtp.url,
          from: 'Exam Store <no-reply@examstore.test>',
          retries: 0,
          retryDelayMs: 10,
        },
      },
    }));
    bookId = (await guestBooks(ctx.app)).find((b) => b.isFree)!._id;
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });
}

/** Signs in as `email` from the browser holding device secret `device`, with a user agent and address. */
export const login = (email: string, device: string, ua = UA.laptop, ip = '10.0.0.1') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { ...deviceCookie(device), 'user-agent': ua },
    payload: { email, password: 'tidal-orchid-ledger-93' },
    remoteAddress: ip,
  });
/** Opens a reading session of the free book from `device`. */
export const open = (token: string, device: string) => openReadingSession(ctx.app, token, bookId, { device });
/** Fetches the book document with the reading token, from `device`. */
export const doc = (readingToken: string, device: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/reading/document', headers: auth(readingToken, device) });
