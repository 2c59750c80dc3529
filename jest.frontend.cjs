// The Jest project shared by the four front ends (component and unit tests in jsdom). Plain CommonJS: Jest
// needs ts-node to read a TypeScript config, and ts-node is not installed.

/**
 * Builds one front end's Jest project: `dir` is the app folder (its `__dirname`), `name` its display name,
 * `setupFiles` optional paths relative to it, run after jest.frontend.setup.cjs (shared by every front end).
 * Tests live under `src/` as `*.test.ts(x)`.
 * @returns {import('jest').Config}
 */
module.exports = function frontendProject(dir, name, setupFiles = []) {
  return {
    displayName: name,
    rootDir: dir,
    testEnvironment: 'jsdom',
    setupFiles: [
      require.resolve('./jest.frontend.setup.cjs'),
      ...setupFiles.map((file) => `<rootDir>/${file}`),
    ],
    // Testing Library's DOM matchers (toBeInTheDocument, toHaveTextContent, toBeDisabled…) on `expect`.
    setupFilesAfterEnv: [require.resolve('@testing-library/jest-dom')],
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
    // Lingui (and its message compiler's date skeletons) and the device key's libraries (dpop, idb-keyval)
    // ship ES modules only: compiled to CommonJS like our own files.
    transformIgnorePatterns: ['/node_modules/(?!@lingui/|@messageformat/date-skeleton/|dpop/|idb-keyval/)'],
    transform: {
      '/node_modules/(@lingui/.+\\.mjs|@messageformat/date-skeleton/.+\\.js|(dpop|idb-keyval)/.+\\.c?js)$': [
        'ts-jest',
        { diagnostics: false, tsconfig: { allowJs: true, module: 'commonjs', target: 'ES2022' } },
      ],
      // Transpile only (type checking is `npm run typecheck`), JSX with the automatic runtime.
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
};
