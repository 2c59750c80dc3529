import path from 'node:path';
import type { Piscina } from 'piscina';
import { HttpError } from '../../../platform/http-error';
import { limitedThreads } from '../../../platform/limited-threads';

/** Most rows read from one statement (a year of a busy account is far below). */
export const MAX_STATEMENT_ROWS = 200_000;

/** One job of statement-rows.mts: the file's bytes (transferred to the thread) and the most rows accepted. */
interface StatementRowsTask {
  bytes: Uint8Array;
  maxRows: number;
}

/** What statement-rows.mts answers: the rows, or why not. */
type StatementRowsResult = { rows: string[][] } | { tooManyRows: true } | { unreadable: 'csv' | 'xlsx' };

/** Limits of the statement reader's thread (AppConfig.statements): time per file (ms), heap (MB). */
export interface StatementReaderOptions {
  timeoutMs: number;
  memoryMb: number;
}

/** The 400 of a file that is too big to read within the reader's time or memory. */
export const STATEMENT_TOO_HEAVY =
  'This statement is too large to read (time or memory limit): export a shorter period';

/** True for an XLSX (ZIP) file: `PK\x03\x04`. */
export function isXlsx(bytes: Buffer): boolean {
  return bytes.length > 4 && bytes.readUInt32BE(0) === 0x504b0304;
}

/**
 * Reads statement files off the event loop (a 9.96 MB, 900,000-row workbook parsed whole on it stalled
 * `/api/health` for 20 s): one piscina thread running statement-rows.mts, which streams CSV (csv-parse)
 * and XLSX (exceljs' streaming reader) and stops at row {@link MAX_STATEMENT_ROWS} + 1. Each file has a time
 * limit (the thread is ended past it) and the thread a heap limit (a zip bomb ends it, not the API); both
 * answer 400 {@link STATEMENT_TOO_HEAVY}. Files are read one at a time (at most 4 waiting, then 503), so
 * two admins importing at once use one core, never both, and each file's time limit starts when its turn
 * comes. Closed with the app.
 */
export class StatementReader {
  private pool: Piscina | undefined;
  /** The file being read (or none), and how many wait behind it: one at a time, so each has its full time. */
  private turn: Promise<unknown> = Promise.resolve();
  private waiting = 0;

  constructor(private readonly options: StatementReaderOptions) {}

  private start(): Piscina {
    if (this.pool) return this.pool;
    // A small young generation: a zip bomb ends the thread cleanly at the heap limit (limited-threads.ts).
    this.pool = limitedThreads(path.join(__dirname, 'statement-rows.mts'), {
      threads: 1,
      memoryMb: this.options.memoryMb,
      youngMb: 8,
    });
    return this.pool;
  }

  /**
   * Every non-empty row of a statement file as text cells: CSV (comma or tab separated, UTF-8, BOM allowed)
   * or the first sheet of an XLSX workbook. 400 when unreadable, longer than {@link MAX_STATEMENT_ROWS}, or
   * over the time or memory limit; 503 when four files are already waiting.
   */
  async read(bytes: Buffer): Promise<string[][]> {
    if (this.waiting >= 4) throw new HttpError(503, 'Other statements are being read: try again in a minute');
    this.waiting += 1;
    const mine = this.turn.then(() => this.readNow(bytes));
    this.turn = mine.catch(() => undefined);
    try {
      return await mine;
    } finally {
      this.waiting -= 1;
    }
  }

  /** Reads one file in the thread; its time limit starts now, not while it waited. */
  private async readNow(bytes: Buffer): Promise<string[][]> {
    const pool = this.start();
    // A copy the thread owns: the upload's buffer may be a slice of a larger pooled one.
    const owned = new Uint8Array(bytes);
    const task: StatementRowsTask = { bytes: owned, maxRows: MAX_STATEMENT_ROWS };
    let result: StatementRowsResult;
    try {
      result = (await pool.run(task, {
        transferList: [owned.buffer],
        signal: AbortSignal.timeout(this.options.timeoutMs),
      })) as StatementRowsResult;
    } catch {
      throw new HttpError(400, STATEMENT_TOO_HEAVY);
    }
    if ('tooManyRows' in result)
      throw new HttpError(400, `A statement may have at most ${MAX_STATEMENT_ROWS} lines`);
    if ('unreadable' in result)
      throw new HttpError(
        400,
        result.unreadable === 'xlsx'
          ? 'This spreadsheet could not be read'
          : 'This CSV file could not be read',
      );
    return result.rows;
  }

  /** Ends the thread (the app is closing). */
  async close(): Promise<void> {
    await this.pool?.destroy();
    this.pool = undefined;
  }
}
