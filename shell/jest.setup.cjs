// jsdom has no fetch; tests that need the network mock it. This stub keeps RTK Query quiet at import.
if (typeof globalThis.fetch === 'undefined') {
  globalThis.fetch = () => Promise.reject(new Error('fetch is not mocked in this test'));
}
