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
export * from './tests';
export * from './test-attempts';
export * from './limits';
export * from './release-switch';
export * from './page-manifest';
