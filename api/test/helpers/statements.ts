import type { FastifyInstance } from 'fastify';
import { multipart } from './multipart';
import { auth } from './test-app';

/** A credit (or debit, with `debit`) for {@link hdfcStatement}: date `YYYY-MM-DD`, rupees. */
export interface TestTxn {
  date: string;
  utr: string | null;
  amount: number;
  debit?: boolean;
  name?: string;
  /** The line's narration as the bank wrote it (default: HDFC's UPI form holding `utr`). */
  narration?: string;
  /** The reference column (default: `utr` zero-padded). */
  reference?: string;
}

/** An HDFC-format CSV statement (the built-in format with a preamble) holding `txns`. */
export function hdfcStatement(txns: TestTxn[]): Buffer {
  const dmy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(2, 4)}`;
  let balance = 10_000;
  const lines = txns.map((t) => {
    balance += t.debit ? -t.amount : t.amount;
    const narration =
      t.narration ??
      (t.utr
        ? `UPI-${t.name ?? 'STUDENT'}-student@okaxis-UTIB0000123-${t.utr}-EXAM STORE`
        : `NEFT CR-${t.name ?? 'STUDENT'}`);
    const amount = t.amount.toFixed(2);
    return [
      dmy(t.date),
      narration,
      t.reference ?? (t.utr ? `0000${t.utr}` : ''),
      dmy(t.date),
      t.debit ? amount : '',
      t.debit ? '' : amount,
      balance.toFixed(2),
    ].join(',');
  });
  return Buffer.from(
    [
      'HDFC BANK Ltd.,,,,,,',
      'Statement From : test,,,,,,',
      'Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance',
      ...lines,
      '',
    ].join('\n'),
  );
}

/** Uploads a statement to `POST /api/admin/reconciliation/statements` as the admin. */
export function importStatement(
  app: FastifyInstance,
  admin: string,
  data: Buffer,
  opts: { bank?: string; filename?: string } = {},
) {
  const form = multipart(opts.bank ? { bank: opts.bank } : {}, {
    file: { filename: opts.filename ?? 'statement.csv', contentType: 'text/csv', data },
  });
  return app.inject({
    method: 'POST',
    url: '/api/admin/reconciliation/statements',
    headers: { ...auth(admin), ...form.headers },
    payload: form.payload,
  });
}

/** The IST calendar day `days` from now, `YYYY-MM-DD`. */
export function istDate(days = 0): string {
  return new Date(Date.now() + days * 86_400_000 + 330 * 60_000).toISOString().slice(0, 10);
}
