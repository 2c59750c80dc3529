import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { HttpError } from '../http-error';

/** Most rows read from one statement (a year of a busy account is far below). */
export const MAX_STATEMENT_ROWS = 200_000;

/** True for an XLSX (ZIP) file: `PK\x03\x04`. */
export function isXlsx(bytes: Buffer): boolean {
  return bytes.length > 4 && bytes.readUInt32BE(0) === 0x504b0304;
}

/** An XLSX cell as text; dates become `YYYY-MM-DD` (Excel stores a calendar day as midnight UTC). */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('text' in value) return String(value.text);
    return '';
  }
  return String(value);
}

async function xlsxRows(bytes: Buffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new HttpError(400, 'This spreadsheet could not be read');
  }
  const sheet = book.worksheets[0];
  if (!sheet) return [];
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const values = row.values as ExcelJS.CellValue[];
    // row.values is 1-based: index 0 is always empty.
    rows.push(values.slice(1).map(cellText));
  });
  return rows;
}

function csvRows(bytes: Buffer): string[][] {
  try {
    return parse(bytes.toString('utf8'), {
      bom: true,
      delimiter: [',', '\t'],
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
      to: MAX_STATEMENT_ROWS + 1,
    }) as string[][];
  } catch {
    throw new HttpError(400, 'This CSV file could not be read');
  }
}

/**
 * Every non-empty row of a statement file as text cells: CSV (comma or tab separated, UTF-8, BOM allowed)
 * read by csv-parse, or the first sheet of an XLSX workbook read by exceljs. 400 when unreadable or longer
 * than {@link MAX_STATEMENT_ROWS}.
 */
export async function readStatementRows(bytes: Buffer): Promise<string[][]> {
  const rows = isXlsx(bytes) ? await xlsxRows(bytes) : csvRows(bytes);
  if (rows.length > MAX_STATEMENT_ROWS)
    throw new HttpError(400, `A statement may have at most ${MAX_STATEMENT_ROWS} lines`);
  return rows;
}
