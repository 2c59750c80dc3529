import type net from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message the server accepted: its envelope recipients and its raw text. */
export interface Received {
  to: string[];
  raw: string;
}

/**
 * A real SMTP server for the mail tests, on 127.0.0.1 at a port the OS picks, that keeps
 * every message; `failNext` makes the next N messages fail with 451. */
export async function startSmtp() {
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
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          // Undo quoted-printable soft line breaks so ids and links read whole.
          raw: Buffer.concat(chunks)
            .toString('utf8')
            .replace(/=\r?\n/g, ''),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as net.AddressInfo).port;
  return { received, state, port, close: () => new Promise<void>((r) => server.close(() => r())) };
}
