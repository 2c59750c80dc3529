/**
 * The exams domain's rules the exam screen runs (`@exam/shared-contracts/exams/screen`): the reflow's
 * arithmetic and the Fit to screen cookie. Plain functions and constants, without the domain's TypeBox
 * schemas, which would add their weight to the screen's own code (the exam screen's 60-kB budget,
 * e2e/js-budgets.e2e.ts).
 */
export * from './reflow-plan';
export * from './fit-cookie';
