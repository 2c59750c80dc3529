import type { StatementImportResult } from '@exam/shared-contracts/purchases';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { payments, statementImports, statementLines, type UserRow } from '../../../db/schema';
import { recordAudit } from '../../operations';
import { HttpError } from '../../../platform/http-error';
import { BANK_FORMATS, mappingFormat, type StatementFormat } from './formats';
import { detectFormat, parseStatement, type StatementLine } from './parse-statement';
import type { StatementReader } from './read-rows';
import { getMappings } from './reconciliation-settings';

/** Rows per INSERT (well under PostgreSQL's 65,535 parameters at 7 columns a row). */
const CHUNK = 1000;

/** The format named by the `bank` field (a built-in id or a saved mapping's name), or detected from the header row. */
async function chooseFormat(db: Db, rows: string[][], bank: string | undefined): Promise<StatementFormat> {
  const mappings = (await getMappings(db)).map(mappingFormat);
  const wanted = bank?.trim().toLowerCase();
  if (wanted) {
    const format =
      BANK_FORMATS[wanted as keyof typeof BANK_FORMATS] ??
      mappings.find((m) => m.bank.toLowerCase() === wanted);
    if (!format)
      throw new HttpError(
        400,
        `Unknown bank: ${bank!.trim().slice(0, 60)}. Save a column mapping for it first`,
      );
    return format;
  }
  const detected = detectFormat(rows, [...Object.values(BANK_FORMATS), ...mappings]);
  if (!detected)
    throw new HttpError(
      400,
      'This statement was not recognised: choose its bank, or save a column mapping for it',
    );
  return detected;
}

/**
 * For each credit line carrying several 12-digit numbers, the one a pending payment holds (the first
 * 12-digit run on such a line can be the payer's phone number): the line's `reference` becomes it. Lines with one candidate or none, or
 * whose candidates no pending payment holds, keep their bank-position choice.
 */
async function preferPendingUtrs(db: Db, credits: StatementLine[]): Promise<void> {
  const ambiguous = credits.filter((c) => c.candidates.length > 1);
  const wanted = [...new Set(ambiguous.flatMap((c) => c.candidates))];
  const pending = new Set<string>();
  for (let i = 0; i < wanted.length; i += 5000) {
    const rows = await db
      .select({ utr: payments.utr })
      .from(payments)
      .where(and(inArray(payments.utr, wanted.slice(i, i + 5000)), eq(payments.status, 'pending')));
    for (const r of rows) pending.add(r.utr);
  }
  for (const line of ambiguous)
    line.reference = line.candidates.find((c) => pending.has(c)) ?? line.reference;
}

/** How the file's credit lines stand against pending and approved payments (see StatementImportResult). */
async function countMatches(db: Db, credits: { reference: string | null; creditPaise: number }[]) {
  const refs = [...new Set(credits.map((c) => c.reference).filter((r): r is string => r !== null))];
  const held = new Map<string, number>();
  for (let i = 0; i < refs.length; i += 5000) {
    const found = await db
      .select({ utr: payments.utr, amountPaise: payments.amountPaise })
      .from(payments)
      .where(
        and(
          inArray(payments.utr, refs.slice(i, i + 5000)),
          inArray(payments.status, ['pending', 'approved']),
        ),
      );
    for (const p of found) held.set(p.utr, p.amountPaise);
  }
  let matched = 0;
  let amountMismatches = 0;
  for (const c of credits) {
    const amount = c.reference === null ? undefined : held.get(c.reference);
    if (amount === undefined) continue;
    if (amount === c.creditPaise) matched += 1;
    else amountMismatches += 1;
  }
  return { matched, amountMismatches, unmatched: credits.length - matched - amountMismatches };
}

/**
 * Imports a bank statement: reads the rows (CSV or XLSX, streamed in the
 * reader's thread with its row, time and memory limits), picks the format,
 * keeps the credit lines, and stores the ones not seen before (`fingerprint` unique: re-importing the same
 * or an overlapping statement adds nothing), with the import and its audit record in one transaction. The
 * counts are over this file's lines; `autoApproved` is filled by the caller. 400 for an unreadable or
 * unrecognised file, or one without transactions.
 */
export async function importStatement(
  db: Db,
  file: { bytes: Buffer; fileName: string; bank?: string },
  admin: Pick<UserRow, 'id'>,
  reader: StatementReader,
): Promise<Omit<StatementImportResult, 'autoApproved'>> {
  const rows = await reader.read(file.bytes);
  const format = await chooseFormat(db, rows, file.bank);
  const { lines } = parseStatement(rows, format);
  if (!lines.length) throw new HttpError(400, 'No transactions were found in this statement');
  const credits = lines.filter((l) => l.creditPaise > 0);
  await preferPendingUtrs(db, credits);
  const dates = lines.map((l) => l.date).sort();
  const coversFrom = dates[0];
  const coversTo = dates[dates.length - 1];

  const { importId, added } = await db.transaction(async (tx) => {
    const [imp] = await tx
      .insert(statementImports)
      .values({
        bank: format.bank,
        fileName: file.fileName.slice(0, 200),
        linesRead: lines.length,
        credits: credits.length,
        newLines: 0,
        coversFrom,
        coversTo,
        importedBy: admin.id,
      })
      .returning({ id: statementImports.id });
    let count = 0;
    for (let i = 0; i < credits.length; i += CHUNK) {
      const inserted = await tx
        .insert(statementLines)
        .values(
          credits.slice(i, i + CHUNK).map((l) => ({
            importId: imp.id,
            bank: format.bank,
            txnDate: l.date,
            narration: l.narration.slice(0, 500),
            reference: l.reference,
            amountPaise: l.creditPaise,
            fingerprint: l.fingerprint,
          })),
        )
        .onConflictDoNothing({ target: statementLines.fingerprint })
        .returning({ id: statementLines.id });
      count += inserted.length;
    }
    await tx
      .update(statementImports)
      .set({ newLines: count })
      .where(sql`${statementImports.id} = ${imp.id}`);
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'reconciliation.import',
      entity: 'statement_imports',
      entityId: imp.id,
      after: {
        bank: format.bank,
        fileName: file.fileName,
        linesRead: lines.length,
        credits: credits.length,
        new: count,
        coversFrom,
        coversTo,
      },
    });
    return { importId: imp.id, added: count };
  });

  return {
    importId,
    bank: format.bank,
    linesRead: lines.length,
    credits: credits.length,
    new: added,
    ...(await countMatches(db, credits)),
    coversFrom,
    coversTo,
  };
}
