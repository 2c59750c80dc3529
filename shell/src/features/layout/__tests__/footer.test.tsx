import { screen } from '@testing-library/react';
import { siteApi } from '@exam/web-platform/client';
import { SITE_CONTACTS } from '@exam/shared-contracts/constants';
import { Footer } from '../components/footer';
import { renderWithProviders } from '@exam/shared-ui/testing';

type SiteQuery = ReturnType<typeof siteApi.useGetSiteContactsQuery>;

function renderWith(answer: Partial<SiteQuery>) {
  jest.spyOn(siteApi, 'useGetSiteContactsQuery').mockReturnValue(answer as SiteQuery);
  renderWithProviders(<Footer />, { route: '/' });
  return screen.getByRole('heading', { name: 'Contact' }).parentElement as HTMLElement;
}

describe('Footer contact details (docs/screens.md "Header and footer", `GET /api/site` through useSiteContacts)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows nothing while the first answer is awaited', () => {
    const contact = renderWith({ isLoading: true });
    expect(contact.querySelector('address')).not.toBeInTheDocument();
  });

  it("shows the server's configuration", () => {
    renderWith({
      data: { email: 'help@example.in', phone: '+91 11 2222 3333', location: 'Pune, India' },
      isSuccess: true,
    });
    expect(screen.getByRole('link', { name: 'help@example.in' })).toHaveAttribute(
      'href',
      'mailto:help@example.in',
    );
    expect(screen.getByRole('link', { name: '+91 11 2222 3333' })).toHaveAttribute(
      'href',
      'tel:+911122223333',
    );
    expect(screen.getByText('Pune, India')).toBeInTheDocument();
  });

  it('falls back to the built-in SITE_CONTACTS when the call fails', () => {
    renderWith({ isError: true });
    expect(screen.getByRole('link', { name: SITE_CONTACTS.email })).toBeInTheDocument();
    expect(screen.getByText(SITE_CONTACTS.location)).toBeInTheDocument();
  });
});
