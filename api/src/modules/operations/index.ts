/**
 * The operations domain's module (docs/domains/operations.md): what other modules use of it. Every admin
 * write is recorded in the audit log (`recordAudit`), and the admin's settings (payment details, upload
 * limits, reader limits, rejection templates) are read and saved here.
 * The module holds all of its domain's code, its plugin and routes included; app.ts and routes/index.ts
 * register those directly (docs/architecture.md "Where to read more"), everything else goes through here.
 */
export { recordAudit } from './audit';
export type { AuditAction } from './audit';
export {
  getPaymentConfig,
  getTestAmount,
  getUploadLimits,
  defaultSetting,
  readSetting,
  SETTING_KEYS,
  saveSettingAudited,
  updatePaymentConfig,
} from './settings';
export { undoApproval, undoDeactivation } from './admin-undo';
export { dashboard } from './dashboard';
