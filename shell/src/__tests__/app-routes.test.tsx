import type { ReactNode } from 'react';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@exam/shared-ui/testing';
import { AppRoutes } from '../app-routes';

// Each slot shows which federated module it would load, instead of loading one.
jest.mock('../components/remote-slot', () => ({
  RemoteSlot: ({ id }: { id: string }) => <p>slot {id}</p>,
}));
// The gate says what it guards instead of checking a session.
jest.mock('../features/accounts/components/admin-gate', () => ({
  AdminGate: ({ children }: { children: ReactNode }) => <section aria-label="admin gate">{children}</section>,
}));

function at(path: string) {
  renderWithProviders(<AppRoutes />, { route: path });
}

describe('the shell’s routes to the remotes (docs/architecture.md "The pieces")', () => {
  it.each([
    ['/test/book/b1', 'exam/routes'],
    ['/test/t1', 'exam/routes'],
    ['/test/t1/attempt/a1', 'exam/routes'],
    ['/test/t1/attempt/a1/result', 'exam/routes'],
    ['/my-tests', 'exam/routes'],
    ['/my-tests/t1', 'exam/routes'],
    ['/tests', 'store/routes'],
    ['/my-books', 'store/routes'],
    ['/', 'store/routes'],
  ])('%s is rendered by %s', (path, id) => {
    at(path);
    expect(screen.getByText(`slot ${id}`)).toBeInTheDocument();
  });

  it('/admin/* is the admin dashboard behind the admin gate', () => {
    at('/admin/books');
    const gate = screen.getByRole('region', { name: 'admin gate' });
    expect(within(gate).getByText('slot admin/routes')).toBeInTheDocument();
  });
});
