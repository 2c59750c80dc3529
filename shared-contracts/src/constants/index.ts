/**
 * Plain constants the browser apps need at run time: API paths, password bounds, payment and upload rules,
 * audit actions, the site's contact details. Free of TypeBox (importing `/http` would bundle it) and NOT a
 * federated singleton: each app bundles the copy it was built with, so a remote that ships a new path
 * never depends on the shell's older copy (docs/releases.md).
 */
export { API_BASE, paths } from '../http/paths';
export { accountPaths, adminAccountPaths } from '../accounts/paths';
export { adminCataloguePaths, cataloguePaths } from '../catalogue/paths';
export { adminPurchasePaths, purchasePaths } from '../purchases/paths';
export { adminReadingPaths, readingPaths } from '../reading/paths';
export { adminTestPaths, bookmarkPaths, testPaths } from '../exams/paths';
export { adminOperationsPaths } from '../operations/paths';
export {
  PAGE_WIDTHS,
  QUESTION_IMAGE_GAP,
  QUESTION_WIDTHS,
  TILE_SIZE,
  TILE_WIDTHS,
  THUMBNAIL_WIDTH,
  WATERMARK_CODE_HEADER,
} from '../reading/reader-constants';
export {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RULE_TEXT,
  PASSWORD_STRENGTH_LABELS,
} from '../accounts/auth-rules';
export { ADMIN_UNDO, AUDIT_ACTIONS } from '../operations/rules';
export {
  CATEGORIES,
  SECTIONS,
  SECTION_LABELS,
  DEFAULT_TEST_AMOUNT,
  DEFAULT_UPLOAD_LIMITS,
  SUBJECTS,
  SUBJECT_LABELS,
  SEARCH_QUERY_MAX_LENGTH,
} from '../catalogue/rules';
export { DEFAULT_REJECTION_TEMPLATES, UPI_ID_PATTERN } from '../purchases/rules';
export { EXCLUDE_REASON_LENGTH } from '../exams/rules';
export { SITE_CONTACTS } from './site-contacts';
export { LIMIT_MESSAGES } from '../reading/limit-messages';
export { ATTEMPT_DEVICE_MESSAGES } from '../exams/attempt-messages';
export { PAPER_MESSAGES } from '../exams/paper-messages';
