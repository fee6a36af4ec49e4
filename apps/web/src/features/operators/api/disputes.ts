import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  idempotencyKeyHeader,
  type Dispute,
  type DisputeConversation,
  type DisputeResolution,
  type DisputeStatus,
  type OperatorDispute,
} from '@kusp/contracts';
import { api } from '@/lib/api-client';
import { operatorKeys } from './keys';

export const getDisputes = (status: DisputeStatus, signal?: AbortSignal) =>
  api<OperatorDispute[]>('/v1/admin/disputes', { query: { status }, signal });

export const disputesQuery = (status: DisputeStatus) =>
  queryOptions({
    queryKey: operatorKeys.disputesIn(status),
    queryFn: ({ signal }) => getDisputes(status, signal),
  });

export const useDisputes = (status: DisputeStatus) => useQuery(disputesQuery(status));

/** The disputed order's question or chat; the server allows it only while the dispute is open. */
export const getConversation = (disputeId: string, signal?: AbortSignal) =>
  api<DisputeConversation>(`/v1/admin/disputes/${disputeId}/conversation`, { signal });

/** Read when the operator opens it (each reading is audited), never again from the cache. */
export const useConversation = (disputeId: string | null) =>
  useQuery({
    queryKey: operatorKeys.conversation(disputeId ?? ''),
    queryFn: ({ signal }) => getConversation(disputeId!, signal),
    enabled: disputeId !== null,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

export const resolveDispute = ({
  disputeId,
  idempotencyKey,
  ...body
}: DisputeResolution & { disputeId: string; idempotencyKey: string }) =>
  api<Dispute>(`/v1/admin/disputes/${disputeId}/resolve`, {
    method: 'POST',
    body,
    headers: { [idempotencyKeyHeader]: idempotencyKey },
  });

export function useResolveDispute() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resolveDispute,
    onSuccess: () => client.invalidateQueries({ queryKey: operatorKeys.all }),
  });
}
