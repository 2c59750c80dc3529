import type { SiteContacts } from '@exam/shared-contracts/http';
import { SITE_PATH } from '@exam/shared-contracts/http/paths';
import { SITE_CONTACTS } from '@exam/shared-contracts/constants/site-contacts';
import { api } from './api';

/**
 * `GET /api/site`: the public contact details (docs/screens.md "Information and policy pages" footer, contact
 * and policy pages) from the server's SUPPORT_* configuration, cached by the one RTK Query `api` like every
 * other answer.
 */
export const siteApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSiteContacts: build.query<SiteContacts, void>({ query: () => SITE_PATH }),
  }),
});

/**
 * The contact details for a component: null while the first answer is awaited (render nothing rather than
 * a wrong address), the built-in SITE_CONTACTS when the call failed (offline, old API). A failed call is not
 * cached as an answer: the next component that mounts asks again.
 */
export function useSiteContacts(): SiteContacts | null {
  const { data, isError } = siteApi.useGetSiteContactsQuery();
  if (data) return data;
  return isError ? SITE_CONTACTS : null;
}
