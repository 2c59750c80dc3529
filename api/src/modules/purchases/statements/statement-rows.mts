/**
 * The statement reader's worker thread (piscina, started by statement-reader.ts): turns one uploaded file
 * into rows of text cells, streaming, so a hostile file is refused as it is read instead of after it has
 * been parsed whole. CSV through csv-parse's stream, XLSX through exceljs' streaming WorkbookReader (first
 * sheet only). Past `maxRows` rows the read stops and the job answers `{ tooManyRows: true }`; an
 * unreadable file answers `{ unreadable: 'csv' | 'xlsx' }`. The thread's heap limit and the caller's time
 * limit bound the rest (a zip bomb, a sheet that never ends). Run by Node directly (erasable TypeScript),
 * beside the bundle in production (scripts/build-api.mjs), so it imports packages only.
 */
import os from 'node:os';
import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';

/** One job: the file's bytes (transferred) and the most rows accepted (read-rows.ts has the same shapes). */
interface StatementRowsTask {
  bytes: Uint8Array;
  maxRows: number;
}

/** The rows read, or why not. */
type StatementRowsResult = { rows: string[][] } | { tooManyRows: true } | { unreadable: 'csv' | 'xlsx' };

/** An XLSX cell as text; dates become `YYYY-MM-DD` (Excel stores a calendar day as midnight UTC). */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const v = value as { richText?: { text: string }[]; result?: unknown; text?: unknown };
    if (v.richText) return v.richText.map((r) => r.text).join('');
    if ('result' in v) return cellText(v.result);
    if ('text' in v) return String(v.text);
    return '';
  }
  return String(value);
}

class TooManyRows extends Error {}

// The lowest CPU priority for this thread (Linux gives each thread its own nice value): on a busy machine
// the API's event loop is scheduled first and an import waits, never the other way round.
try {
  os.setPriority(19);
} catch {
  // Not permitted or not supported here: the thread just runs at the process's priority.
}

async function xlsxRows(bytes: Uint8Array, maxRows: number): Promise<string[][]> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([Buffer.from(bytes)]), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    // Cached so a number formatted as a date is read as one (Excel stores dates as day numbers).
    styles: 'cache',
    worksheets: 'emit',
    entries: 'ignore',
  });
  const rows: string[][] = [];
  for await (const sheet of reader) {
    for await (const row of sheet as AsyncIterable<{ values: unknown[]; hasValues: boolean }>) {
      if (!row.hasValues) continue;
      if (rows.length >= maxRows) throw new TooManyRows();
      // row.values is 1-based: index 0 is always empty.
      rows.push(row.values.slice(1).map(cellText));
    }
    break; // the first sheet only
  }
  return rows;
}

async function csvRows(bytes: Uint8Array, maxRows: number): Promise<string[][]> {
  const parser = Readable.from([Buffer.from(bytes)]).pipe(
    parse({
      bom: true,
      delimiter: [',', '\t'],
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
    }),
  );
  const rows: string[][] = [];
  for await (const record of parser as AsyncIterable<string[]>) {
    if (rows.length >= maxRows) {
      parser.destroy();
      throw new TooManyRows();
    }
    rows.push(record);
  }
  return rows;
}

/** True for an XLSX (ZIP) file: `PK\x03\x04`. */
const isXlsx = (b: Uint8Array) => b.length > 4 && b[0] === 0x50 && b[1] === 0x4b && b[2] === 3 && b[3] === 4;

export default async function statementRows({
  bytes,
  maxRows,
}: StatementRowsTask): Promise<StatementRowsResult> {
  const xlsx = isXlsx(bytes);
  // A workbook is read a second time before it is called unreadable: exceljs' streaming reader, which
  // writes a worksheet stored before the shared strings to a temporary file and reads it back, once failed
  // in a test run on a real export it read on every other try. A broken file fails both reads.
  for (let tries = xlsx ? 2 : 1; ; tries -= 1) {
    try {
      return { rows: await (xlsx ? xlsxRows(bytes, maxRows) : csvRows(bytes, maxRows)) };
    } catch (err) {
      if (err instanceof TooManyRows) return { tooManyRows: true };
      if (tries <= 1) return { unreadable: xlsx ? 'xlsx' : 'csv' };
    }
  }
}
