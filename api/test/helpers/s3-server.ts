import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3StorageConfig } from '../../src/config';

/** A running S3-compatible server for one test file, and what a client needs to reach its bucket. */
export interface S3TestServer {
  /** `http://127.0.0.1:<port>` (path-style requests). */
  endpoint: string;
  /** A bucket that exists, empty at start. */
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The driver settings of AppConfig.storage for this server (STORAGE_DRIVER=s3). */
  storage: S3StorageConfig;
  /** Stops the server and deletes its folder. */
  close(): Promise<void>;
}

/**
 * Starts a real S3-compatible server (s3rver) on 127.0.0.1 at a port the OS picks, keeping its objects in
 * a fresh temp folder (which also holds the upload spools of apps using `storage`), with one bucket (the S3 driver's tests, the topology test). s3rver
 * accepts the fixed key pair `S3RVER` / `S3RVER` and checks request signatures with it.
 */
export async function startS3Server(): Promise<S3TestServer> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3-test-'));
  const bucket = `test-${randomBytes(4).toString('hex')}`;
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory: path.join(directory, 'objects'),
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  return {
    endpoint,
    bucket,
    ...credentials,
    storage: {
      driver: 's3',
      bucket,
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      ...credentials,
      // Upload spools of this server's apps only, so a test can tell its own from another file's.
      spoolDir: path.join(directory, 'spools'),
    },
    close: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
