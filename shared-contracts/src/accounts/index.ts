/** The accounts' contracts (auth, users, devices, password rules): HTTP schemas and rules, no browser code. */
export * from './auth-rules';
export * from './auth';
export * from './devices';
export * from './admin-users';
export * from './paths';
