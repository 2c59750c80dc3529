/**
 * Plain constants the browser apps need at run time: API paths, password bounds, payment and upload rules,
 * audit actions, the site's contact details. Free of TypeBox (importing `/http` would bundle it) and NOT a
 * federated singleton: each app bundles the copy it was built with, so a remote that ships a new path
 * never depends on the shell's older copy (docs/releases.md).
 */
export { adminPaths, API_BASE, paths, readingPaths, testPaths } from '../http/paths';
export {
  PAGE_WIDTHS,
  QUESTION_IMAGE_GAP,
  QUESTION_WIDTHS,
  TILE_SIZE,
  TILE_WIDTHS,
  THUMBNAIL_WIDTH,
  WATERMARK_CODE_HEADER,
} from '../http/reader-constants';
export {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RULE_TEXT,
  PASSWORD_STRENGTH_LABELS,
} from '../http/auth-rules';
export {
  ADMIN_UNDO,
  CATEGORIES,
  SECTIONS,
  SECTION_LABELS,
  AUDIT_ACTIONS,
  DEFAULT_TEST_AMOUNT,
  DEFAULT_REJECTION_TEMPLATES,
  DEFAULT_UPLOAD_LIMITS,
  EXCLUDE_REASON_LENGTH,
  UPI_ID_PATTERN,
  SUBJECTS,
  SUBJECT_LABELS,
  SEARCH_QUERY_MAX_LENGTH,
} from '../http/rules';
export { SITE_CONTACTS } from './site-contacts';
export { LIMIT_MESSAGES } from '../http/limit-messages';
export { ATTEMPT_DEVICE_MESSAGES } from '../http/attempt-messages';
export { PAPER_MESSAGES } from '../http/paper-messages';
