import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Append-only record of admin actions: who (`actor_id`), what (`action`, e.g.
 * `payment.approve`), on which row (`entity` table name + `entity_id`), and the row before/after as JSON.
 * Written in the same transaction as the change it describes, so neither exists without the other.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_created_idx').on(t.createdAt),
  ],
);

export type AuditLogRow = typeof auditLog.$inferSelect;
