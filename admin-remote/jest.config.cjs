// Jest project of admin-remote: its pure parts (book form validation, payment row fallbacks, UPI link, the
// test editor's geometry and edits) and components. Alone: `npx jest -c admin-remote/jest.config.cjs` from
// the repo root.
module.exports = require('../jest.frontend.cjs')(__dirname, 'admin-remote', ['jest.setup.cjs']);
