import type net from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * One message the server accepted: its envelope recipients, its raw text with quoted-printable line breaks
 * undone (`raw`, to find ids and links in), and the message exactly as sent (`source`, for a MIME parser).
 */
export interface Received {
  to: string[];
  raw: string;
  source: string;
}

/**
 * The one test mailbox: a real SMTP server on 127.0.0.1 at a port the OS picks that keeps every message
 * (`received`) and hands each to `onMail`; `state.failNext` makes the next N messages fail with 451.
 * The API's mail tests read `received`; the browser tests' `e2e/support/mailbox.ts` writes each message to a
 * file through `onMail`, since the tests run in other processes than the server.
 */
export async function startSmtp(opts: { onMail?: (mail: Received) => void } = {}) {
  const received: Received[] = [];
  const state = { failNext: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (state.failNext > 0) {
          state.failNext -= 1;
          const err = new Error('Try again later') as Error & { responseCode: number };
          err.responseCode = 451;
          return callback(err);
        }
        const source = Buffer.concat(chunks).toString('utf8');
        const mail: Received = {
          to: session.envelope.rcptTo.map((r) => r.address),
          source,
          // Undo quoted-printable soft line breaks and "=3D" so ids, codes and links read whole.
          raw: source.replace(/=\r?\n/g, '').replace(/=3D/g, '='),
        };
        received.push(mail);
        opts.onMail?.(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as net.AddressInfo).port;
  return {
    received,
    state,
    port,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
