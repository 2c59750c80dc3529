/**
 * The seeded demo test in the browser benchmarks (exam-trace.mjs, lighthouse.mjs): its series bought by a
 * student (approved by the admin) and the test set to 3 hours, a JEE Main paper's length, so an attempt
 * started for a benchmark never runs out during it.
 */
import { call } from './bench-platform.mjs';

/** The seeded demo test and its series (api/src/db/seed-demo-exam.ts). */
export const DEMO_TEST = 'JEE (Main) Mock Test 01';
export const DEMO_SERIES = 'JEE Main Mock Test 01: Online CBT';

/**
 * Sets the demo test to 3 hours (as the admin, `adminToken`) and has the student (`studentToken`) buy its
 * series with UTR `utr` (12 digits, unused), approved. Resolves the test's id; throws when the platform
 * has no demo test.
 */
export async function buyDemoTest(url, { adminToken, studentToken, utr }) {
  const test = (await call(url, '/api/admin/tests', { token: adminToken })).find(
    (t) => t.title === DEMO_TEST,
  );
  if (!test) throw new Error(`no test titled ${DEMO_TEST}`);
  await call(url, `/api/admin/tests/${test.id}`, {
    token: adminToken,
    method: 'PUT',
    body: { durationSeconds: 3 * 3600 },
  });
  const series = (await call(url, '/api/books?section=test')).find((b) => b.title === DEMO_SERIES);
  if (!series) throw new Error(`no series titled ${DEMO_SERIES}`);
  const bought = await call(url, '/api/payment/submit', {
    token: studentToken,
    method: 'POST',
    body: { bookId: series._id, utr },
  });
  await call(url, `/api/admin/payments/${bought.paymentId}/approve`, {
    token: adminToken,
    method: 'POST',
    body: {},
  });
  return test.id;
}
