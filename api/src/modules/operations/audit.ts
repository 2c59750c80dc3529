import type { AuditLogQuery, AuditLogResponse } from '@exam/shared-contracts/operations';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, users, type AuditLogRow } from '../../db/schema';

/** Audited admin actions. */
export type AuditAction =
  | 'payment.approve'
  | 'payment.reject'
  | 'payment.undo-approve'
  | 'book.create'
  | 'book.update'
  | 'book.delete'
  | 'payment-config.update'
  | 'user.status'
  | 'user.undo-deactivate'
  | 'user.role'
  | 'rejection-templates.update'
  | 'reconciliation.import'
  | 'reconciliation.settings'
  | 'test.create'
  | 'test.update'
  | 'test.key'
  | 'test.drop'
  | 'test.publish'
  | 'test.unpublish'
  | 'test.delete'
  | 'attempt.time'
  | 'attempt.exclude'
  | 'attempt.include'
  | 'reader-limits.update'
  | 'user.devices-reset';

/** One audit entry: `entity` is the table name, `before`/`after` plain JSON (Dates become ISO strings). */
export interface AuditEntry {
  actorId: string | null;
  action: AuditAction;
  entity: 'payments' | 'books' | 'settings' | 'users' | 'statement_imports' | 'tests' | 'test_attempts';
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
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
    .orderBy(asc(auditLog.createdAt));
}

/**
 * A page of the audit log for the admin Audit Log tab: newest first, optionally one
 * `action`; each entry names its actor (null when the record has none). Defaults: page 1, limit 20.
 */
export async function listAuditLog(db: Db, query: AuditLogQuery): Promise<AuditLogResponse> {
  const page = query.page ?? 1;
  const limit = query.limit ?? 20;
  const where = query.action ? eq(auditLog.action, query.action) : undefined;
  const rows = await db
    .select({ entry: auditLog, actor: { id: users.id, name: users.name, email: users.email } })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const [{ total }] = await db.select({ total: count() }).from(auditLog).where(where);
  return {
    entries: rows.map(({ entry, actor }) => ({
      id: entry.id,
      actor: actor?.id ? actor : null,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId,
      before: entry.before ?? null,
      after: entry.after ?? null,
      createdAt: entry.createdAt.toISOString(),
    })),
    total,
    page,
    limit,
  };
}
