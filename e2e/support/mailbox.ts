import fs from 'node:fs';
import path from 'node:path';
import { startSmtp, type Received } from '../../api/test/helpers/smtp';

/** Where the browser tests' SMTP server writes what it receives (one JSON line per message). */
export const MAILBOX_FILE = path.join(
  __dirname,
  '..',
  '..',
  '.test-results',
  `mailbox-${process.env.E2E_PORT ?? 3311}.jsonl`,
);

/** One message the platform sent: envelope recipients and the raw text (quoted-printable undone). */
export type SentMail = Received;

/**
 * The API tests' SMTP server (api/test/helpers/smtp.ts) for the platform of the browser tests (password
 * reset by e-mail). Started by global-setup, which hands its URL to the platform as SMTP_URL; every message
 * is appended to {@link MAILBOX_FILE}, which the tests (other processes) read with {@link mailsTo}.
 */
export async function startMailbox(): Promise<{ url: string; close: () => Promise<void> }> {
  fs.mkdirSync(path.dirname(MAILBOX_FILE), { recursive: true });
  fs.writeFileSync(MAILBOX_FILE, '');
  const { url, close } = await startSmtp({
    onMail: (mail) => fs.appendFileSync(MAILBOX_FILE, `${JSON.stringify(mail)}\n`),
  });
  return { url, close };
}

/** The messages sent to `address` so far, oldest first. */
export function mailsTo(address: string): SentMail[] {
  if (!fs.existsSync(MAILBOX_FILE)) return [];
  return fs
    .readFileSync(MAILBOX_FILE, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as SentMail)
    .filter((m) => m.to.includes(address));
}
