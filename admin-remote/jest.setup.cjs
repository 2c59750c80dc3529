// jsdom lacks structuredClone, which the shared test presets use to hand out copies of their marks.
const v8 = require('node:v8');

if (typeof globalThis.structuredClone === 'undefined') {
  globalThis.structuredClone = (value) => v8.deserialize(v8.serialize(value));
}

// jsdom has no fetch; tests that need the network mock it. This stub keeps RTK Query quiet at import.
if (typeof globalThis.fetch === 'undefined') {
  globalThis.fetch = () => Promise.reject(new Error('fetch is not mocked in this test'));
}
