/**
 * Plain values of the contracts (no TypeBox), so the browser apps can import them from
 * `@exam/shared-contracts/constants` without bundling the schema library. The schemas in this folder
 * re-export them.
 */

/** Book categories (SPEC 1, 9). */
export const CATEGORIES = ['NEET', 'JEE'] as const;

/** Book sections (SPEC 1, 9): `test` holds test series, `home` the featured materials. */
export const SECTIONS = ['class11', 'class12', 'test', 'home'] as const;

/**
 * School subjects a book can be found by. Books carry no subject field: the
 * server derives one from the title and description (api modules/catalogue/book-search), so the catalogue needs no
 * new admin field.
 */
export const SUBJECTS = ['physics', 'chemistry', 'biology', 'mathematics'] as const;

/** Display names of {@link SUBJECTS}. */
export const SUBJECT_LABELS = {
  physics: 'Physics',
  chemistry: 'Chemistry',
  biology: 'Biology',
  mathematics: 'Mathematics',
} as const satisfies Record<(typeof SUBJECTS)[number], string>;

/** What a reader calls each section (SPEC 2: the Class 11, Class 12 and Test Series pages; home is Featured). */
export const SECTION_LABELS = {
  class11: 'Class 11',
  class12: 'Class 12',
  test: 'Test Series',
  home: 'Featured',
} as const satisfies Record<(typeof SECTIONS)[number], string>;

/** Bounds of the book search text `q` after trimming, in characters. */
export const SEARCH_QUERY_MAX_LENGTH = 100;

/** Default and largest number of books one search returns. */
export const SEARCH_LIMIT_DEFAULT = 24;
export const SEARCH_LIMIT_MAX = 50;

/** A UPI ID (VPA): `name@handle` (SPEC 2 "Payment Config"). */
export const UPI_ID_PATTERN = '^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9.-]{1,63}$';

/** Default test payment amount in rupees (SPEC 9). */
export const DEFAULT_TEST_AMOUNT = 100;

/** Upload limits when nothing is configured (SPEC 9): 5 MB image, 50 MB PDF, in bytes. */
export const DEFAULT_UPLOAD_LIMITS = { maxImageSize: 5_242_880, maxPdfSize: 52_428_800 } as const;

/** The admin actions recorded in the audit log. */
/**
 * Undo of an approval or a deactivation: the admin's toast offers Undo for `toastMs`;
 * the server accepts the undo for `windowMs` after the action (the toast's time plus network slack), and
 * holds the approval e-mail back as long, so an undone approval never mails the student. Milliseconds.
 */
export const ADMIN_UNDO = { toastMs: 5000, windowMs: 15_000 } as const;

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

/** Bounds of the reason an admin gives to exclude an attempt from the ranks, in characters after trimming. */
export const EXCLUDE_REASON_LENGTH = { min: 3, max: 500 } as const;

/**
 * The rejection reasons an admin picks from, editable in the Payments tab; a
 * free-text note can be added to any of them.
 */
export const DEFAULT_REJECTION_TEMPLATES = [
  'UTR not found in our statement',
  'Amount does not match',
  'UTR belongs to another payment',
  'Paid to a different UPI ID',
] as const;
