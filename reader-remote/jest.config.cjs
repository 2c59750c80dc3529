// Jest project of reader-remote: its pure parts (zoom math, page clamp, keys, messages); pdfjs-dist (ESM) is
// never imported by tests. Alone: `npx jest -c reader-remote/jest.config.cjs` from the repo root.
module.exports = require('../jest.frontend.cjs')(__dirname, 'reader-remote');
