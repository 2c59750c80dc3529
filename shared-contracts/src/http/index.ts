/**
 * What every domain's HTTP contract shares: the refusal body and its codes, the common schemas (ids, `ok`,
 * health, site contacts), the `/api` base and the shared paths, and the page manifest. Each domain's schemas
 * are in its own subpath (`@exam/shared-contracts/catalogue`, `/purchases`, `/reading`, `/exams`,
 * `/accounts`, `/operations`).
 */
export * from './common';
export * from './api-errors';
export * from './paths';
export * from './page-manifest';
