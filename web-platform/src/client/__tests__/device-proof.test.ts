/** @jest-environment node */
import { createHash } from 'node:crypto';
import type { sendApiRequest as SendApiRequest } from '../fetch-json';
import { STORAGE_KEYS } from '../storage';

/**
 * The browser's side of device proofs (RFC 9449 DPoP), on Node's WebCrypto (jsdom has none, so this runs in
 * Node with a page's `location` and `localStorage` stood in): a signed-in
 * call carries a proof of this browser's key with the server's nonce and the token's hash; a call answered
 * `use_dpop_nonce` is signed again once with the nonce it was given; a call that reads no book carries none.
 */
const answer = (status: number, headers: Record<string, string> = {}) => ({
  ok: status >= 200 && status < 300,
  status,
  headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
  json: async () => ({}),
});

/** The claims and header of a compact JWS. */
function decode(jwt: string | undefined) {
  const [head, body] = (jwt ?? '').split('.');
  const json = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  return { header: json(head), claims: json(body) };
}

const fetchMock = jest.fn();

const stored = new Map<string, string>();
Object.assign(globalThis, {
  location: { href: 'http://localhost/' },
  localStorage: {
    getItem: (k: string) => stored.get(k) ?? null,
    setItem: (k: string, v: string) => void stored.set(k, v),
    removeItem: (k: string) => void stored.delete(k),
    clear: () => stored.clear(),
  },
});
let sendApiRequest: typeof SendApiRequest;
beforeAll(async () => {
  ({ sendApiRequest } = await import('../fetch-json'));
});
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => localStorage.clear());

const proofOf = (call: number) =>
  (fetchMock.mock.calls[call][1] as { headers?: Record<string, string> }).headers?.DPoP;

/** A nonce of the server's current 30-minute window (`<window>.<mac>`), told apart by `mac`. */
const nonceOf = (mac: string) => `${Math.floor(Date.now() / (30 * 60_000))}.${mac}`;
const NONCE_PATH = '/api/auth/device-nonce';

it('asks for a nonce first, signs a signed-in call, and signs again with the nonce a use_dpop_nonce gave', async () => {
  localStorage.setItem(STORAGE_KEYS.token, 'tok');
  fetchMock
    .mockResolvedValueOnce(answer(204, { 'dpop-nonce': nonceOf('a') }))
    .mockResolvedValueOnce(
      answer(401, { 'www-authenticate': 'DPoP error="use_dpop_nonce"', 'dpop-nonce': nonceOf('b') }),
    )
    .mockResolvedValueOnce(answer(200, { 'dpop-nonce': nonceOf('c') }));
  const res = await sendApiRequest('/attempts/a1/answers/3?x=1', { method: 'PUT', body: { answer: '2' } });
  expect(res.status).toBe(200);
  expect(fetchMock.mock.calls.map((c) => c[0])).toEqual([
    NONCE_PATH,
    '/api/attempts/a1/answers/3?x=1',
    '/api/attempts/a1/answers/3?x=1',
  ]);
  const first = decode(proofOf(1));
  const second = decode(proofOf(2));
  expect(first.header).toMatchObject({ typ: 'dpop+jwt', alg: 'ES256', jwk: { kty: 'EC', crv: 'P-256' } });
  expect(first.header.jwk.d).toBeUndefined();
  expect(first.claims.nonce).toBe(nonceOf('a'));
  expect(second.claims).toMatchObject({
    htm: 'PUT',
    htu: 'http://localhost/api/attempts/a1/answers/3',
    nonce: nonceOf('b'),
    ath: createHash('sha256').update('tok').digest('base64url'),
  });
  expect(second.claims.jti).not.toBe(first.claims.jti);
  // One key for the page: both proofs carry the same public key.
  expect(second.header.jwk).toEqual(first.header.jwk);
  // The next call signs with the last nonce given, without asking again; it is kept for the next visit.
  fetchMock.mockResolvedValueOnce(answer(200));
  await sendApiRequest('/reading/document');
  expect(fetchMock).toHaveBeenCalledTimes(4);
  expect(decode(proofOf(3)).claims.nonce).toBe(nonceOf('c'));
  expect(localStorage.getItem('dpopNonce')).toBe(nonceOf('c'));
});

it('sends a call that reads no book without a proof, and a sign-in with one', async () => {
  localStorage.setItem(STORAGE_KEYS.token, 'tok');
  fetchMock.mockResolvedValue(answer(200));
  await sendApiRequest('/user/purchased-books');
  expect(proofOf(0)).toBeUndefined();
  await sendApiRequest('/auth/login', { method: 'POST', body: { email: 'a@b.c', password: 'x' } });
  expect(fetchMock).toHaveBeenCalledTimes(2);
  expect(decode(proofOf(1)).claims.htm).toBe('POST');
});
