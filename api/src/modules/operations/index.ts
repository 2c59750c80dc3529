/**
 * The operations domain's module (docs/domains/operations.md): what other modules use of it. Every admin
 * write is recorded in the audit log (`recordAudit`), and the admin's settings (payment details, upload
 * limits, reader limits, rejection templates) are read and saved here.
 */
export { recordAudit } from './audit';
export type { AuditAction } from './audit';
export {
  getPaymentConfig,
  getTestAmount,
  getUploadLimits,
  readSetting,
  saveSettingAudited,
  updatePaymentConfig,
} from './settings';
export { undoApproval, undoDeactivation } from './admin-undo';
export { dashboard } from './dashboard';
