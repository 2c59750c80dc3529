import type { ReconciliationSettings, StatementMapping } from '@exam/shared-contracts/purchases';
import type { Db } from '../../../db/client';
import { HttpError } from '../../../platform/http-error';
import { readSetting, saveSettingAudited } from '../../operations';
import { BANK_FORMATS } from './formats';

const KEYS = { mappings: 'reconciliation.mappings', settings: 'reconciliation.settings' } as const;

/** The saved column mappings of banks without a built-in format. */
export async function getMappings(db: Db): Promise<StatementMapping[]> {
  const v = await readSetting<StatementMapping[]>(db, KEYS.mappings);
  return Array.isArray(v) ? v : [];
}

/**
 * Saves (adds or replaces, by name case-insensitively) one column mapping, with an audit record. 400 when
 * the name is a built-in bank's. Returns every saved mapping.
 */
export async function saveMapping(
  db: Db,
  mapping: StatementMapping,
  actorId: string,
): Promise<StatementMapping[]> {
  const name = mapping.name.trim();
  if (Object.keys(BANK_FORMATS).includes(name.toLowerCase()))
    throw new HttpError(400, `${name.toUpperCase()} has a built-in format: no mapping is needed`);
  const clean: StatementMapping = {
    name,
    date: mapping.date.trim(),
    narration: mapping.narration.trim(),
    credit: mapping.credit.trim(),
    ...(mapping.reference?.trim() ? { reference: mapping.reference.trim() } : {}),
  };
  const before = await getMappings(db);
  const after = [...before.filter((m) => m.name.toLowerCase() !== name.toLowerCase()), clean];
  await saveSettingAudited(db, KEYS.mappings, { action: 'reconciliation.settings', actorId, before, after });
  return after;
}

/** Reconciliation settings; auto-approval of exact matches is off unless saved on. */
export async function getReconciliationSettings(db: Db): Promise<ReconciliationSettings> {
  const v = await readSetting<Partial<ReconciliationSettings>>(db, KEYS.settings);
  return { autoApproveMatched: v?.autoApproveMatched === true };
}

/** Saves the reconciliation settings with an audit record. */
export async function saveReconciliationSettings(
  db: Db,
  value: ReconciliationSettings,
  actorId: string,
): Promise<ReconciliationSettings> {
  const before = await getReconciliationSettings(db);
  await saveSettingAudited(db, KEYS.settings, {
    action: 'reconciliation.settings',
    actorId,
    before,
    after: value,
  });
  return value;
}
