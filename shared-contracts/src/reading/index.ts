/** The reading domain's contracts (reader sessions, pages, limits, reader constants): HTTP schemas, paths and rules, no browser code. */
export * from './reader-constants';
export * from './paths';
export * from './pdf';
export * from './reading';
export * from './reader';
export * from './limits';
