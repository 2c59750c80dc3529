// A Jest *project* for store-remote (component and unit tests, jsdom). Plain CommonJS rather than jest.config.ts:
// Jest needs ts-node to read a TypeScript config, and ts-node is not installed.
// Root config: `projects: ['<rootDir>/store-remote/jest.config.cjs']`. Alone: `npx jest -c store-remote/jest.config.cjs` from the repo root.

/** @type {import('jest').Config} */
module.exports = {
  displayName: 'store-remote',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  setupFiles: ['<rootDir>/jest.setup.js'],
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'cjs', 'json'],
  transform: {
    // Transpile only (type checking is `tsc -p tsconfig.json` at the root), JSX with the automatic runtime.
    '^.+\\.tsx?$': [
      'ts-jest',
      {
        diagnostics: false,
        tsconfig: {
          jsx: 'react-jsx',
          esModuleInterop: true,
          module: 'commonjs',
          target: 'ES2022',
          isolatedModules: true,
          skipLibCheck: true,
        },
      },
    ],
  },
};
