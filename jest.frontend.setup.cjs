// The setup every front-end Jest project runs first (jest.frontend.cjs): jsdom lacks TextEncoder/TextDecoder,
// which react-router 7 needs at import time, and every component test imports the router through the shared
// test helper (@exam/shared-ui/testing).
const util = require('node:util');

if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = util.TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = util.TextDecoder;
