import { DEFAULT_REJECTION_TEMPLATES } from '@exam/shared-contracts/purchases';
import type { Db } from '../../db/client';
import { readSetting, saveSettingAudited } from '../operations';

const KEY = 'payment.rejectionTemplates';

/** The rejection reasons offered to the admin: the saved list, else the defaults. */
export async function getRejectionTemplates(db: Db): Promise<string[]> {
  const saved = await readSetting<unknown>(db, KEY);
  return Array.isArray(saved) && saved.length && saved.every((t) => typeof t === 'string')
    ? (saved as string[])
    : [...DEFAULT_REJECTION_TEMPLATES];
}

/**
 * Replaces the templates (trimmed, blanks and repeats dropped; 400 when none is left) and records the change
 * in the audit log, in one transaction. Returns the saved list.
 */
export async function saveRejectionTemplates(
  db: Db,
  templates: string[],
  actorId: string,
): Promise<string[]> {
  const clean = [...new Set(templates.map((t) => t.trim()).filter(Boolean))];
  const before = await getRejectionTemplates(db);
  await saveSettingAudited(db, KEY, { action: 'rejection-templates.update', actorId, before, after: clean });
  return clean;
}
