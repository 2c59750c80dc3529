import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes, useParams } from '@exam/web-platform/router';
import { api, readerSlice, sessionSlice, signedIn, signedOut } from '@exam/web-platform/client';
import { renderWithProviders, testStore } from '@exam/shared-ui/testing';
import { Toaster } from '@exam/shared-ui/toaster';
import type { Book } from '@exam/shared-contracts/catalogue';
import type { User } from '@exam/shared-contracts/accounts';
import { BookCard } from '../book-card';

const BOOK: Book = {
  _id: 'b1',
  title: 'NEET Biology Masterclass',
  description: 'Complete biology notes',
  category: 'NEET',
  section: 'class11',
  price: 499,
  priceDiscounted: 299,
  pages: null,
  image: '/api/files/covers/x.jpg',
  pdfUrl: 'books/b1.pdf',
  isFree: false,
  createdAt: '2024-01-01T00:00:00.000Z',
};

const USER: User = {
  _id: 'u1',
  id: 'u1',
  name: 'Asha',
  email: 'a@x.in',
  photo: null,
  role: 'user',
  isActive: true,
  isAdmin: false,
  createdAt: '2024-01-01T00:00:00.000Z',
};

/** Where Take Test leads (exam-remote's page, stubbed). */
function TestsOf() {
  return <p>tests of {useParams().id}</p>;
}

/** The caller's books closed until their test, as `GET /api/user/closed-books` answers them. */
/** How long a query waits for what the card's lazily loaded closed-books code draws (ms). */
const LAZY = { timeout: 5000 };

let closedBookIds: string[] = [];
const fetchMock = jest.fn(async (path: string) => ({
  ok: true,
  status: 200,
  headers: { get: () => null },
  json: async () => (path.endsWith('/user/closed-books') ? { bookIds: closedBookIds } : {}),
}));
beforeAll(() => {
  global.fetch = fetchMock as unknown as typeof fetch;
});
beforeEach(() => {
  closedBookIds = [];
  fetchMock.mockClear();
});

function setup(book: Book, user: User | null) {
  const store = testStore(sessionSlice, readerSlice, api);
  store.dispatch(user ? signedIn(user) : signedOut());
  renderWithProviders(
    <>
      {/* The real toast provider: the card's messages must reach the screen, not a stub. */}
      <Toaster />
      <Routes>
        <Route path="/" element={<BookCard book={book} />} />
        <Route path="/login" element={<p>login page</p>} />
        <Route path="/payment/:id" element={<p>payment page</p>} />
        <Route path="/test/book/:id" element={<TestsOf />} />
      </Routes>
    </>,
    { store, route: '/' },
  );
  return store;
}

describe('BookCard (docs/domains/catalogue.md "Book card")', () => {
  it('shows cover, category, rating, prices and the default page count', () => {
    setup(BOOK, null);
    expect(screen.getByRole('img', { name: BOOK.title })).toHaveAttribute(
      'src',
      expect.stringContaining('/api/files/covers/x.jpg'),
    );
    expect(screen.getByText('NEET')).toBeInTheDocument();
    expect(screen.getByText(/4\.8/)).toBeInTheDocument();
    expect(screen.getByText('₹299')).toBeInTheDocument();
    expect(screen.getByText('₹499').tagName).toBe('S');
    expect(screen.getByText(/200\+ pages/)).toBeInTheDocument();
    // The title leads to the book's own page.
    expect(screen.getByRole('link', { name: BOOK.title })).toHaveAttribute('href', '/book/b1');
  });

  it('a test series says what the student sits (questions and minutes), not its PDF pages', () => {
    setup({ ...BOOK, section: 'test', pages: 7, testCount: 1, testQuestions: 24, testMinutes: 60 }, null);
    expect(screen.getByText('24 questions · 60 min')).toBeInTheDocument();
    expect(screen.queryByText(/7 pages/)).toBeNull();
  });

  it('a series of several tests counts them and their questions', () => {
    setup({ ...BOOK, section: 'test', pages: 40, testCount: 3, testQuestions: 72, testMinutes: 180 }, null);
    expect(screen.getByText('3 tests · 72 questions')).toBeInTheDocument();
  });

  it('sends a visitor who presses Buy Now to /login with a notice (not an error)', async () => {
    setup(BOOK, null);
    fireEvent.click(screen.getByRole('button', { name: 'Buy Now' }));
    expect(await screen.findByText('Please log in to purchase this book')).toBeInTheDocument();
    expect(screen.getByText('login page')).toBeInTheDocument();
  });

  it('sends a user who presses Buy Now to the purchase page', () => {
    setup({ ...BOOK, paymentStatus: 'locked' }, USER);
    fireEvent.click(screen.getByRole('button', { name: 'Buy Now' }));
    expect(screen.getByText('payment page')).toBeInTheDocument();
  });

  it('explains a pending payment instead of acting', async () => {
    setup({ ...BOOK, paymentStatus: 'pending' }, USER);
    const button = screen.getByRole('button', { name: 'Payment Pending' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(button);
    expect(
      await screen.findByText('Payment is already pending for this book. Please wait for admin approval.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('payment page')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buy Now' })).not.toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
  });

  it('opens the reader for an approved book and links to its details', () => {
    const store = setup({ ...BOOK, paymentStatus: 'approved', pages: 320 }, USER);
    expect(screen.getByText('Purchased')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buy Now' })).not.toBeInTheDocument();
    expect(screen.getByText(/320 pages/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Details' })).toHaveAttribute('href', '/book/b1');
    fireEvent.click(screen.getByRole('button', { name: 'Read Now' }));
    expect(store.getState().reader.open).toEqual({ bookId: 'b1', pdfUrl: 'books/b1.pdf', title: BOOK.title });
  });

  it('gives an admin Read Now with an Admin Access badge, and shows Free and a placeholder', () => {
    setup(
      { ...BOOK, image: null, isFree: true, paymentStatus: 'locked' },
      { ...USER, role: 'admin', isAdmin: true },
    );
    expect(screen.getByText('Admin Access')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Read Now' })).toBeInTheDocument();
    expect(screen.getByText('Free')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: `${BOOK.title} (no cover)` })).toBeInTheDocument();
  });
});

describe('BookCard actions for every status (docs/domains/catalogue.md "Book access")', () => {
  const buttons = () => screen.queryAllByRole('button').map((b) => b.textContent);
  // The action row's links (the title links to the book's page on every card).
  const links = () =>
    screen
      .queryAllByRole('link')
      .filter((a) => !a.closest('h3'))
      .map((a) => a.textContent);

  it.each([
    ['locked', ['Buy Now'], []],
    ['available', ['Buy Now'], []],
    ['rejected', ['Buy Now'], []],
    ['pending', ['Payment Pending'], []],
    ['approved', ['Read Now'], ['View Details']],
    ['free', ['Read Now'], ['View Details']],
    ['admin_access', ['Read Now'], ['View Details']],
  ] as const)(
    'a user with status %s sees %j and links %j',
    (paymentStatus, expectedButtons, expectedLinks) => {
      setup({ ...BOOK, paymentStatus }, USER);
      expect(buttons()).toEqual(expectedButtons);
      expect(links()).toEqual(expectedLinks);
    },
  );

  it('a bought test series with online tests offers Take Test beside Read Now, to its tests', async () => {
    setup({ ...BOOK, section: 'test', paymentStatus: 'approved', testCount: 1 }, USER);
    // Read Now once the caller's closed books are in and do not hold it (their test is submitted). The card's
    // closed-books code is a lazy chunk, whose first import (compiled on demand) takes over a second on a busy
    // machine.
    expect(await screen.findByRole('button', { name: 'Read Now' }, LAZY)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      expect.stringMatching(/\/api\/user\/closed-books$/),
      expect.anything(),
    );
    expect(buttons()).toEqual(['Read Now']);
    expect(links()).toEqual(['Take Test', 'View Details']);
    fireEvent.click(screen.getByRole('link', { name: 'Take Test' }));
    expect(screen.getByText('tests of b1')).toBeInTheDocument();
  });

  it('before the student’s test, the series says "Readable after your test" instead of Read Now, and a click says why', async () => {
    closedBookIds = ['b1'];
    const store = setup({ ...BOOK, section: 'test', paymentStatus: 'approved', testCount: 1 }, USER);
    const closed = await screen.findByRole('button', { name: 'Readable after your test' }, LAZY);
    expect(closed).toHaveAttribute('aria-disabled', 'true');
    expect(buttons()).toEqual(['Readable after your test']);
    expect(links()).toEqual(['Take Test', 'View Details']);
    fireEvent.click(closed);
    expect(
      await screen.findByText(
        'Readable after your test: this book holds an online test, and it opens once you have submitted your attempt of every test in it',
        {},
        LAZY,
      ),
    ).toBeInTheDocument();
    expect(store.getState().reader.open).toBeNull();
  });

  it('a practice book (readable any time), a book without tests and an admin never ask: Read Now at once', () => {
    setup({ ...BOOK, section: 'test', paymentStatus: 'approved', testCount: 1, readableAnyTime: true }, USER);
    expect(buttons()).toEqual(['Read Now']);
    setup({ ...BOOK, section: 'test', paymentStatus: 'approved', testCount: 1 }, { ...USER, isAdmin: true });
    setup({ ...BOOK, paymentStatus: 'approved' }, USER);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each(['locked', 'pending', 'rejected'] as const)(
    'a test series the user may not read (%s) offers no Take Test',
    (paymentStatus) => {
      setup({ ...BOOK, section: 'test', paymentStatus, testCount: 1 }, USER);
      expect(links()).not.toContain('Take Test');
    },
  );

  it('a readable book without a PDF offers View Details only', () => {
    setup({ ...BOOK, paymentStatus: 'approved', pdfUrl: null }, USER);
    expect(buttons()).toEqual([]);
    expect(links()).toEqual(['View Details']);
  });
});
