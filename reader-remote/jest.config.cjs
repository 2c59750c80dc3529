// Jest project of reader-remote: its pure parts (zoom math, page clamp, keys, messages). pdfjs-dist (ESM) is
// never imported by tests. CommonJS, not .ts: on Node 20 Jest needs ts-node to read a TypeScript config and it is
// not installed. Alone: `npx jest -c reader-remote/jest.config.cjs` from the repo root.
/** @type {import('jest').Config} */
module.exports = {
  displayName: 'reader-remote',
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
