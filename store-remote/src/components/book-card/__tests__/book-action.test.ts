import { BOOK_ACCESS, type BookAccess } from '@exam/shared-contracts/catalogue';
import { type User } from '@exam/shared-contracts/accounts';
import { bookAction, offersTakeTest, paymentBadge } from '../book-action';

const guest = null;
const user = { isAdmin: false } as Pick<User, 'isAdmin'>;
const admin = { isAdmin: true } as Pick<User, 'isAdmin'>;
const withPdf = (paymentStatus?: BookAccess) => ({ paymentStatus, pdfUrl: 'books/a.pdf' });

// docs/domains/catalogue.md "Book access", for every status a book can carry, plus no status at all.
const EXPECTED: Record<BookAccess | 'none', 'read' | 'pending' | 'buy'> = {
  available: 'buy',
  admin_access: 'read',
  free: 'read',
  pending: 'pending',
  approved: 'read',
  rejected: 'buy',
  locked: 'buy',
  none: 'buy',
};

describe('bookAction (docs/domains/catalogue.md "Book access")', () => {
  const statuses = [...BOOK_ACCESS, 'none'] as const;

  it.each(statuses)('status %s for a visitor and a user follows the status', (status) => {
    const book = withPdf(status === 'none' ? undefined : status);
    expect(bookAction(book, guest).kind).toBe(EXPECTED[status]);
    expect(bookAction(book, user).kind).toBe(EXPECTED[status]);
  });

  it.each(statuses)('status %s for an admin is always Read Now', (status) => {
    const book = withPdf(status === 'none' ? undefined : status);
    expect(bookAction(book, admin)).toEqual({ kind: 'read', canRead: true });
  });

  it('offers Read Now only when the book has a PDF', () => {
    expect(bookAction({ paymentStatus: 'approved', pdfUrl: null }, user)).toEqual({
      kind: 'read',
      canRead: false,
    });
    expect(bookAction({ paymentStatus: 'approved', pdfUrl: 'x' }, user)).toEqual({
      kind: 'read',
      canRead: true,
    });
    expect(bookAction({ paymentStatus: undefined, pdfUrl: null }, admin)).toEqual({
      kind: 'read',
      canRead: false,
    });
  });
});

describe('offersTakeTest (docs/domains/exams.md "Online tests")', () => {
  const series = (paymentStatus?: BookAccess, testCount?: number) => ({
    ...withPdf(paymentStatus),
    testCount,
  });

  it.each([...BOOK_ACCESS, 'none'] as const)(
    'status %s: Take Test exactly when Read Now’s rules allow reading and the series has tests',
    (status) => {
      const readable = EXPECTED[status] === 'read';
      const book = series(status === 'none' ? undefined : status, 2);
      expect(offersTakeTest(book, user)).toBe(readable);
      expect(offersTakeTest(book, guest)).toBe(readable);
      expect(offersTakeTest(book, admin)).toBe(true);
    },
  );

  it('never for a book without published tests', () => {
    expect(offersTakeTest(series('approved'), user)).toBe(false);
    expect(offersTakeTest(series('approved', 0), admin)).toBe(false);
  });
});

describe('paymentBadge', () => {
  it.each([
    ['approved', 'Purchased'],
    ['pending', 'Pending'],
    ['rejected', 'Rejected'],
    ['free', 'Free'],
    ['admin_access', 'Admin Access'],
    ['locked', null],
    ['available', null],
  ] as const)('%s shows %s', (status, badge) => {
    expect(paymentBadge({ paymentStatus: status, isFree: false }, user)).toBe(badge);
  });

  it('shows Admin Access for any admin and Free for a free book without status', () => {
    expect(paymentBadge({ paymentStatus: 'locked', isFree: false }, admin)).toBe('Admin Access');
    expect(paymentBadge({ paymentStatus: undefined, isFree: true }, guest)).toBe('Free');
  });
});
