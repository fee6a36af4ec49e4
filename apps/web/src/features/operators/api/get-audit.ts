import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditPage, AuditQuery } from '@kusp/contracts';
import { api } from '@/lib/api-client';
import { operatorKeys } from './keys';

/** The audit record, newest first; filters match exactly. */
export const getAudit = (query: AuditQuery, signal?: AbortSignal) =>
  api<AuditPage>('/v1/admin/audit', { query: { ...query }, signal });

export const auditQuery = (query: AuditQuery) =>
  queryOptions({
    queryKey: operatorKeys.audit(query),
    queryFn: ({ signal }) => getAudit(query, signal),
    placeholderData: keepPreviousData,
  });

export const useAudit = (query: AuditQuery) => useQuery(auditQuery(query));
