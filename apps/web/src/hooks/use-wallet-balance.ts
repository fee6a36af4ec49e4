import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreditAccount } from '@kusp/contracts';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';

/** Every wallet query starts with this key, so a payment can refresh them all. */
export const walletQueryKey = ['payments', 'wallet'] as const;

/** The signed-in customer's wallet: balance in millicredits. */
export const getWalletBalance = (userId: string) =>
  api<CreditAccount>(`/v1/credit/${encodeURIComponent(userId)}`);

export const walletBalanceQuery = (userId: string | null) =>
  queryOptions({
    queryKey: [...walletQueryKey, userId],
    queryFn: () => getWalletBalance(userId ?? ''),
    enabled: Boolean(userId),
  });

/** The balance of the signed-in customer; `refetchOnMount: 'always'` where it must be fresh. */
export function useWalletBalance(options: { refetchOnMount?: 'always' } = {}) {
  const userId = useSession((s) => s.userId);
  return useQuery({ ...walletBalanceQuery(userId), ...options });
}
