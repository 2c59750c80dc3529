/** Every table of the API (drizzle-kit reads this file to generate migrations). */
export * from './users';
export * from './books';
export * from './payments';
export * from './settings';
export * from './audit-log';
export * from './reading-progress';
export * from './devices';
export * from './reading-sessions';
export * from './sign-in-codes';
export * from './statements';
export * from './password-resets';
export * from './tests';
export * from './search-reveals';
export * from './question-bookmarks';
