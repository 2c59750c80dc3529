import { adminOperationsPaths } from '@exam/shared-contracts/constants';
import { api } from '@exam/web-platform/client';
import type { AuditLogQuery, AuditLogResponse } from '@exam/shared-contracts/operations';

/** `GET /admin/audit-log`: a page of admin actions, newest first, optionally of one action. */
export const auditLogApi = api.injectEndpoints({
  endpoints: (build) => ({
    auditLog: build.query<AuditLogResponse, AuditLogQuery>({
      query: (params) => ({ url: adminOperationsPaths.adminAuditLog, params }),
    }),
  }),
});

export const { useAuditLogQuery } = auditLogApi;
