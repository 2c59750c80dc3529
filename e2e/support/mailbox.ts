import fs from 'node:fs';
import type net from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/** Where the browser tests' SMTP server writes what it receives (one JSON line per message). */
export const MAILBOX_FILE = path.join(
  __dirname,
  '..',
  '..',
  '.test-results',
  `mailbox-${process.env.E2E_PORT ?? 3311}.jsonl`,
);

/** One message the platform sent: envelope recipients and the raw text (quoted-printable undone). */
export interface SentMail {
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on 127.0.0.1 for the platform of the browser tests (password reset by
 * e-mail). Started by global-setup, which hands its URL to the platform as SMTP_URL; every message is
 * appended to {@link MAILBOX_FILE}, which the tests read with {@link mailsTo}.
 */
export async function startMailbox(): Promise<{ url: string; close: () => Promise<void> }> {
  fs.mkdirSync(path.dirname(MAILBOX_FILE), { recursive: true });
  fs.writeFileSync(MAILBOX_FILE, '');
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks)
          .toString('utf8')
          .replace(/=\r?\n/g, '')
          .replace(/=3D/g, '=');
        const mail: SentMail = { to: session.envelope.rcptTo.map((r) => r.address), raw };
        fs.appendFileSync(MAILBOX_FILE, `${JSON.stringify(mail)}\n`);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as net.AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((r) => server.close(() => r())) };
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
