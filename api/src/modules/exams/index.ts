/**
 * What the online-test domain (docs/domains/exams.md) offers the other modules: a test series' sections as
 * a buyer sees them before buying, a student's summary of a test, the texts of the refusals of taking a
 * test (the error codes map them), and the admin's online-test routes (mounted behind the admin's guard by
 * routes/index.ts). Everything else in `modules/exams/` is the domain's own (the import-graph
 * check refuses a module reaching past this file).
 */
export { ATTEMPT_MESSAGES } from './attempts/attempt-messages';
export { sectionInfo } from './attempts/candidate-views';
export { examSummary } from './attempts/student-views';
export { resumedCandidate } from './attempts/exam-resume';
export { reflowSlots } from './reflow/reflow-prerender';
export { closedBookIds, closedUntilExam } from './admin/papers';
