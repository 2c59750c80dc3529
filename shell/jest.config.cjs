// A Jest *project* for shell (component and unit tests, jsdom). Plain CommonJS rather than jest.config.ts:
// Jest needs ts-node to read a TypeScript config, and ts-node is not installed.
// Root config: `projects: ['<rootDir>/shell/jest.config.cjs']`. Alone: `npx jest -c shell/jest.config.cjs` from the repo root.

/** @type {import('jest').Config} */
module.exports = {
  displayName: 'shell',
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
