/**
 * What the online-test domain, "exams" in the API (docs/domains/exams.md), offers the other modules: a test
 * series' sections as a buyer sees them before buying, a student's summary of a test and the prerendered
 * exam screen's parts (the web edge), the texts of the refusals of taking a test (the error codes map them),
 * which papers are closed to a reader until their test (`closedUntilExam`, `closedBookIds`), and the
 * attempts' leak codes, candidates and question pages sent, for the reader's leak tracer (`attemptMarks`).
 * The module holds all of its domain's code, its plugin and routes included; app.ts and routes/index.ts
 * register those directly (docs/architecture.md "Where to read more"), everything else goes through here
 * (the import-graph check refuses a module or a seed reaching past this file).
 */
export { ATTEMPT_MESSAGES } from './attempts/attempt-messages';
export { sectionInfo } from './attempts/candidate-views';
export { examSummary } from './attempts/student-views';
export { resumedCandidate } from './attempts/exam-resume';
export { reflowSlots } from './reflow/reflow-prerender';
export { closedBookIds, closedUntilExam } from './admin/papers';
export { readAnswerKey } from './admin/answer-key';
export { refreshExamCount } from './admin/exam-admin';
export { attemptMarks } from './attempts/attempt-marks';
