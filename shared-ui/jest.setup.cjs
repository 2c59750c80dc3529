// jsdom has no fetch; the kit's tests import the web platform's client (the session, `notify`), whose RTK Query
// base query warns without one at import. This stub keeps it quiet; no test of the kit uses the network.
if (typeof globalThis.fetch === 'undefined') {
  globalThis.fetch = () => Promise.reject(new Error('fetch is not mocked in this test'));
}
