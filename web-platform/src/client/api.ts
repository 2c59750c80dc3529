import { createApi, fetchBaseQuery, retry } from '@exam/web-platform/redux';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@exam/web-platform/redux';
import { API_BASE } from '@exam/shared-contracts/http/paths';
import { provenFetch } from './device-proof';
import { readToken } from './storage';
import { onUnauthorized } from './unauthorized';

const rawBaseQuery = fetchBaseQuery({
  baseUrl: API_BASE,
  // Reading, test-taking and sign-in calls prove this browser's device key (device-proof.ts).
  fetchFn: provenFetch,
  prepareHeaders: (headers) => {
    const token = readToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    // fetchBaseQuery sets JSON itself for plain bodies and leaves FormData alone (docs/screens.md "Calls").
    return headers;
  },
});

const withUnauthorized: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extra,
) => {
  const result = await rawBaseQuery(args, api, extra);
  if (result.error?.status === 401) {
    onUnauthorized();
    retry.fail(result.error);
  }
  // A 4xx is an answer, not a fault: retrying it would only repeat the refusal.
  if (typeof result.error?.status === 'number' && result.error.status < 500) retry.fail(result.error);
  return result;
};

/**
 * The one RTK Query api of the platform (docs/architecture.md "The pieces"): base `/api`, bearer token from
 * localStorage, one retry on network faults and 5xx, no refetch on focus. Every app adds its endpoints with
 * `api.injectEndpoints`; the cache tags they provide and invalidate are all declared here in `tagTypes`.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: retry(withUnauthorized, { maxRetries: 1 }),
  refetchOnFocus: false,
  tagTypes: [
    'Books',
    'Book',
    'Payment',
    'PurchasedBooks',
    'AdminPayments',
    'AdminBooks',
    'AdminUsers',
    'PaymentConfig',
    'Dashboard',
    'Me',
    'AdminDevices',
    'ReaderLimits',
    'QuestionBookmarks',
  ],
  endpoints: () => ({}),
});
