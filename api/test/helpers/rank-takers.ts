import type { FastifyInstance } from 'fastify';
import { MOCK_KEY } from './online-tests';
import { approve, auth, deviceCookie, nextUtr, TEST_PASSWORD } from './test-app';

/** The demo test of a test app: its app, admin token, test and series book. */
export interface DemoTest {
  app: FastifyInstance;
  admin: string;
  testId: string;
  bookId: string;
}

/** Options of {@link call}: the caller's browser (default: the helpers') and a JSON body. */
export interface CallOptions {
  device?: string;
  payload?: object;
}

/** `method url` on `app` as `token` (null: a guest) from its browser `o.device`; the raw answer. */
export function call(
  app: FastifyInstance,
  token: string | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  o: CallOptions = {},
) {
  return app.inject({
    method,
    url,
    headers: token ? auth(token, o.device) : {},
    ...(o.payload ? { payload: o.payload } : {}),
  });
}

/** The key's answer of question `n` of the demo paper, and a wrong answer of the same type. */
export const right = (n: number) => MOCK_KEY.get(n)!.answer;
export const wrong = (n: number) =>
  MOCK_KEY.get(n)!.type === 'numerical' ? String(Number(right(n)) + 1) : String((Number(right(n)) % 4) + 1);

/**
 * A student on a browser and network of their own (as honest candidates are): registers with the device
 * secret `device` (43 characters) from `address`, buys the test series (the admin approves) and is then
 * called from that browser. Returns the token and user id.
 */
export async function ownDeviceBuyer(t: DemoTest, name: string, device: string, address: string) {
  const reg = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: deviceCookie(device),
    remoteAddress: address,
    payload: { name, email: `${device.slice(0, 12)}@example.com`, password: TEST_PASSWORD },
  });
  if (reg.statusCode !== 201) throw new Error(`register failed: ${reg.body}`);
  const token: string = reg.json().token;
  const paid = await call(t.app, token, 'POST', '/api/payment/submit', {
    device,
    payload: { bookId: t.bookId, utr: nextUtr() },
  });
  if (paid.statusCode !== 201) throw new Error(`payment failed: ${paid.body}`);
  const approved = await approve(t.app, t.admin, paid.json().paymentId);
  if (approved.statusCode !== 200) throw new Error(`approve failed: ${approved.body}`);
  return { token, userId: reg.json().user.id as string };
}

/**
 * Takes the demo test as `token` on `device` (undefined: the helpers' browser): the first `correct`
 * questions right, the next `wrongs` wrong, the rest unanswered; submits and returns the attempt's id.
 */
export async function takeDemo(
  t: DemoTest,
  token: string,
  device: string | undefined,
  correct: number,
  wrongs: number,
): Promise<string> {
  const started = await call(t.app, token, 'POST', `/api/tests/${t.testId}/attempts`, {
    device,
    payload: {},
  });
  if (started.statusCode !== 201) throw new Error(`start failed: ${started.body}`);
  const id: string = started.json().attemptId;
  for (let n = 1; n <= correct + wrongs; n += 1) {
    const answer = n <= correct ? right(n) : wrong(n);
    const saved = await call(t.app, token, 'PUT', `/api/attempts/${id}/answers/${n}`, {
      device,
      payload: { answer, markedForReview: false, seq: n },
    });
    if (saved.statusCode !== 200) throw new Error(`save failed: ${saved.body}`);
  }
  const submitted = await call(t.app, token, 'POST', `/api/attempts/${id}/submit`, { device });
  if (submitted.statusCode !== 200) throw new Error(`submit failed: ${submitted.body}`);
  return id;
}
