import { started } from './global-setup';

/** Stops the platforms started by global-setup (processes, databases and data folders) and the SMTP server. */
export default async function globalTeardown(): Promise<void> {
  await Promise.all(started.platforms.map((platform) => platform.stop()));
  started.platforms = [];
  await started.mailbox?.close();
  started.mailbox = undefined;
}
