// jsdom has no fetch; the kit's tests import the web platform's client (the session, `notify`), whose RTK Query
// base query warns without one at import. This stub keeps it quiet; no test of the kit uses the network.
if (typeof globalThis.fetch === 'undefined') {
  globalThis.fetch = () => Promise.reject(new Error('fetch is not mocked in this test'));
}
// jsdom lacks TextEncoder/TextDecoder, which react-router 7 needs at import time (the test helper's router).
const util = require('node:util');

if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = util.TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = util.TextDecoder;
