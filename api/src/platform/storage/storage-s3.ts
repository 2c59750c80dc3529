import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { S3StorageConfig } from '../../config';
import { checkKey, Storage, type PutMode, type StoredRange } from './storage';

/** An S3 "no such key / bucket" answer (HeadObject says NotFound, GetObject NoSuchKey; both are 404). */
function notFound(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
}

/** Most keys one DeleteObjects request takes (S3's limit). */
const DELETE_BATCH = 1000;

/**
 * The S3 driver (STORAGE_DRIVER=s3): every file is an object of `bucket` under the same
 * key as the local driver's relative path (`covers/…`, `pdfs/…`, `renders/<uuid>/…`, `text/<uuid>/…`),
 * so replicas share them. Uploads stream from their temp file with a known length (PutObject is atomic:
 * the object appears only once complete); PDF ranges are ranged GetObjects; sizes come from HeadObject;
 * cache removal lists and deletes by prefix. Nothing stored stays on this machine: upload spools live in
 * `spoolDir` (`os.tmpdir()/exam-store-uploads`) only while the request runs.
 */
export class S3Storage extends Storage {
  readonly driver = 's3' as const;
  readonly bucket: string;
  readonly client: S3Client;
  /** Where uploads spool while they are checked (S3StorageConfig.spoolDir). */
  readonly spoolDir: string;

  constructor(config: S3StorageConfig) {
    super();
    this.bucket = config.bucket;
    this.spoolDir = config.spoolDir ?? path.join(os.tmpdir(), 'exam-store-uploads');
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials:
        config.accessKeyId && config.secretAccessKey
          ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
          : undefined,
      // Checksums only where S3 requires them: many S3-compatible servers (MinIO before 2025, s3rver in
      // the tests) do not understand the SDK's default aws-chunked streaming checksums.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async init(): Promise<void> {
    await fs.promises.mkdir(this.spoolDir, { recursive: true, mode: 0o700 });
  }

  async check(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  /** Streams the file up with its length known (`symlink` uploads too: a bucket has no links). */
  async putFile(key: string, file: string, mode: PutMode): Promise<void> {
    checkKey(key);
    const { size } = await fs.promises.stat(file);
    const body = fs.createReadStream(file);
    try {
      await this.client.send(
        new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentLength: size }),
      );
    } finally {
      body.destroy();
    }
    if (mode === 'move') await fs.promises.rm(file, { force: true });
  }

  async putBytes(key: string, data: Uint8Array | string): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: checkKey(key), Body: data }));
  }

  async getBytes(key: string): Promise<Buffer | undefined> {
    try {
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }));
      return Buffer.from(await res.Body!.transformToByteArray());
    } catch (err) {
      if (notFound(err)) return undefined;
      throw err;
    }
  }

  async size(key: string): Promise<number | undefined> {
    try {
      const res = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }));
      return res.ContentLength;
    } catch (err) {
      if (notFound(err)) return undefined;
      throw err;
    }
  }

  async stream(key: string, range?: StoredRange): Promise<Readable | undefined> {
    try {
      const res = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: checkKey(key),
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      // In Node the SDK's body is an http.IncomingMessage (a Readable).
      return res.Body as Readable;
    } catch (err) {
      if (notFound(err)) return undefined;
      throw err;
    }
  }

  /** Every key under `prefix` (all pages of ListObjectsV2); `delimiter` '/' keeps to direct children. */
  private async keys(prefix: string, delimiter?: string): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const res = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: checkKey(prefix),
          Delimiter: delimiter,
          ContinuationToken: token,
        }),
      );
      for (const item of res.Contents ?? []) if (item.Key) keys.push(item.Key);
      token = res.IsTruncated ? res.NextContinuationToken : undefined;
    } while (token);
    return keys;
  }

  async list(prefix: string): Promise<string[]> {
    return (await this.keys(prefix, '/')).map((k) => k.slice(prefix.length));
  }

  async remove(...keys: string[]): Promise<void> {
    for (let i = 0; i < keys.length; i += DELETE_BATCH) {
      const batch = keys.slice(i, i + DELETE_BATCH).map((k) => ({ Key: checkKey(k) }));
      const res = await this.client.send(
        new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: batch, Quiet: true } }),
      );
      const failed = res.Errors?.find((e) => e.Code !== 'NoSuchKey');
      if (failed) throw new Error(`S3 could not delete ${failed.Key}: ${failed.Code} ${failed.Message}`);
    }
  }

  async removePrefix(prefix: string): Promise<void> {
    if (!prefix.endsWith('/')) throw new Error(`Invalid storage prefix: ${prefix}`);
    await this.remove(...(await this.keys(prefix)));
  }

  localFile(): undefined {
    return undefined;
  }

  tmpPath(): string {
    return path.join(this.spoolDir, `${randomUUID()}.part`);
  }
}
