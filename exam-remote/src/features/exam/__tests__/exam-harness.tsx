import { Route, Routes } from '@exam/web-platform/router';
import { sessionSlice, signedIn } from '@exam/web-platform/client';
import { renderWithProviders, testStore } from '@exam/shared-ui/testing';
import type { AttemptState, SaveAck } from '@exam/shared-contracts/exams';
import { OPENED_ELSEWHERE } from './fixtures';
import { ExamPage } from '../pages/exam-page';

/** One request the screen made: method, path under /api, and its JSON body. */
export interface Call {
  method: string;
  path: string;
  body: Record<string, unknown> | undefined;
}

/**
 * A stand-in for the API of one attempt, behind `global.fetch`: it answers GET attempt with `state` (its
 * serverNow the fake clock's now), acknowledges saves and moves, takes integrity events and submits, and
 * records every call. `offline` makes every call fail as a dropped network does; `refuseSaves` answers
 * every save with that status (409: the attempt is closed). `elsewhere` plays the attempt opened on another
 * device: every call about the attempt gets that 409 until a start (`POST /tests/test-1/attempts`, which
 * answers the open attempt while `state.status` is open, or a new one) takes it back; `GET /tests/test-1`
 * names the open attempt.
 */
export function fakeApi(state: AttemptState) {
  const calls: Call[] = [];
  const net = {
    offline: false,
    refuseSaves: null as null | { status: number; error: string },
    elsewhere: false,
  };
  const held = new Map<number, { answer: string | null; markedForReview: boolean; seq: number }>();
  const json = (status: number, body: unknown) => ({
    ok: status < 400,
    status,
    headers: { get: () => null },
    json: async () => body,
  });
  const ack = (number: number): SaveAck => ({
    saved: {
      number,
      answer: held.get(number)?.answer ?? null,
      markedForReview: held.get(number)?.markedForReview ?? false,
      visited: true,
      timeSpentMs: 0,
      seq: held.get(number)?.seq ?? 0,
    },
    applied: true,
    deadline: state.deadline,
    serverNow: new Date(Date.now()).toISOString(),
  });
  const fetchMock = jest.fn(async (input: unknown, init?: { method?: string; body?: string }) => {
    const path = String(input).replace(/^\/api/, '');
    const method = init?.method ?? 'GET';
    calls.push({ method, path, body: init?.body ? JSON.parse(init.body) : undefined });
    if (net.offline) throw new TypeError('Failed to fetch');
    const base = `/attempts/${state.attemptId}`;
    const open = state.status === 'open';
    if (method === 'GET' && path === `/tests/${state.testId}`)
      return json(200, {
        id: state.testId,
        openAttempt: open ? { attemptId: state.attemptId, deadline: state.deadline } : null,
      });
    if (method === 'POST' && path === `/tests/${state.testId}/attempts`) {
      if (open) net.elsewhere = false;
      return json(open ? 200 : 201, { attemptId: open ? state.attemptId : 'att-2', testId: state.testId });
    }
    if (net.elsewhere && path.startsWith(base)) return json(409, OPENED_ELSEWHERE);
    if (method === 'GET' && path === `${base}/clock`)
      return json(200, {
        attemptId: state.attemptId,
        status: state.status,
        deadline: state.deadline,
        serverNow: new Date(Date.now()).toISOString(),
      });
    if (method === 'GET' && path === base) {
      // What was saved through this fake is held over the state's own answers, as the server holds it.
      const saved = [...held].map(([number, a]) => ({ number, ...a, visited: true, timeSpentMs: 0 }));
      const answers = [...state.answers.filter((a) => !held.has(a.number)), ...saved];
      const lastSeq = Math.max(state.lastSeq, ...saved.map((a) => a.seq));
      return json(200, { ...state, answers, lastSeq, serverNow: new Date(Date.now()).toISOString() });
    }
    const answer = path.match(/\/answers\/(\d+)$/);
    if (method === 'PUT' && answer && net.refuseSaves)
      return json(net.refuseSaves.status, { error: net.refuseSaves.error });
    if (method === 'PUT' && answer) {
      const body = JSON.parse(init!.body!) as {
        answer: string | null;
        markedForReview: boolean;
        seq: number;
      };
      held.set(Number(answer[1]), body);
      return json(200, ack(Number(answer[1])));
    }
    if (method === 'PUT' && path === `${base}/current`)
      return json(200, ack((JSON.parse(init!.body!) as { number: number }).number));
    if (method === 'POST' && path === `${base}/integrity`) return json(204, undefined);
    if (method === 'POST' && path === `${base}/submit`) return json(200, { attemptId: state.attemptId });
    return json(404, { error: `no route ${method} ${path}` });
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return {
    calls,
    net,
    /** The saves of question `n` that were sent, in order. */
    saves: (n: number) => calls.filter((c) => c.method === 'PUT' && c.path.endsWith(`/answers/${n}`)),
    submits: () => calls.filter((c) => c.path.endsWith('/submit')),
    /** The reads of the attempt's whole state (loads). */
    reads: () => calls.filter((c) => c.method === 'GET' && c.path === `/attempts/${state.attemptId}`),
    /** The idle watch's reads of the attempt's clock. */
    clockReads: () =>
      calls.filter((c) => c.method === 'GET' && c.path === `/attempts/${state.attemptId}/clock`),
    integrity: () => calls.filter((c) => c.path.endsWith('/integrity')).map((c) => c.body!.event),
  };
}

/** Renders the exam screen of `att-1` for a signed-in student, with the result route beside it. */
export function renderExam() {
  const store = testStore(sessionSlice);
  store.dispatch(
    signedIn({
      _id: 'u1',
      id: 'u1',
      name: 'Asha Verma',
      email: 'asha@example.com',
      photo: null,
      role: 'user',
      isActive: true,
      isAdmin: false,
      createdAt: '2024-01-01T00:00:00.000Z',
    }),
  );
  return renderWithProviders(
    <Routes>
      <Route path="/test/:testId/attempt/:attemptId" element={<ExamPage />} />
      <Route path="/test/:testId/attempt/:attemptId/result" element={<p>result page</p>} />
    </Routes>,
    { store, route: '/test/test-1/attempt/att-1' },
  );
}
