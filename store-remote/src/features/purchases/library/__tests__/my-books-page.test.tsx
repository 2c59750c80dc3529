import { act, Profiler } from 'react';
import { createRoot } from 'react-dom/client';
import { api, sessionSlice, signedIn, STORAGE_KEYS } from '@exam/web-platform/client';
import { testStore, withProviders } from '@exam/shared-ui/testing';
import type { Book } from '@exam/shared-contracts/catalogue';
import type { User } from '@exam/shared-contracts/accounts';

/**
 * My Books draws its cards from a deferred copy of its answers: the answers' arrival is a Redux update,
 * rendered by React in one task it cannot split, and the cards drawn in it blocked a phone's main thread.
 * The update's own commit keeps the page as it was; the cards come in a later, interruptible render.
 */
const student = { _id: 'u1', id: 'u1', name: 'Asha', role: 'user', isAdmin: false } as User;
const book = {
  _id: 'b1',
  title: 'Organic Chemistry Notes',
  description: 'Reaction mechanisms',
  price: 199,
  isFree: false,
  paymentStatus: 'approved',
  section: 'class12',
  category: 'jee',
} as unknown as Book;

/** The API's answers, held until the test lets each one through. */
const held = new Map<string, (body: unknown) => void>();
const fetchMock = jest.fn(
  (path: string) =>
    new Promise((resolve) =>
      held.set(path, (body) =>
        resolve({ ok: true, status: 200, headers: { get: () => null }, json: async () => body }),
      ),
    ),
);

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  global.fetch = fetchMock as unknown as typeof fetch;
  localStorage.setItem(STORAGE_KEYS.token, 'tok');
  // At its own address the page's chunk starts its three reads as it runs (early reads).
  window.history.replaceState(null, '', '/my-books');
});
afterAll(() => localStorage.clear());

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

it('draws the bought books in a render after the one their arrival forces', async () => {
  const { MyBooksPage, messagesReady } = await import('../pages/my-books-page');
  await messagesReady;
  const store = testStore(sessionSlice, api);
  store.dispatch(signedIn(student));
  const container = document.createElement('div');
  // Whether each commit showed the book: the Profiler reports every commit of the page.
  const commits: boolean[] = [];
  const root = createRoot(container);
  await act(async () => {
    root.render(
      withProviders(
        <Profiler
          id="my-books"
          onRender={() => commits.push(container.textContent?.includes(book.title) ?? false)}
        >
          <MyBooksPage />
        </Profiler>,
        { store, route: '/my-books' },
      ),
    );
    await settle();
  });
  expect(container.textContent).toContain('Loading your books...');
  expect([...held.keys()].sort()).toEqual([
    '/api/user/orders',
    '/api/user/purchased-books',
    '/api/user/receipts',
  ]);

  // Receipts and orders first: the page waits for all three before it draws the list.
  await act(async () => {
    held.get('/api/user/receipts')?.([{ bookId: 'b1', paymentId: 'p1' }]);
    held.get('/api/user/orders')?.([]);
    await settle();
  });
  expect(container.textContent).not.toContain(book.title);

  commits.length = 0;
  await act(async () => {
    held.get('/api/user/purchased-books')?.([book]);
    await settle();
  });
  expect(container.textContent).toContain(book.title);
  expect(container.querySelector('a[href="/receipt/p1"]')).not.toBeNull();
  // The commit of the answer's own (urgent) render still showed the loading state.
  expect(commits.length).toBeGreaterThan(1);
  expect(commits[0]).toBe(false);
  expect(commits.at(-1)).toBe(true);
  act(() => root.unmount());
});
