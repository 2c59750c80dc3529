import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { auditLog, type AuditLogRow } from '../db/schema';

/** Audited admin actions (issue part 2). */
export type AuditAction =
  | 'payment.approve'
  | 'payment.reject'
  | 'book.create'
  | 'book.update'
  | 'book.delete'
  | 'payment-config.update'
  | 'user.status'
  | 'user.role';

/** One audit entry: `entity` is the table name, `before`/`after` plain JSON (Dates become ISO strings). */
export interface AuditEntry {
  actorId: string | null;
  action: AuditAction;
  entity: 'payments' | 'books' | 'settings' | 'users';
  entityId: string;
  before?: unknown;
  after?: unknown;
}

// Keep password hashes and other secrets out of the log.
const OMIT = new Set(['passwordHash', 'googleSub']);

function plain(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  return JSON.parse(JSON.stringify(value, (k, v) => (OMIT.has(k) ? undefined : v)));
}

/**
 * Appends an audit record. Call it with the transaction handle of the change it describes, so the
 * change and its record commit (or roll back) together.
 */
export async function recordAudit(tx: Db, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before: plain(entry.before),
    after: plain(entry.after),
  });
}

/** The audit records of one row, oldest first (tests, future admin UI). */
export function auditTrail(db: Db, entity: AuditEntry['entity'], entityId: string): Promise<AuditLogRow[]> {
  return db.select().from(auditLog).where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId))).orderBy(asc(auditLog.createdAt));
}
