/**
 * Student-facing messages of the online tests (docs/domains/exams.md "Online tests"): the texts of the 404,
 * 403 and 409 refusals of taking a test. plugins/error-codes.ts gives each its stable code, so a text changed
 * here must keep its entry there.
 */
export const ATTEMPT_MESSAGES = {
  testNotFound: 'Test not found',
  attemptNotFound: 'Attempt not found',
  questionNotFound: 'This question is not in the test',
  noAccess: 'Buy this test series to take its tests',
  submitted: 'This attempt has been submitted',
  timeUp: 'Time is up: the test has ended',
} as const;
