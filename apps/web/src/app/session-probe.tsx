import { useQuery } from '@tanstack/react-query';
import type { Me } from '@kusp/contracts';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';

/** Checks a stored session once per load: a 401 signs the user out (the API client does that). */
export function SessionProbe() {
  const token = useSession((s) => s.token);
  useQuery({
    queryKey: ['session-probe', token],
    queryFn: () => api<Me>('/v1/user/me'),
    enabled: Boolean(token),
    staleTime: Infinity,
  });
  return null;
}
