/**
 * The client part of the contracts, shared as one federated singleton: the RTK Query `api`, the session and
 * reader slices, and the storage helpers. Every app imports these from `@exam/shared-contracts/client`.
 */
export * from './api';
export * from './storage';
export * from './session-slice';
export * from './reader-slice';
export * from './theme';
export * from './notify';
