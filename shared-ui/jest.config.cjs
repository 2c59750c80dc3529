// Jest project of shared-ui: its components in jsdom, as the front ends' tests. Alone:
// `npx jest -c shared-ui/jest.config.cjs` from the repo root.
module.exports = require('../jest.frontend.cjs')(__dirname, 'shared-ui', ['jest.setup.cjs']);
