import { STORAGE_KEYS } from '@exam/web-platform/client';

/**
 * For the tests of one file: `fetch` replaced by a jest mock, reset before each test, with a stored sign-in
 * token (`tok`) that is cleared after it. Returns the mock, which each test gives its answers.
 */
export function signedInFetch(): jest.Mock {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
    localStorage.setItem(STORAGE_KEYS.token, 'tok');
  });
  afterEach(() => localStorage.clear());
  return fetchMock;
}
