// Jest project of shell (jsdom). Alone: `npx jest -c shell/jest.config.cjs` from the repo root.
module.exports = require('../jest.frontend.cjs')(__dirname, 'shell', ['jest.setup.cjs']);
