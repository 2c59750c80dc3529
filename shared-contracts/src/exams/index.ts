/** The exams domain's contracts (the online tests): HTTP schemas, paths and rules, no browser code. */
export * from './bookmarks';
export * from './paper';
export * from './reflow';
export * from './reflow-plan';
export * from './fit-cookie';
