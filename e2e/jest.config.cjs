/**
 * Browser journeys: Jest runs them one at a time against one platform started by global-setup
 * (`npm start` on a fresh data folder and, with DATABASE_URL, a fresh PostgreSQL database).
 */
module.exports = {
  displayName: 'browser',
  rootDir: __dirname,
  testMatch: ['<rootDir>/**/*.e2e.ts'],
  testEnvironment: 'node',
  transform: {
    '^.+\\.tsx?$': [
      'ts-jest',
      {
        diagnostics: false,
        tsconfig: { module: 'commonjs', esModuleInterop: true, target: 'es2022', isolatedModules: true },
      },
    ],
  },
  globalSetup: '<rootDir>/support/global-setup.ts',
  globalTeardown: '<rootDir>/support/global-teardown.ts',
  testTimeout: 120_000,
};
