// Jest project of store-remote (jsdom). Alone: `npx jest -c store-remote/jest.config.cjs` from the repo root.
module.exports = require('../jest.frontend.cjs')(__dirname, 'store-remote', ['jest.setup.cjs']);
