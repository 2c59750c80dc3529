import { running } from './setup';

/** Stops the control server, nginx, the replicas, Redis, the S3 server, and drops the topology's database. */
export default async function teardown(): Promise<void> {
  running.control?.close();
  running.control = undefined;
  await running.topology?.stop();
  running.topology = undefined;
}
