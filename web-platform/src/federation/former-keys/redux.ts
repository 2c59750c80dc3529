// The shell's provider of the former share key `@exam/shared-contracts/redux` (rspack/shared.ts
// FORMER_SHARE_KEYS): it re-exports the module the shell shares as `@exam/web-platform/redux`, taken through
// that share key, so a remote released before the move runs on the shell's very instance.
export * from '@exam/web-platform/redux';
