import { started } from './global-setup';

/** Stops the platform started by global-setup (its process, database and data folder) and its SMTP server. */
export default async function globalTeardown(): Promise<void> {
  await started.platform?.stop();
  started.platform = undefined;
  await started.mailbox?.close();
  started.mailbox = undefined;
}
