// A Jest *project* for the API (plain CommonJS so Jest can read it without ts-node, which is not installed).
// Root config: `projects: ['<rootDir>/api/jest.config.js']`. Alone: `npx jest -c api/jest.config.js` from the repo root.
const ESM_ONLY = 'content-disposition|cookie|jose|dpop';

/** @type {import('jest').Config} */
module.exports = {
  displayName: 'api',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  // *.pg.test.ts need a PostgreSQL server (they cut its connections); PGlite runs cannot host them.
  testPathIgnorePatterns: process.env.DATABASE_URL
    ? ['/node_modules/']
    : ['/node_modules/', '\\.pg\\.test\\.ts$'],
  moduleFileExtensions: ['ts', 'js', 'cjs', 'json'],
  // ESM-only dependencies (content-disposition 3 of @fastify/static, cookie 1 of light-my-request): Node 24
  // can require() them, Jest's module VM cannot, so they are compiled to CommonJS like our own files.
  transformIgnorePatterns: [
    `/node_modules/(?!(?:.*/node_modules/)?(?:${ESM_ONLY}|@electric-sql/pglite|@fastify/cookie)/)`,
  ],
  transform: {
    // PGlite's CJS build uses import('fs'): see the transformer.
    '/node_modules/@electric-sql/pglite/.+\\.c?js$': '<rootDir>/test/helpers/dynamic-import-transformer.js',
    // @fastify/cookie loads cookie@1 (ESM) with import('cookie'): same rewrite.
    '/node_modules/@fastify/cookie/index\\.js$': '<rootDir>/test/helpers/dynamic-import-transformer.js',
    [`/node_modules/(?:.*/)?(?:${ESM_ONLY})/.+\\.js$`]: [
      'ts-jest',
      { diagnostics: false, tsconfig: { allowJs: true, module: 'commonjs', target: 'ES2022' } },
    ],
    '^.+\\.ts$': [
      'ts-jest',
      {
        // Transpile only: type checking is `tsc -p api/tsconfig.json`, kept out of the test run for speed.
        diagnostics: false,
        tsconfig: {
          target: 'ES2022',
          module: 'commonjs',
          esModuleInterop: true,
          isolatedModules: true,
          skipLibCheck: true,
        },
      },
    ],
  },
  testTimeout: 30000,
};
