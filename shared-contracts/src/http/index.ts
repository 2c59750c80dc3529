/** HTTP contracts between the front ends and the API: TypeBox schemas, their static types, and the paths. */
export * from './common';
export * from './api-errors';
export * from './auth';
export * from './books';
export * from './payments';
export * from './pdf';
export * from './admin';
export * from './reading';
export * from './reader';
export * from './paths';
export * from './rules';
export * from './reconciliation';
export * from './test-common';
export * from './admin-tests';
export * from './admin-test-results';
export * from './test-attempts';
// The online tests' refusal texts and a paper's shapes: importers of `./http` read them from here.
export { ATTEMPT_DEVICE_MESSAGES } from './attempt-messages';
export { PAPER_MESSAGES } from './paper-messages';
export { PageSize, TestDetection } from '../exams/paper';
export * from './rank-review';
export * from './limits';
export * from './release-switch';
export * from './page-manifest';
