import { useQuery } from '@tanstack/react-query';
import type { Me } from '@kusp/contracts';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';

/**
 * Checks a stored session on load and again when the tab comes back into view (at most every
 * 30 s): a 401, say after a password change elsewhere, signs the user out (the API client does that).
 */
export function SessionProbe() {
  const token = useSession((s) => s.token);
  useQuery({
    queryKey: ['session-probe', token],
    queryFn: () => api<Me>('/v1/user/me'),
    enabled: Boolean(token),
    staleTime: 30_000,
    refetchOnWindowFocus: true,
  });
  return null;
}
