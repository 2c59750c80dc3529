import { sql } from 'drizzle-orm';
import { importStatement } from '../../helpers/statements';
import { multipart } from '../../helpers/multipart';
import { auth } from '../../helpers/test-app';
import { ctx, admin, adminGet, sample, setUpReconciliationApp } from './reconciliation-setup';

// Bank-statement import through the API on the real database: samples, built-in formats, refusals and saved
// column mappings. Matching statement lines to payments: reconciliation-matching.test.ts.
setUpReconciliationApp();

describe('POST /api/admin/reconciliation/statements', () => {
  it('reads a bank sample (bank detected), counts its lines; re-import and overlap add nothing twice', async () => {
    const first = await importStatement(ctx.app, admin, sample('sbi.csv'), { filename: 'sbi.csv' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      bank: 'sbi',
      linesRead: 5,
      credits: 3,
      new: 3,
      matched: 0,
      amountMismatches: 0,
      unmatched: 3,
      autoApproved: 0,
      coversFrom: '2026-11-01',
      coversTo: '2026-11-02',
    });
    const again = await importStatement(ctx.app, admin, sample('sbi.csv'));
    expect(again.json()).toMatchObject({ linesRead: 5, credits: 3, new: 0 });
    // An overlapping export: the last two days again plus one new credit.
    const text = sample('sbi.csv').toString();
    const overlap = text.replace(
      '2 Nov 2026,2 Nov 2026,ATM WDL',
      '3 Nov 2026,3 Nov 2026,BY TRANSFER-UPI/CR/330712345674/NEW PAYER/SBIN/n@oksbi/x-,,,10.00,"12,108.00"\n2 Nov 2026,2 Nov 2026,ATM WDL',
    );
    const third = await importStatement(ctx.app, admin, Buffer.from(overlap), { bank: 'SBI' });
    expect(third.json()).toMatchObject({ linesRead: 6, credits: 4, new: 1 });
    const stored = await ctx.database.db.execute(sql`select count(*)::int as n from statement_lines`);
    expect((stored as unknown as { rows: { n: number }[] }).rows[0].n).toBe(4);
  });

  it('reads each built-in format through the API', async () => {
    for (const [bank, credits] of [
      ['hdfc', 3],
      ['icici', 2],
      ['axis', 2],
      ['kotak', 3],
    ] as const) {
      const res = await importStatement(ctx.app, admin, sample(`${bank}.csv`));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ bank, credits, new: credits });
    }
  });

  it('refuses bad files and forms with a 4xx { error }', async () => {
    const cases: [Buffer, string | undefined, number, RegExp][] = [
      [Buffer.from('hello,world\n1,2\n'), undefined, 400, /not recognised/],
      [sample('axis.csv'), 'hdfc', 400, /does not look like a HDFC statement/],
      [sample('axis.csv'), 'Unknown Bank', 400, /Unknown bank/],
      [
        Buffer.from('Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance\n'),
        undefined,
        400,
        /No transactions/,
      ],
      [Buffer.from('PK\x03\x04broken'), undefined, 400, /spreadsheet could not be read/],
      [Buffer.alloc(10 * 1024 * 1024 + 1, 'a'), undefined, 413, /at most 10 MB/],
    ];
    for (const [data, bank, status, error] of cases) {
      const res = await importStatement(ctx.app, admin, data, { bank });
      expect([res.statusCode, res.json().error]).toEqual([status, expect.stringMatching(error)]);
    }
    const noFile = multipart({ bank: 'sbi' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/reconciliation/statements',
      headers: { ...auth(admin), ...noFile.headers },
      payload: noFile.payload,
    });
    expect([res.statusCode, res.json()]).toEqual([400, { error: 'Choose a statement file (CSV or XLSX)' }]);
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/reconciliation/statements',
      headers: auth(admin),
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBeGreaterThanOrEqual(400);
    expect(json.statusCode).toBeLessThan(500);
    expect(typeof json.json().error).toBe('string');
  });

  it('a saved column mapping imports any other bank, chosen by name or detected', async () => {
    const save = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/reconciliation/mappings',
      headers: auth(admin),
      payload: {
        name: 'Fino',
        date: 'Posting Date',
        narration: 'Details',
        reference: 'UTR',
        credit: 'Money In',
      },
    });
    expect(save.statusCode).toBe(200);
    expect(save.json().mappings).toContainEqual(
      expect.objectContaining({ name: 'Fino', credit: 'Money In' }),
    );
    const byName = await importStatement(ctx.app, admin, sample('other-bank.csv'), { bank: 'fino' });
    expect(byName.json()).toMatchObject({ bank: 'Fino', linesRead: 3, credits: 2, new: 2 });
    const detected = await importStatement(ctx.app, admin, sample('other-bank.csv'));
    expect(detected.json()).toMatchObject({ bank: 'Fino', new: 0 });
    const builtIn = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/reconciliation/mappings',
      headers: auth(admin),
      payload: { name: 'HDFC', date: 'a', narration: 'b', credit: 'c' },
    });
    expect(builtIn.statusCode).toBe(400);
    expect((await adminGet('/api/admin/reconciliation')).json().mappings).toHaveLength(1);
  });
});
