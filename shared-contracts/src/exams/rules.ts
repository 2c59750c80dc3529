/**
 * Plain values of the exams' contracts (no TypeBox), so the browser apps can import them from
 * `@exam/shared-contracts/constants` without bundling the schema library. The domain's schemas re-export them.
 */

/** Bounds of the reason an admin gives to exclude an attempt from the ranks, in characters after trimming. */
export const EXCLUDE_REASON_LENGTH = { min: 3, max: 500 } as const;
