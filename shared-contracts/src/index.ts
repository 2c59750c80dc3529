export * from './http';
export * from './federation';
