import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { books, devices, payments, tests, users } from '../../src/db/schema';
import { testDeviceHash } from './device-proofs';
import { presetMarking } from '@exam/shared-contracts/rules';
import {
  ADMIN,
  adminToken,
  auth,
  buyBook,
  guestBooks,
  signUp,
  submitted,
  TEST_DEVICE,
  TEST_PASSWORD,
  type TestContext,
  type SeededBook,
} from './test-app';

/** The six callers of the authorization matrix. */
export const ACTORS = ['guest', 'user', 'inactive', 'buyer', 'nonBuyer', 'admin'] as const;
export type Actor = (typeof ACTORS)[number];

/**
 * Everything the matrix rows need: one token per actor (guest: none), a paid book the buyer bought
 * (approved) and the non-buyer only asked for (pending), a free book, and factories for throwaway rows
 * so a mutating request never changes what the next cell sees.
 */
export interface MatrixFixtures {
  tokens: Record<Actor, string | undefined>;
  /**
   * A token of `actor` signed for the account's current token version (undefined for the guest): cells
   * use it so a row that revokes sessions (logout) does not turn the later cells of that actor into 401s.
   */
  token(actor: Actor): Promise<string | undefined>;
  paidBook: SeededBook;
  freeBook: SeededBook;
  buyerPaymentId: string;
  loginUser: { email: string; password: string };
  utr(): string;
  newBookId(): Promise<string>;
  newPendingPaymentId(): Promise<string>;
  newUserId(): Promise<string>;
  /** A new published online test (two questions on page 1) of the paid book the buyer bought. */
  newTestId(): Promise<string>;
  /** A new open attempt of the buyer at a new test. */
  newBuyerAttemptId(): Promise<string>;
  /** The same, with its test's id (routes under `/api/admin/tests/:id/attempts/:attemptId`). */
  newBuyerAttempt(): Promise<{ testId: string; attemptId: string }>;
}

let utrSeq = 0;

/** Builds the fixtures on a test app seeded with the catalogue. */
export async function matrixFixtures(ctx: TestContext): Promise<MatrixFixtures> {
  const { app, database } = ctx;
  const db = database.db;
  const admin = await adminToken(app);
  const list = await guestBooks(app);
  const paidBook = list.find((b) => !b.isFree && b.pdfUrl && b.image)!;
  const freeBook = list.find((b) => b.isFree && b.pdfUrl)!;
  const base = `${Date.now()}`.slice(-7);
  const utr = () => `5${base}${String((utrSeq += 1)).padStart(4, '0')}`;

  const user = await signUp(app, 'Plain User');
  const buyer = await signUp(app, 'Buyer');
  const nonBuyer = await signUp(app, 'Non Buyer');
  const inactive = await signUp(app, 'Inactive');
  const { paymentId: buyerPaymentId } = await buyBook(app, admin, buyer.token, paidBook._id, { utr: utr() });
  await submitted(app, nonBuyer.token, paidBook._id, { utr: utr() }); // pending only: not a purchase
  await app.inject({
    method: 'PUT',
    url: `/api/admin/users/${inactive.user.id}/status`,
    headers: auth(admin),
    payload: { isActive: false },
  });

  const loginUser = { email: `login-${randomBytes(4).toString('hex')}@example.com`, password: TEST_PASSWORD };
  await app.inject({ method: 'POST', url: '/api/auth/register', payload: { name: 'Login', ...loginUser } });

  const newUserId = async () => {
    const [row] = await db
      .insert(users)
      .values({ name: 'Throwaway', email: `t-${randomBytes(5).toString('hex')}@example.com` })
      .returning();
    return row.id;
  };
  const adminId = (await app.inject({ method: 'GET', url: '/api/auth/me', headers: auth(admin) })).json().user
    .id as string;
  const ids: Record<Actor, string | undefined> = {
    guest: undefined,
    user: user.user.id,
    inactive: inactive.user.id,
    buyer: buyer.user.id,
    nonBuyer: nonBuyer.user.id,
    admin: adminId,
  };
  const token = async (actor: Actor) => {
    const id = ids[actor];
    if (!id) return undefined;
    const [row] = await db.select().from(users).where(eq(users.id, id));
    // Bound to the device the helpers sign in on (the test's browser), as a real sign-in is.
    const [device] = await db
      .select({ id: devices.id })
      .from(devices)
      .where(and(eq(devices.userId, id), eq(devices.secretHash, await testDeviceHash(TEST_DEVICE))));
    return app.signToken(row, device?.id);
  };
  // Each new test is its own paper (one rank and one open attempt per paper and student): its second
  // question also has regions on the pages of the bits of a counter, past page 1.
  let papers = 0;
  const PAPER_BITS = 12;
  const newTestId = async () => {
    const marking = presetMarking('jee-main');
    papers += 1;
    const ownPages = Array.from({ length: PAPER_BITS }, (_, bit) => bit).filter((bit) => papers & (1 << bit));
    const question = (number: number) => ({
      number,
      section: 'Section 1',
      type: 'single' as const,
      optionLabels: 'numbers' as const,
      answer: '2',
      tolerance: null,
      integerOnly: false,
      dropped: null,
      chapter: null,
      regions: [
        { page: 1, x: 50, y: 50 + 100 * number, width: 495, height: 90 },
        ...(number === 2
          ? ownPages.map((bit) => ({ page: bit + 2, x: 50, y: 50, width: 495, height: 90 }))
          : []),
      ],
      solutionRegions: [],
    });
    const [row] = await db
      .insert(tests)
      .values({
        bookId: paidBook._id,
        title: 'Matrix test',
        status: 'published',
        preset: 'jee-main',
        durationSeconds: 3600,
        languages: ['en'],
        sections: [{ name: 'Section 1', subject: null, marking }],
        questions: [question(1), question(2)],
        pageSizes: Array.from({ length: PAPER_BITS + 1 }, () => ({ w: 595, h: 842 })),
      })
      .returning();
    return row.id;
  };
  const newBuyerAttempt = async () => {
    const testId = await newTestId();
    const res = await app.inject({
      method: 'POST',
      url: `/api/tests/${testId}/attempts`,
      headers: auth((await token('buyer'))!),
      payload: {},
    });
    return { testId, attemptId: res.json().attemptId as string };
  };
  const newBuyerAttemptId = async () => (await newBuyerAttempt()).attemptId;
  return {
    token,
    newTestId,
    newBuyerAttemptId,
    newBuyerAttempt,
    tokens: {
      guest: undefined,
      user: user.token,
      inactive: inactive.token,
      buyer: buyer.token,
      nonBuyer: nonBuyer.token,
      admin,
    },
    paidBook,
    freeBook,
    buyerPaymentId,
    loginUser,
    utr,
    newUserId,
    newBookId: async () => {
      const [row] = await db
        .insert(books)
        .values({ title: 'Throwaway', description: 'x', category: 'JEE', section: 'test', pricePaise: 100 })
        .returning();
      return row.id;
    },
    newPendingPaymentId: async () => {
      const [row] = await db
        .insert(payments)
        .values({ userId: await newUserId(), bookId: paidBook._id, utr: utr(), amountPaise: 100 })
        .returning();
      return row.id;
    },
  };
}

/** Sign-in payload of the seeded admin. */
export const ADMIN_LOGIN = ADMIN;
