// jsdom lacks TextEncoder/TextDecoder, which react-router 7 needs at import time.
const util = require('node:util');

if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = util.TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = util.TextDecoder;

// jsdom has no fetch; tests that need the network mock it. This stub keeps RTK Query quiet at import.
if (typeof globalThis.fetch === 'undefined') {
  globalThis.fetch = () => Promise.reject(new Error('fetch is not mocked in this test'));
}
