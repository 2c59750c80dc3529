/**
 * Unit, component and API tests (the browser journeys have their own config in e2e/). One project per
 * workspace, each with its own config file, so each team can run its own alone:
 * `npx jest -c store-remote/jest.config.cjs`, or all of them here with `--selectProjects <name>`.
 */
module.exports = {
  rootDir: __dirname,
  projects: [
    '<rootDir>/api/jest.config.js',
    '<rootDir>/shell/jest.config.cjs',
    '<rootDir>/store-remote/jest.config.cjs',
    '<rootDir>/reader-remote/jest.config.cjs',
    '<rootDir>/admin-remote/jest.config.cjs',
  ],
  // jest-circus reads the timeout from the global config only, so a project's own testTimeout is ignored
  // in this multi-project run: the API's property and race tests need more than 5 s on a busy 2-core CI.
  testTimeout: 30000,
};
