/**
 * Texts of the paper rules of online tests (docs/domains/exams.md "Online tests": the paper stays closed
 * until the student's ranked attempt is over; one rank per paper). TypeBox-free, so the store's and the
 * reader's bundles show the same English the server sends (`@exam/shared-contracts/constants`).
 */
export const PAPER_MESSAGES = {
  /** The label of a book card (store, My Books) whose book opens only after the student's test. */
  readAfterTest: 'Readable after your test',
  /**
   * 403 of a reading session, a page or the progress of a book holding a published test, for a student
   * who has not submitted their ranked attempt of every test in it. Starts with the card's label.
   */
  closedUntilTest:
    'Readable after your test: this book holds an online test, and it opens once you have submitted your attempt of every test in it',
  /** 409 of a start while the student has an open attempt of another test made from the same paper. */
  samePaperOpen:
    'You have an open attempt of another test made from the same paper: submit it before starting this one',
} as const;
