import { paths } from '@exam/shared-contracts/constants';
import { api } from '@exam/shared-contracts/client';
import type { LeakTrace } from '@exam/shared-contracts/http';

/**
 * `GET /admin/leak-trace/:code` (ARCHITECTURE "Reading"): who read which book in the reading session of a
 * leak code, and which pages were sent when. 404 `{ error: "Unknown leak code" }` for any other code.
 */
export const leakTraceApi = api.injectEndpoints({
  endpoints: (build) => ({
    leakTrace: build.query<LeakTrace, string>({
      query: (code) => paths.adminLeakTrace(code),
      // A trace is evidence read at one moment; the next look asks again.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useLeakTraceQuery } = leakTraceApi;
