import { DEFAULT_TEST_AMOUNT, DEFAULT_UPLOAD_LIMITS } from '@exam/shared-contracts/catalogue';
import type { AdminConfig } from '@exam/shared-contracts/catalogue';
import type { PaymentConfig } from '@exam/shared-contracts/purchases';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema';
import { recordAudit, type AuditAction } from './audit';

/** Setting keys (docs/domains/operations.md "Payment Config", "Rules and limits"). */
export const SETTING_KEYS = {
  paymentConfig: 'payment.config',
  testAmount: 'payment.testAmount',
  uploadLimits: 'upload.limits',
} as const;

/** One stored setting's JSON value, or undefined when absent. */
export async function readSetting<T>(db: Db, key: string): Promise<T | undefined> {
  const [row] = await db.select().from(settings).where(eq(settings.key, key));
  return row?.value as T | undefined;
}

/** Upserts one setting. */
export async function writeSetting(db: Db, key: string, value: unknown): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value` } });
}

/**
 * Saves setting `key` = `after` (an upsert, as {@link writeSetting}) and its audit record (`action`, entity
 * `settings`, entity id `key`, `before` → `after`, by `actorId`) in one transaction: both commit or neither.
 */
export async function saveSettingAudited(
  db: Db,
  key: string,
  change: { action: AuditAction; actorId: string; before: unknown; after: unknown },
): Promise<void> {
  const { action, actorId, before, after } = change;
  await db.transaction(async (tx) => {
    await writeSetting(tx, key, after);
    await recordAudit(tx, { actorId, action, entity: 'settings', entityId: key, before, after });
  });
}

/** Inserts a setting only when absent (seed). */
export async function defaultSetting(db: Db, key: string, value: unknown): Promise<void> {
  await db.insert(settings).values({ key, value }).onConflictDoNothing();
}

/** The UPI payee; empty strings when not configured. */
export async function getPaymentConfig(db: Db): Promise<PaymentConfig> {
  const v = await readSetting<Partial<PaymentConfig>>(db, SETTING_KEYS.paymentConfig);
  return { upiId: v?.upiId ?? '', payeeName: v?.payeeName ?? '', bankName: v?.bankName ?? '' };
}

/** The admin's test payment amount in rupees (docs/domains/purchases.md "Rules and limits": default 100). */
export async function getTestAmount(db: Db): Promise<number> {
  const v = await readSetting<number>(db, SETTING_KEYS.testAmount);
  return typeof v === 'number' && v > 0 ? v : DEFAULT_TEST_AMOUNT;
}

/**
 * Upload limits in bytes (docs/domains/operations.md "Rules and limits": 5 MB image, 50 MB PDF unless
 * configured): `override` (the UPLOAD_MAX_*_MB environment, AppConfig.uploadLimits) first, then the stored
 * `upload.limits` setting, then the defaults of docs/domains/operations.md "Rules and limits".
 */
export async function getUploadLimits(
  db: Db,
  override: Partial<AdminConfig['upload']> = {},
): Promise<AdminConfig['upload']> {
  const v = await readSetting<Partial<AdminConfig['upload']>>(db, SETTING_KEYS.uploadLimits);
  return {
    maxImageSize: override.maxImageSize ?? v?.maxImageSize ?? DEFAULT_UPLOAD_LIMITS.maxImageSize,
    maxPdfSize: override.maxPdfSize ?? v?.maxPdfSize ?? DEFAULT_UPLOAD_LIMITS.maxPdfSize,
  };
}

/** Saves the UPI payee (docs/domains/operations.md "Payment Config") and its audit record in one
 * transaction. */
export async function updatePaymentConfig(db: Db, value: PaymentConfig, actorId: string): Promise<void> {
  const before = await getPaymentConfig(db);
  await saveSettingAudited(db, SETTING_KEYS.paymentConfig, {
    action: 'payment-config.update',
    actorId,
    before,
    after: value,
  });
}
