// Jest project of shared-contracts: unit tests of the contracts themselves (no app, no database), next to
// their code as `src/**/*.test.ts`. Alone: `npx jest -c shared-contracts/jest.config.cjs` from the repo root.
/** @type {import('jest').Config} */
module.exports = {
  displayName: 'shared-contracts',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'cjs', 'json'],
  transform: {
    // Transpile only: type checking is `npm run typecheck` (tsc -b covers shared-contracts/src).
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
