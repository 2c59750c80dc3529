/** The operations' contracts (dashboard, audit log, release switch): HTTP schemas and rules, no browser code. */
export * from './rules';
export * from './dashboard';
export * from './release-switch';
export * from './paths';
