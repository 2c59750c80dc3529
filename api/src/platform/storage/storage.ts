import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { Readable } from 'node:stream';

/** Generated cover file names: `<uuid>.<jpg|png|webp>` (the only names ever looked up in storage). */
export const COVER_NAME_RE = /^[0-9a-f-]{36}\.(jpg|png|webp)$/;
/** Resized covers made from a cover: `<uuid>-<width>.<avif|webp>`. */
export const COVER_VARIANT_RE = /^[0-9a-f-]{36}-[0-9]{2,4}\.(avif|webp)$/;
/** Generated PDF file names: `<uuid>.pdf`. */
export const PDF_NAME_RE = /^[0-9a-f-]{36}\.pdf$/;
/** Names inside a book's cache folder, built by our code only (`p12-w960.webp`, `text-0001.json`). */
const CACHE_NAME_RE = /^[a-z0-9][a-z0-9_.-]{0,63}$/;
/**
 * Every key a driver accepts: `covers/<name>`, `pdfs/<name>` or `<renders|text>/<pdf uuid>/<name>`, and
 * the prefixes of those (ending in `/`). Keys are only built from the generated names above.
 */
const KEY_RE = /^(covers|pdfs|renders|text)\/([0-9a-f-]{36}\/)?([a-z0-9][a-z0-9_.-]{0,63})?$/;

/**
 * Key of the release switch when it lives in the bucket (STORAGE_DRIVER=s3): written by
 * `npm run release:switch` (scripts/lib/releases.mjs), read by every replica on GET /remotes.json.
 */
export const SWITCH_KEY = 'releases/remotes.json';

/**
 * Key prefixes of derived files (docs/domains/reading.md "The reader"): clean page renders, extracted text
 * and outline.
 */
export type CacheKind = 'renders' | 'text';

/** A byte range of a stored file, inclusive offsets (as parsed by byte-range.ts). */
export interface StoredRange {
  start: number;
  end: number;
}

/** How {@link Storage.putFile} treats the source file: moved in (an upload's temp), copied, or symlinked (seed). */
export type PutMode = 'move' | 'copy' | 'symlink';

/** Throws unless `key` is one of the keys (or prefixes) storage ever holds. */
export function checkKey(key: string): string {
  if (key !== SWITCH_KEY && (!KEY_RE.test(key) || key.includes('..')))
    throw new Error(`Invalid storage key: ${key}`);
  return key;
}

/** Key of a cover (`covers/<uuid>.<ext>`); throws on a name that is not one of ours. */
export function coverKey(name: string): string {
  if (!COVER_NAME_RE.test(name)) throw new Error(`Invalid cover name: ${name}`);
  return `covers/${name}`;
}

/** Key of a resized cover (`covers/<uuid>-<width>.<avif|webp>`); throws on any other name. */
export function coverVariantKey(name: string): string {
  if (!COVER_VARIANT_RE.test(name)) throw new Error(`Invalid cover variant name: ${name}`);
  return `covers/${name}`;
}

/** Key of a PDF (`pdfs/<uuid>.pdf`); throws on a name that is not one of ours. */
export function pdfFileKey(name: string): string {
  if (!PDF_NAME_RE.test(name)) throw new Error(`Invalid PDF name: ${name}`);
  return `pdfs/${name}`;
}

/**
 * Key of a derived file of the PDF `pdfKey` (a generated PDF name) under the `kind` prefix:
 * `<kind>/<pdf uuid>/<name>`; throws on a PDF name that is not ours or a name outside CACHE_NAME_RE.
 */
export function cacheKey(kind: CacheKind, pdfKey: string, name: string): string {
  if (!PDF_NAME_RE.test(pdfKey)) throw new Error(`Invalid PDF name: ${pdfKey}`);
  if (!CACHE_NAME_RE.test(name)) throw new Error(`Invalid cache name: ${name}`);
  return `${kind}/${pdfKey.slice(0, 36)}/${name}`;
}

/**
 * The one interface to stored files (api/README.md "Files"): covers and their resized
 * variants, PDFs, and the `renders` / `text` caches of the reader. Two drivers: {@link LocalStorage}
 * (`DATA_DIR/files`, the default) and S3 (`STORAGE_DRIVER=s3`), chosen by `createStorage` in
 * storage-driver.ts. Drivers implement the key-level primitives; names are checked by the key helpers
 * above before any key reaches a driver. Writes are atomic: a reader never sees half a file, and a failed
 * write leaves no object.
 */
export abstract class Storage {
  /** `local` or `s3` (STORAGE_DRIVER). */
  abstract readonly driver: 'local' | 's3';

  /** Prepares the driver (local: creates the folders, mode 700). Idempotent. */
  abstract init(): Promise<void>;

  /**
   * Resolves when storage can be used (readiness, `/api/health/ready`): local, the folder is writable;
   * S3, HeadBucket succeeds. Rejects with the driver's error otherwise.
   */
  abstract check(): Promise<void>;

  /** Stores the local file `file` at `key` (`move` removes the source once stored). */
  abstract putFile(key: string, file: string, mode: PutMode): Promise<void>;

  /** Stores bytes (or UTF-8 text) at `key`, replacing what was there. */
  abstract putBytes(key: string, data: Uint8Array | string): Promise<void>;

  /** The whole stored file; undefined when there is none. */
  abstract getBytes(key: string): Promise<Buffer | undefined>;

  /** Size in bytes of the stored file; undefined when there is none. */
  abstract size(key: string): Promise<number | undefined>;

  /** A stream of the file, or of one byte range of it; undefined when there is none. */
  abstract stream(key: string, range?: StoredRange): Promise<Readable | undefined>;

  /** Names (the part after `prefix`) of the files directly under `prefix` (ending in `/`); [] when none. */
  abstract list(prefix: string): Promise<string[]>;

  /** Removes files, ignoring those already gone. */
  abstract remove(...keys: string[]): Promise<void>;

  /** Removes every file under `prefix` (ending in `/`). */
  abstract removePrefix(prefix: string): Promise<void>;

  /**
   * The local path of a stored file when this driver keeps files on this machine's disk (the render
   * worker's fast path), else undefined: the caller reads it through the driver.
   */
  abstract localFile(key: string): string | undefined;

  /** A fresh temp file path (mode 600 files in a 700 folder) to spool an upload in progress. */
  abstract tmpPath(): string;

  /** Removes temp files (uploads' spools), ignoring those already gone and empty entries. */
  async removeTemp(...files: (string | null | undefined)[]): Promise<void> {
    await Promise.all(files.filter((f): f is string => !!f).map((f) => fs.promises.rm(f, { force: true })));
  }

  /** Reads a derived file; undefined when it is not there. */
  readCache(kind: CacheKind, pdfKey: string, name: string): Promise<Buffer | undefined> {
    return this.getBytes(cacheKey(kind, pdfKey, name));
  }

  /** Writes a derived file (atomically, see {@link Storage.putBytes}). */
  writeCache(kind: CacheKind, pdfKey: string, name: string, data: Uint8Array | string): Promise<void> {
    return this.putBytes(cacheKey(kind, pdfKey, name), data);
  }

  /** Removes every derived file of a PDF (its renders and text), e.g. when the PDF is replaced. */
  async removeCache(pdfKey: string): Promise<void> {
    if (!PDF_NAME_RE.test(pdfKey)) return;
    const uuid = pdfKey.slice(0, 36);
    await Promise.all((['renders', 'text'] as const).map((kind) => this.removePrefix(`${kind}/${uuid}/`)));
  }
}

/** A new generated file name with the given extension (no dot): `<uuid>.<ext>`. */
export function generatedName(ext: string): string {
  return `${randomUUID()}.${ext}`;
}
