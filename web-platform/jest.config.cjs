// Jest project of web-platform: unit tests of the browser runtime (client, i18n, prerender templates,
// federation start-up), next to their code as `src/**/*.test.ts(x)`. The front ends' project (transpile only,
// same transform) in Node, as they ran with the contracts: a test that needs a DOM builds its own (jsdom).
// Alone: `npx jest -c web-platform/jest.config.cjs` from the repo root.
const project = require('../jest.frontend.cjs')(__dirname, 'web-platform');

/** @type {import('jest').Config} */
module.exports = { ...project, testEnvironment: 'node', setupFilesAfterEnv: [] };
