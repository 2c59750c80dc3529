// The takers' HTTP requests of `npm run bench:cbt` (cbt.mjs): plain JSON over a keep-alive agent, with the
// sign-in token, the device cookie and the device's proof, as the exam screen sends them.
import http from 'node:http';
import { keepNonce, signProof } from '../lib/device-key.mjs';
import { TAKER_DEVICE } from './cbt-settings.mjs';

/**
 * Sends one JSON request over the agent, with the takers' device proof (signed again once when the server
 * asks for its newer nonce); resolves `{ status, body, ms }` (never rejects: errors are status 0).
 */
export async function request(agent, port, method, url, token, payload) {
  const started = performance.now();
  const first = await requestOnce(agent, port, method, url, token, payload);
  const again = first.status === 401 && first.body?.error === 'use_dpop_nonce';
  const answer = again ? await requestOnce(agent, port, method, url, token, payload) : first;
  return { ...answer, ms: performance.now() - started };
}

async function requestOnce(agent, port, method, url, token, payload) {
  const body = payload === undefined ? undefined : JSON.stringify(payload);
  const started = performance.now();
  const origin = `http://127.0.0.1:${port}`;
  const dpop = await signProof(`${origin}${url}`, method, token);
  return new Promise((resolve) => {
    const req = http.request(
      {
        agent,
        host: '127.0.0.1',
        port,
        method,
        path: url,
        headers: {
          authorization: `Bearer ${token}`,
          cookie: `exam_device=${TAKER_DEVICE}`,
          dpop,
          ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}),
        },
      },
      (res) => {
        keepNonce(origin, res.headers['dpop-nonce']);
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json;
          try {
            json = text ? JSON.parse(text) : undefined;
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode, body: json, ms: performance.now() - started });
        });
      },
    );
    req.on('error', () => resolve({ status: 0, body: undefined, ms: performance.now() - started }));
    if (body) req.write(body);
    req.end();
  });
}
