import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Generated cover file names: `<uuid>.<jpg|png|webp>` (the only names ever looked up on disk). */
export const COVER_NAME_RE = /^[0-9a-f-]{36}\.(jpg|png|webp)$/;
/** Generated PDF file names: `<uuid>.pdf`. */
export const PDF_NAME_RE = /^[0-9a-f-]{36}\.pdf$/;

/**
 * The files folder (ARCHITECTURE "Files"): `<dataDir>/files/{covers,pdfs,tmp}`. Paths are only ever built
 * from generated names that match the patterns above, never from raw user input.
 */
export class Storage {
  readonly root: string;
  readonly coversDir: string;
  readonly pdfsDir: string;
  readonly tmpDir: string;

  constructor(dataDir: string) {
    this.root = path.join(dataDir, 'files');
    this.coversDir = path.join(this.root, 'covers');
    this.pdfsDir = path.join(this.root, 'pdfs');
    this.tmpDir = path.join(this.root, 'tmp');
  }

  /** Creates the folders (idempotent). */
  init(): void {
    for (const dir of [this.coversDir, this.pdfsDir, this.tmpDir]) fs.mkdirSync(dir, { recursive: true });
  }

  /** Absolute path of a cover; throws on a name that is not one of ours. */
  coverPath(name: string): string {
    if (!COVER_NAME_RE.test(name)) throw new Error(`Invalid cover name: ${name}`);
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
