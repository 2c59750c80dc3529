/**
 * Unit, component and API tests (the browser journeys have their own config in e2e/). One project per
 * workspace (api, shared-contracts, web-platform, shared-ui and each front end), each with its own config file, so each team can run its own alone:
 * `npx jest -c store-remote/jest.config.cjs`, or all of them here with `--selectProjects <name>`.
 * The front ends' projects are those of apps.json (each app has a `jest.config.cjs` in its folder).
 */
const { apps } = require('./apps.json');

module.exports = {
  rootDir: __dirname,
  projects: [
    '<rootDir>/api/jest.config.js',
    '<rootDir>/shared-contracts/jest.config.cjs',
    '<rootDir>/web-platform/jest.config.cjs',
    '<rootDir>/shared-ui/jest.config.cjs',
    ...apps.map((app) => `<rootDir>/${app.folder}/jest.config.cjs`),
  ],
  // One worker per core: Jest's default (cores − 1) ran the suite on one worker on this 2-core machine, and
  // much of an API test's time is PostgreSQL's and its own waiting (432 s on one worker, 260 s on two).
  maxWorkers: '100%',
  // jest-circus reads the timeout from the global config only, so a project's own testTimeout is ignored
  // in this multi-project run: the API's property and race tests need more than 5 s on a busy 2-core CI.
  testTimeout: 30000,
};
