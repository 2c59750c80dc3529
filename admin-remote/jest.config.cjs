// Jest project of admin-remote: its pure parts (book form validation, payment row fallbacks, UPI link).
// CommonJS, not .ts: on Node 20 Jest needs ts-node to read a TypeScript config and it is
// not installed. Alone: `npx jest -c admin-remote/jest.config.cjs` from the repo root.
/** @type {import('jest').Config} */
module.exports = {
  displayName: 'admin-remote',
  testEnvironment: 'jsdom',
  rootDir: __dirname,
  testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts?(x)'],
  transform: {
    '^.+\\.tsx?$': [
      'ts-jest',
      {
        tsconfig: { jsx: 'react-jsx', esModuleInterop: true, module: 'commonjs', isolatedModules: true },
        diagnostics: false,
      },
    ],
  },
};
