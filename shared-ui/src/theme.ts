/**
 * The theme tokens of every front end. They live in `@exam/shared-contracts/client` because the build's
 * prerender and the standalone pages (contracts code, which must not import this package) read them too;
 * this entry re-exports them so UI code takes its tokens and its components from one place.
 */
export { darkTheme, lightTheme, themeFor } from '@exam/shared-contracts/client';
export type { AppTheme } from '@exam/shared-contracts/client';
