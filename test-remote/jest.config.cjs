// Jest project of test-remote (jsdom): the save queue, the server clock, the palette, the keypad, the exam
// screen's navigation. Alone: `npx jest -c test-remote/jest.config.cjs` from the repo root.
module.exports = require('../jest.frontend.cjs')(__dirname, 'test-remote', ['jest.setup.cjs']);
