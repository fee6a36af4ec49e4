import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NewOperator, Operator } from '@kusp/contracts';
import { api } from '@/lib/api-client';
import { operatorKeys } from './keys';

export const getOperators = (signal?: AbortSignal) =>
  api<Operator[]>('/v1/admin/operators', { signal });

export const operatorsQuery = () =>
  queryOptions({ queryKey: operatorKeys.list(), queryFn: ({ signal }) => getOperators(signal) });

export const useOperators = () => useQuery(operatorsQuery());

export const addOperator = (body: NewOperator) =>
  api<Operator>('/v1/admin/operators', { method: 'POST', body });

export function useAddOperator() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addOperator,
    onSuccess: () => client.invalidateQueries({ queryKey: operatorKeys.all }),
  });
}
