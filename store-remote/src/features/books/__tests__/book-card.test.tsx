import { configureStore, combineSlices } from '@reduxjs/toolkit';
import { fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { enqueueSnackbar } from 'notistack';
import { darkTheme, readerSlice, sessionSlice, signedIn, signedOut } from '@exam/shared-contracts/client';
import type { Book, User } from '@exam/shared-contracts/http';
import { BookCard, CARD_MESSAGES } from '../components/book-card';

jest.mock('notistack', () => ({ enqueueSnackbar: jest.fn() }));

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
  _id: 'u1', id: 'u1', name: 'Asha', email: 'a@x.in', photo: null, role: 'user', isActive: true, isAdmin: false, createdAt: '2024-01-01T00:00:00.000Z',
};

function setup(book: Book, user: User | null) {
  const store = configureStore({ reducer: combineSlices(sessionSlice, readerSlice) });
  store.dispatch(user ? signedIn(user) : signedOut());
  render(
    <Provider store={store}>
      <ThemeProvider theme={darkTheme}>
        <MemoryRouter initialEntries={['/']}>
          <Routes>
            <Route path="/" element={<BookCard book={book} />} />
            <Route path="/login" element={<p>login page</p>} />
            <Route path="/payment/:id" element={<p>payment page</p>} />
          </Routes>
        </MemoryRouter>
      </ThemeProvider>
    </Provider>,
  );
  return store;
}

beforeEach(() => jest.mocked(enqueueSnackbar).mockClear());

describe('BookCard (SPEC 2 "Book card")', () => {
  it('shows cover, category, rating, prices and the default page count', () => {
    setup(BOOK, null);
    expect(screen.getByRole('img', { name: BOOK.title })).toHaveProperty('src', expect.stringContaining('/api/files/covers/x.jpg'));
    expect(screen.getByText('NEET')).toBeTruthy();
    expect(screen.getByText(/4\.8/)).toBeTruthy();
    expect(screen.getByText('₹299')).toBeTruthy();
    expect(screen.getByText('₹499').tagName).toBe('S');
    expect(screen.getByText(/200\+ pages/)).toBeTruthy();
  });

  it('sends a visitor who presses Buy Now to /login with an error toast', () => {
    setup(BOOK, null);
    fireEvent.click(screen.getByRole('button', { name: 'Buy Now' }));
    expect(enqueueSnackbar).toHaveBeenCalledWith(CARD_MESSAGES.loginToBuy, expect.objectContaining({ variant: 'error' }));
    expect(screen.getByText('login page')).toBeTruthy();
  });

  it('sends a user who presses Buy Now to the purchase page', () => {
    setup({ ...BOOK, paymentStatus: 'locked' }, USER);
    fireEvent.click(screen.getByRole('button', { name: 'Buy Now' }));
    expect(screen.getByText('payment page')).toBeTruthy();
  });

  it('explains a pending payment instead of acting', () => {
    setup({ ...BOOK, paymentStatus: 'pending' }, USER);
    const button = screen.getByRole('button', { name: 'Payment Pending' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button);
    expect(enqueueSnackbar).toHaveBeenCalledWith(CARD_MESSAGES.pending, expect.objectContaining({ variant: 'error' }));
    expect(screen.getByText('Pending')).toBeTruthy();
  });

  it('opens the reader for an approved book and links to its details', () => {
    const store = setup({ ...BOOK, paymentStatus: 'approved', pages: 320 }, USER);
    expect(screen.getByText('Purchased')).toBeTruthy();
    expect(screen.getByText(/320 pages/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Details' }).getAttribute('href')).toBe('/payment/b1');
    fireEvent.click(screen.getByRole('button', { name: 'Read Now' }));
    expect(store.getState().reader.open).toEqual({ bookId: 'b1', pdfUrl: 'books/b1.pdf', title: BOOK.title });
  });

  it('gives an admin Read Now with an Admin Access badge, and shows Free and a placeholder', () => {
    setup({ ...BOOK, image: null, isFree: true, paymentStatus: 'locked' }, { ...USER, role: 'admin', isAdmin: true });
    expect(screen.getByText('Admin Access')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Read Now' })).toBeTruthy();
    expect(screen.getByText('Free')).toBeTruthy();
    expect(screen.getByRole('img', { name: `${BOOK.title} (no cover)` })).toBeTruthy();
  });
});
