// Jest project of shared-contracts: unit tests of the contracts themselves, next to their code as
// `src/**/*.test.ts(x)`. The front ends' project (transpile only, same transform) in Node: the contracts
// run in the API too, and need no DOM. Alone: `npx jest -c shared-contracts/jest.config.cjs` from the repo root.
const project = require('../jest.frontend.cjs')(__dirname, 'shared-contracts');

/** @type {import('jest').Config} */
module.exports = { ...project, testEnvironment: 'node', setupFilesAfterEnv: [] };
