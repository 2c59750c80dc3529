/**
 * Plain values of the catalogue's contracts (no TypeBox), so the browser apps can import them from
 * `@exam/shared-contracts/constants` without bundling the schema library. The domain's schemas re-export them.
 */

/** Book categories (docs/domains/catalogue.md "Rules and limits"). */
export const CATEGORIES = ['NEET', 'JEE'] as const;

/** Book sections (docs/domains/catalogue.md "Rules and limits"): `test` holds test series, `home` the
 * featured materials. */
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

/** What a reader calls each section (docs/domains/catalogue.md "Screens": the Class 11, Class 12 and Test
 * Series pages; home is Featured). */
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

/** Default test payment amount in rupees (docs/domains/catalogue.md "Rules and limits"). */
export const DEFAULT_TEST_AMOUNT = 100;

/** Upload limits when nothing is configured (docs/domains/operations.md "Rules and limits"): 5 MB image, 50
 * MB PDF, in bytes. */
export const DEFAULT_UPLOAD_LIMITS = { maxImageSize: 5_242_880, maxPdfSize: 52_428_800 } as const;
