import { ErrorResponse } from '@exam/shared-contracts/http';

/** Response schemas shared by every route: any 4xx/5xx answers `{ error }` (api/README.md "Routes"). */
export const ERRORS = { '4xx': ErrorResponse, '5xx': ErrorResponse } as const;
