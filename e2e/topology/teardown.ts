import { running } from './setup';

/** Stops nginx, the replicas, Redis, the S3 server, and drops the topology's database. */
export default async function teardown(): Promise<void> {
  await running.topology?.stop();
  running.topology = undefined;
}
