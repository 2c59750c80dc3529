import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { checkKey, coverKey, pdfFileKey, Storage, type PutMode, type StoredRange } from './storage';

const FILE_MODE = 0o600;
const DIR_MODE = 0o700;

const missing = (err: unknown) => (err as { code?: string }).code === 'ENOENT';

/**
 * The local disk driver (STORAGE_DRIVER=local, the default): `<dataDir>/files/{covers,pdfs,renders,text,tmp}`,
 * a key `covers/<name>` being the file `<root>/covers/<name>`. Files are mode 600 and folders 700; every
 * write goes to a temp file beside its target, then a rename.
 */
export class LocalStorage extends Storage {
  readonly driver = 'local' as const;
  readonly root: string;
  readonly coversDir: string;
  readonly pdfsDir: string;
  /** Uploads in progress (same filesystem as the stored files, so placing one is a rename). */
  readonly tmpDir: string;

  constructor(dataDir: string) {
    super();
    this.root = path.join(dataDir, 'files');
    this.coversDir = path.join(this.root, 'covers');
    this.pdfsDir = path.join(this.root, 'pdfs');
    this.tmpDir = path.join(this.root, 'tmp');
  }

  /** Absolute path of a key (checked). */
  private file(key: string): string {
    return path.join(this.root, checkKey(key));
  }

  async init(): Promise<void> {
    for (const dir of ['covers', 'pdfs', 'renders', 'text', 'tmp'])
      await fs.promises.mkdir(path.join(this.root, dir), { recursive: true, mode: DIR_MODE });
  }

  /** Writes and removes a probe file in the tmp folder. */
  async check(): Promise<void> {
    const probe = path.join(this.tmpDir, `check-${randomUUID()}`);
    await fs.promises.writeFile(probe, '', { mode: FILE_MODE });
    await fs.promises.rm(probe, { force: true });
  }

  /** A temp path beside `file`, its folder created. */
  private async partBeside(file: string): Promise<string> {
    await fs.promises.mkdir(path.dirname(file), { recursive: true, mode: DIR_MODE });
    return `${file}.${randomUUID()}.part`;
  }

  async putFile(key: string, source: string, mode: PutMode): Promise<void> {
    const file = this.file(key);
    if (mode === 'symlink') {
      await fs.promises.mkdir(path.dirname(file), { recursive: true, mode: DIR_MODE });
      await fs.promises.symlink(source, file);
      return;
    }
    const part = await this.partBeside(file);
    try {
      if (mode === 'move') await fs.promises.rename(source, part);
      else await fs.promises.copyFile(source, part);
      await fs.promises.chmod(part, FILE_MODE);
      await fs.promises.rename(part, file);
    } catch (err) {
      await fs.promises.rm(part, { force: true });
      throw err;
    }
  }

  async putBytes(key: string, data: Uint8Array | string): Promise<void> {
    const file = this.file(key);
    const part = await this.partBeside(file);
    await fs.promises.writeFile(part, data, { mode: FILE_MODE });
    await fs.promises.rename(part, file);
  }

  async getBytes(key: string): Promise<Buffer | undefined> {
    return fs.promises.readFile(this.file(key)).catch((err: unknown) => {
      if (missing(err)) return undefined;
      throw err;
    });
  }

  async size(key: string): Promise<number | undefined> {
    const stat = await fs.promises.stat(this.file(key)).catch((err: unknown) => {
      if (missing(err)) return undefined;
      throw err;
    });
    return stat?.isFile() ? stat.size : undefined;
  }

  async stream(key: string, range?: StoredRange): Promise<Readable | undefined> {
    // Opened first, so a missing file is an answer here rather than an error event on the stream.
    const handle = await fs.promises.open(this.file(key), 'r').catch((err: unknown) => {
      if (missing(err)) return undefined;
      throw err;
    });
    return handle?.createReadStream(range ? { start: range.start, end: range.end } : {});
  }

  async list(prefix: string): Promise<string[]> {
    const entries = await fs.promises
      .readdir(this.file(prefix), { withFileTypes: true })
      .catch((err: unknown) => {
        if (missing(err)) return [];
        throw err;
      });
    return entries.filter((e) => !e.isDirectory() && !e.name.endsWith('.part')).map((e) => e.name);
  }

  async remove(...keys: string[]): Promise<void> {
    await Promise.all(keys.map((key) => fs.promises.rm(this.file(key), { force: true })));
  }

  async removePrefix(prefix: string): Promise<void> {
    if (!prefix.endsWith('/')) throw new Error(`Invalid storage prefix: ${prefix}`);
    // A writer may still be adding files there (a replaced PDF's text preparation): a recursive remove
    // racing it failed with ENOTEMPTY. Move the folder aside in one atomic rename, then delete it; a write
    // after this starts a fresh folder, as an object put after a delete would on S3.
    const dir = this.file(prefix).replace(/\/+$/, '');
    const removed = `${dir}.${randomUUID()}.removed`;
    try {
      await fs.promises.rename(dir, removed);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw err;
    }
    await fs.promises.rm(removed, { recursive: true, force: true, maxRetries: 5, retryDelay: 20 });
  }

  localFile(key: string): string {
    return this.file(key);
  }

  tmpPath(): string {
    return path.join(this.tmpDir, `${randomUUID()}.part`);
  }

  /** Absolute path of a cover; throws on a name that is not one of ours. */
  coverPath(name: string): string {
    return this.file(coverKey(name));
  }

  /** Absolute path of a PDF; throws on a name that is not one of ours. */
  pdfPath(name: string): string {
    return this.file(pdfFileKey(name));
  }
}
