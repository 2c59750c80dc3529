// Jest project of exam-remote (jsdom): the save queue, the server clock, the palette, the keypad, the exam
// screen's navigation. Alone: `npx jest -c exam-remote/jest.config.cjs` from the repo root.
module.exports = require('../jest.frontend.cjs')(__dirname, 'exam-remote', ['jest.setup.cjs']);
