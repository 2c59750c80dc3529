/**
 * The `/api` base and the paths no domain owns, relative to it (docs/domains/purchases.md "Calls"). Each
 * domain's paths are in its own `paths.ts` (`accountPaths`, `cataloguePaths`, `purchasePaths`,
 * `readingPaths`, `testPaths`, and the admin's `admin…Paths` under `/admin`), one small table each, so an app
 * carries the tables it uses only: a literal object is not tree-shaken, and each app bundles its own copy
 * (`@exam/shared-contracts/constants`). Functions build paths with ids.
 */
export const API_BASE = '/api';

/**
 * `GET /site` (the contact details), apart so the shared client can ask for it without bundling all of
 * {@link paths} beside the copy each app has.
 */
export const SITE_PATH = '/site';

/** The health check and the site's contact details. */
export const paths = {
  health: '/health',
  site: SITE_PATH,
} as const;
