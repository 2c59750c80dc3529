import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Generated cover file names: `<uuid>.<jpg|png|webp>` (the only names ever looked up on disk). */
export const COVER_NAME_RE = /^[0-9a-f-]{36}\.(jpg|png|webp)$/;
/** Resized covers made from a cover (issue 12): `<uuid>-<width>.<avif|webp>`. */
export const COVER_VARIANT_RE = /^[0-9a-f-]{36}-[0-9]{2,4}\.(avif|webp)$/;
/** Generated PDF file names: `<uuid>.pdf`. */
export const PDF_NAME_RE = /^[0-9a-f-]{36}\.pdf$/;
/** Names inside a book's cache folder, built by our code only (`p12-w960.webp`, `text-0001.json`). */
const CACHE_NAME_RE = /^[a-z0-9][a-z0-9_.-]{0,63}$/;

/** Key prefixes of derived files (ARCHITECTURE "Reading"): clean page renders, extracted text and outline. */
export type CacheKind = 'renders' | 'text';

/**
 * The files folder (ARCHITECTURE "Files"): `<dataDir>/files/{covers,pdfs,tmp}`. Paths are only ever built
 * from generated names that match the patterns above, never from raw user input.
 */
export class Storage {
  readonly root: string;
  readonly coversDir: string;
  readonly pdfsDir: string;
  readonly tmpDir: string;
  /** Derived files of each PDF: `<root>/renders/<pdf uuid>/…` and `<root>/text/<pdf uuid>/…`. */
  readonly cacheDirs: Record<CacheKind, string>;

  constructor(dataDir: string) {
    this.root = path.join(dataDir, 'files');
    this.coversDir = path.join(this.root, 'covers');
    this.pdfsDir = path.join(this.root, 'pdfs');
    this.tmpDir = path.join(this.root, 'tmp');
    this.cacheDirs = { renders: path.join(this.root, 'renders'), text: path.join(this.root, 'text') };
  }

  /** Creates the folders (idempotent). */
  init(): void {
    for (const dir of [this.coversDir, this.pdfsDir, this.tmpDir, ...Object.values(this.cacheDirs)])
      fs.mkdirSync(dir, { recursive: true });
  }

  /**
   * Absolute path of a derived file of the PDF `pdfKey` (a generated PDF name) under the `kind` prefix;
   * throws on a PDF name that is not ours or a file name outside {@link CACHE_NAME_RE}.
   */
  cachePath(kind: CacheKind, pdfKey: string, name: string): string {
    if (!PDF_NAME_RE.test(pdfKey)) throw new Error(`Invalid PDF name: ${pdfKey}`);
    if (!CACHE_NAME_RE.test(name)) throw new Error(`Invalid cache name: ${name}`);
    return path.join(this.cacheDirs[kind], pdfKey.slice(0, 36), name);
  }

  /** Reads a derived file; undefined when it is not there. */
  async readCache(kind: CacheKind, pdfKey: string, name: string): Promise<Buffer | undefined> {
    try {
      return await fs.promises.readFile(this.cachePath(kind, pdfKey, name));
    } catch (err) {
      if ((err as { code?: string }).code === 'ENOENT') return undefined;
      throw err;
    }
  }

  /**
   * Writes a derived file atomically (a temp file beside it, then rename; uploads keep `tmp/` to
   * themselves), creating its folder (mode 600 files).
   */
  async writeCache(kind: CacheKind, pdfKey: string, name: string, data: Uint8Array | string): Promise<void> {
    const file = this.cachePath(kind, pdfKey, name);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.${randomUUID()}.part`;
    await fs.promises.writeFile(tmp, data, { mode: 0o600 });
    await fs.promises.rename(tmp, file);
  }

  /** Removes every derived file of a PDF (its renders and text), e.g. when the PDF is replaced. */
  async removeCache(pdfKey: string): Promise<void> {
    if (!PDF_NAME_RE.test(pdfKey)) return;
    await Promise.all(
      Object.values(this.cacheDirs).map((dir) =>
        fs.promises.rm(path.join(dir, pdfKey.slice(0, 36)), { recursive: true, force: true }),
      ),
    );
  }

  /** Absolute path of a cover; throws on a name that is not one of ours. */
  coverPath(name: string): string {
    if (!COVER_NAME_RE.test(name)) throw new Error(`Invalid cover name: ${name}`);
    return path.join(this.coversDir, name);
  }

  /** Absolute path of a resized cover (`<uuid>-<width>.<avif|webp>`); throws on any other name. */
  coverVariantPath(name: string): string {
    if (!COVER_VARIANT_RE.test(name)) throw new Error(`Invalid cover variant name: ${name}`);
    return path.join(this.coversDir, name);
  }

  /** Absolute path of a PDF; throws on a name that is not one of ours. */
  pdfPath(name: string): string {
    if (!PDF_NAME_RE.test(name)) throw new Error(`Invalid PDF name: ${name}`);
    return path.join(this.pdfsDir, name);
  }

  /** A fresh temp file path for an upload in progress. */
  tmpPath(): string {
    return path.join(this.tmpDir, `${randomUUID()}.part`);
  }

  /** Removes files, ignoring those already gone. */
  async remove(...files: (string | null | undefined)[]): Promise<void> {
    await Promise.all(files.filter((f): f is string => !!f).map((f) => fs.promises.rm(f, { force: true })));
  }
}

/** A new generated file name with the given extension (no dot): `<uuid>.<ext>`. */
export function generatedName(ext: string): string {
  return `${randomUUID()}.${ext}`;
}
