/**
 * What the online-test domain (docs/domains/exams.md) offers the other modules: a test series' sections as
 * a buyer sees them before buying, and a student's summary of a test. Everything else in `modules/exams/`
 * is the domain's own (the import-graph check refuses a module reaching past this file).
 */
export { sectionInfo } from './attempts/candidate-views';
export { testSummary } from './attempts/student-views';
export { resumedCandidate } from './attempts/exam-resume';
export { reflowSlots } from './reflow/reflow-prerender';
