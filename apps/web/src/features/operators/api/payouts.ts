import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  idempotencyKeyHeader,
  messages,
  type Payable,
  type Payout,
  type PayoutRequest,
} from '@kusp/contracts';
import { api, ApiError } from '@/lib/api-client';
import { currentToken } from '@/lib/session';
import { operatorKeys } from './keys';

/** Astrologers with a payable balance, the largest first, with their bank proof. */
export const getPayables = (signal?: AbortSignal) =>
  api<Payable[]>('/v1/admin/payouts', { signal });

export const payablesQuery = () =>
  queryOptions({ queryKey: operatorKeys.payables(), queryFn: ({ signal }) => getPayables(signal) });

export const usePayables = () => useQuery(payablesQuery());

/** Records a bank transfer; `idempotencyKey` is made once per form, so a retry pays once. */
export const recordPayout = ({
  idempotencyKey,
  ...body
}: PayoutRequest & { idempotencyKey: string }) =>
  api<Payout>('/v1/admin/payouts', {
    method: 'POST',
    body,
    headers: { [idempotencyKeyHeader]: idempotencyKey },
  });

export function useRecordPayout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: recordPayout,
    onSuccess: () => client.invalidateQueries({ queryKey: operatorKeys.all }),
  });
}

/** Downloads the pending payouts as CSV (the file needs the bearer token, so it comes as a blob). */
export async function downloadPendingPayouts() {
  const token = currentToken();
  const response = await fetch('/api/v1/admin/payouts/pending.csv', {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new ApiError(messages.generic.somethingWentWrong, response.status);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = 'pending-payouts.csv';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
