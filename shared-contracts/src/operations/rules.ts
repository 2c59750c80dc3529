/**
 * Plain values of the operations' contracts (no TypeBox), so the browser apps can import them from
 * `@exam/shared-contracts/constants` without bundling the schema library. The domain's schemas re-export them.
 */

/**
 * Undo of an approval or a deactivation: the admin's toast offers Undo for `toastMs`;
 * the server accepts the undo for `windowMs` after the action (the toast's time plus network slack), and
 * holds the approval e-mail back as long, so an undone approval never mails the student. Milliseconds.
 */
export const ADMIN_UNDO = { toastMs: 5000, windowMs: 15_000 } as const;

/** The admin actions recorded in the audit log. */
export const AUDIT_ACTIONS = [
  'payment.approve',
  'payment.reject',
  'payment.undo-approve',
  'book.create',
  'book.update',
  'book.delete',
  'payment-config.update',
  'user.status',
  'user.undo-deactivate',
  'user.role',
  'rejection-templates.update',
  'reconciliation.import',
  'reconciliation.settings',
  'test.create',
  'test.update',
  'test.key',
  'test.drop',
  'test.publish',
  'test.unpublish',
  'test.delete',
  'attempt.time',
  'attempt.exclude',
  'attempt.include',
  'reader-limits.update',
  'user.devices-reset',
] as const;
