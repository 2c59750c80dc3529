import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { BANK_FORMATS, mappingFormat } from '../../../../src/modules/purchases/statements/formats';
import { detectFormat, parseStatement } from '../../../../src/modules/purchases/statements/parse-statement';
import { StatementReader } from '../../../../src/modules/purchases/statements/read-rows';

const reader = new StatementReader({ timeoutMs: 20_000, memoryMb: 256 });
afterAll(() => reader.close());
const readStatementRows = (bytes: Buffer) => reader.read(bytes);
import {
  extractUtr,
  parseAmountPaise,
  parseStatementDate,
  utrCandidates,
} from '../../../../src/modules/purchases/statements/values';

// Statement import: each bank's sample statement read into the right lines.
const DIR = path.join(__dirname, '../../../fixtures/statements');
const sample = (name: string) => fs.readFileSync(path.join(DIR, name));
const FORMATS = Object.values(BANK_FORMATS);

/** Date, reference, credit in rupees, and whether the narration starts as expected, per line. */
type Expected = [date: string, reference: string | null, credit: number, narrationStart: string][];

const EXPECTED: Record<string, Expected> = {
  sbi: [
    ['2026-11-01', '330512345671', 99, 'BY TRANSFER-UPI/CR/330512345671/RAHUL SHARMA'],
    ['2026-11-01', '330512345672', 0, 'TO TRANSFER-UPI/DR/330512345672/AMAZON PAY'],
    ['2026-11-02', '330612345673', 1249, 'BY TRANSFER-UPI/CR/330612345673/PRIYA NAIR'],
    ['2026-11-02', '306261234567', 500, 'BY TRANSFER-NEFT*HDFC0000240'],
    ['2026-11-02', null, 0, 'ATM WDL-ATM CASH'],
  ],
  hdfc: [
    ['2026-11-01', '330512345681', 99, 'UPI-RAHUL SHARMA-RAHUL.S@OKHDFCBANK'],
    ['2026-11-01', null, 0, 'POS 416021XXXXXX1234 SWIGGY'],
    ['2026-11-02', '330612345682', 149, 'UPI-PRIYA NAIR-PRIYANAIR@YBL'],
    ['2026-11-02', null, 500, 'NEFT CR-ICIC0000104-ANKIT KUMAR'],
  ],
  icici: [
    ['2026-11-01', '330512345691', 99, 'UPI/330512345691/Payment/rahul.s@okaxis'],
    ['2026-11-01', '330512345692', 0, 'UPI/330512345692/Recharge'],
    ['2026-11-02', '330612345693', 1249, 'MMT/IMPS/330612345693/NEET Physics'],
  ],
  axis: [
    ['2026-11-01', '330512345601', 99, 'UPI/P2A/330512345601/RAHUL SHARMA'],
    ['2026-11-01', '330512345602', 0, 'UPI/P2M/330512345602/ZOMATO'],
    ['2026-11-02', '330612345603', 149, 'UPI/P2A/330612345603/PRIYA NAIR'],
  ],
  kotak: [
    ['2026-11-01', '330512345611', 99, 'UPI/RAHUL SHARMA/330512345611'],
    ['2026-11-01', '330512345612', 0, 'UPI/BIGBASKET/330512345612'],
    ['2026-11-02', '330612345613', 149, 'UPI/PRIYA NAIR/330612345613'],
    ['2026-11-02', '330612345614', 500, 'IMPS-330612345614-ANKIT KUMAR'],
  ],
};

function check(lines: ReturnType<typeof parseStatement>['lines'], expected: Expected) {
  expect(lines.map((l) => [l.date, l.reference, l.creditPaise / 100])).toEqual(
    expected.map(([d, r, c]) => [d, r, c]),
  );
  lines.forEach((l, i) => expect(l.narration.startsWith(expected[i][3])).toBe(true));
}

describe.each(Object.keys(EXPECTED))('%s sample statement', (bank) => {
  it('is detected from its header row and read into the right lines (preamble and footer skipped)', async () => {
    const rows = await readStatementRows(sample(`${bank}.csv`));
    const format = detectFormat(rows, FORMATS);
    expect(format?.bank).toBe(bank);
    check(parseStatement(rows, format!).lines, EXPECTED[bank]);
  });

  it('gives every line a distinct fingerprint, the same on a second read', async () => {
    const read = async () =>
      parseStatement(await readStatementRows(sample(`${bank}.csv`)), BANK_FORMATS[bank as 'sbi']).lines.map(
        (l) => l.fingerprint,
      );
    const first = await read();
    expect(new Set(first).size).toBe(first.length);
    expect(await read()).toEqual(first);
  });
});

it('reads an XLSX export (ICICI exports XLS/XLSX) into the same lines as its CSV', async () => {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('OpTransactionHistory');
  // Copied: rows come from the reader's thread, and exceljs (in Jest's realm) checks `instanceof Array`.
  for (const row of await readStatementRows(sample('icici.csv'))) sheet.addRow([...row]);
  // A real export stores dates as Excel dates, not text.
  sheet.getCell('C7').value = new Date(Date.UTC(2026, 10, 1));
  const xlsx = Buffer.from(await book.xlsx.writeBuffer());
  expect(xlsx.subarray(0, 2).toString()).toBe('PK');
  const rows = await readStatementRows(xlsx);
  expect(detectFormat(rows, FORMATS)?.bank).toBe('icici');
  check(parseStatement(rows, BANK_FORMATS.icici).lines, EXPECTED.icici);
});

it('a saved column mapping reads any other bank', async () => {
  const rows = await readStatementRows(sample('other-bank.csv'));
  expect(detectFormat(rows, FORMATS)).toBeNull();
  const format = mappingFormat({
    name: 'Fino',
    date: 'posting date',
    narration: 'Details',
    reference: 'UTR',
    credit: 'Money In',
  });
  expect(detectFormat(rows, [...FORMATS, format])?.bank).toBe('Fino');
  check(parseStatement(rows, format).lines, [
    ['2026-11-01', '330512345621', 99, 'UPI credit from'],
    ['2026-11-02', null, 0, 'Card spend'],
    ['2026-11-02', '330612345622', 149, 'UPI credit PRIYA'],
  ]);
});

it('refuses a file that is not a statement of the chosen bank with 400', async () => {
  const rows = await readStatementRows(sample('axis.csv'));
  expect(() => parseStatement(rows, BANK_FORMATS.hdfc)).toThrow(/does not look like a HDFC statement/);
  await expect(readStatementRows(Buffer.from('PK\x03\x04not a zip'))).rejects.toMatchObject({
    statusCode: 400,
  });
});

describe('cell readers', () => {
  it('reads Indian dates, day first', () => {
    expect(parseStatementDate('1 Nov 2026')).toBe('2026-11-01');
    expect(parseStatementDate('01/11/26')).toBe('2026-11-01');
    expect(parseStatementDate('01-11-2026 10:22:11')).toBe('2026-11-01');
    expect(parseStatementDate('05-Dec-2026')).toBe('2026-12-05');
    expect(parseStatementDate('2026-11-01')).toBe('2026-11-01');
    for (const bad of ['31/02/2026', 'Opening Balance', '15000.00', '', '1', 'TRANSACTION TOTAL'])
      expect(parseStatementDate(bad)).toBeNull();
  });

  it('reads amounts in paise', () => {
    expect(parseAmountPaise('1,249.00')).toBe(124900);
    expect(parseAmountPaise('₹ 99.5')).toBe(9950);
    expect(parseAmountPaise('500.00 Cr')).toBe(50000);
    for (const none of ['', '-', '0.00', 'abc', '-20.00', '1.234']) expect(parseAmountPaise(none)).toBe(0);
  });

  it('pulls the UTR/RRN out of the narration or the reference', () => {
    expect(extractUtr('UPI/309181704783/Payment/x@ybl')).toBe('309181704783');
    expect(extractUtr('UPI-NAME-x@okaxis-HDFC0001234-309181704783-NOTE')).toBe('309181704783');
    expect(extractUtr('POS SWIGGY', '0000309181704783')).toBe('309181704783');
    // Account numbers and longer digit runs are not UTRs.
    expect(extractUtr('NEFT 50100123456789 X', 'ICICN52026110212345')).toBeNull();
  });

  it("never takes a number inside a UPI ID (the payer's phone) for the UTR, whatever comes first", () => {
    const hdfc = 'UPI-NAME-919876543210@ybl-HDFC0001-100000000001-x';
    expect(extractUtr(hdfc)).toBe('100000000001');
    expect(extractUtr(hdfc, '', 'hdfc')).toBe('100000000001');
    expect(utrCandidates(hdfc, '', 'hdfc')).toEqual(['100000000001']);
    expect(extractUtr('UPI/CR/330512345671/R SHARMA/HDFC/919876543210@ybl/Pay-', '', 'sbi')).toBe(
      '330512345671',
    );
    expect(extractUtr('UPI/919876543210@paytm/330512345691/Payment', '', 'icici')).toBe('330512345691');
  });

  it('reads the UTR where each bank puts it, then the other 12-digit fields', () => {
    // Kotak: `UPI/<name>/<UTR>/<note>`; a 12-digit number in the note comes after it.
    expect(utrCandidates('UPI/RAHUL/330512345611/order 300000000009', '', 'kotak')).toEqual([
      '330512345611',
      '300000000009',
    ]);
    expect(extractUtr('UPI/P2A/330512345601/300000000009/HDFC BANK/Payment', '', 'axis')).toBe(
      '330512345601',
    );
    expect(extractUtr('MMT/IMPS/330612345693/NEET/PRIYA', '', 'icici')).toBe('330612345693');
    expect(extractUtr('IMPS-330612345614-ANKIT-HDFC', '', 'kotak')).toBe('330612345614');
  });
});
