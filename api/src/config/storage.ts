/** The S3 driver's settings (STORAGE_DRIVER=s3); credentials unset → the SDK's default chain. */
export interface S3StorageConfig {
  driver: 's3';
  bucket: string;
  region: string;
  /** An S3-compatible server's URL (MinIO, R2…); unset → AWS. */
  endpoint: string | undefined;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** `https://host/bucket/key` URLs instead of `https://bucket.host/key`. */
  forcePathStyle: boolean;
  /** Folder of upload spools; `os.tmpdir()/exam-store-uploads` unless set (tests give each server its own). */
  spoolDir?: string;
}

/** Where stored files live (api/README.md "Files"): `DATA_DIR/files` (local) or an S3 bucket. */
export type StorageConfig = { driver: 'local' } | S3StorageConfig;

/**
 * STORAGE_DRIVER (`local`, default, or `s3`) and the S3_* variables; throws (the server refuses to start)
 * on another driver, on s3 without S3_BUCKET, or with only one of the two S3 keys.
 */
export function storageConfig(env: NodeJS.ProcessEnv): StorageConfig {
  const driver = (env.STORAGE_DRIVER || 'local').toLowerCase();
  if (driver === 'local') return { driver };
  if (driver !== 's3') throw new Error(`STORAGE_DRIVER must be local or s3, not "${env.STORAGE_DRIVER}"`);
  if (!env.S3_BUCKET) throw new Error('STORAGE_DRIVER=s3 needs S3_BUCKET (the bucket that holds the files)');
  if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY)
    throw new Error('Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (the AWS default chain)');
  const pathStyle = (env.S3_FORCE_PATH_STYLE ?? '').toLowerCase();
  return {
    driver,
    bucket: env.S3_BUCKET,
    region: env.S3_REGION || 'us-east-1',
    endpoint: env.S3_ENDPOINT || undefined,
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    // S3-compatible servers usually want path-style URLs; AWS itself virtual-hosted ones.
    forcePathStyle: pathStyle ? ['true', '1', 'on', 'yes'].includes(pathStyle) : !!env.S3_ENDPOINT,
  };
}
