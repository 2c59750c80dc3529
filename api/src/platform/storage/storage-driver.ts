import type { StorageConfig } from '../../config';
import type { Storage } from './storage';
import { LocalStorage } from './storage-local';
import { S3Storage } from './storage-s3';

/**
 * The files driver of AppConfig.storage: {@link LocalStorage} under `dataDir` or
 * {@link S3Storage}, initialised (local folders created). Not checked: call `check()` for readiness.
 */
export async function createStorage(config: StorageConfig, dataDir: string): Promise<Storage> {
  const storage = config.driver === 's3' ? new S3Storage(config) : new LocalStorage(dataDir);
  await storage.init();
  return storage;
}
