import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { timing, type AvailabilityStatus } from '@kusp/contracts';
import { getAvailabilities } from '@/lib/availability';

/** Contact statuses by user id, refetched every 30 s through bulk-get (default AWAY). */
export const availabilitiesQuery = (userIds: readonly string[]) =>
  queryOptions({
    queryKey: ['chat', 'availability', [...userIds].sort()],
    queryFn: async () => {
      const entries = await getAvailabilities(userIds);
      return new Map<string, AvailabilityStatus>(
        entries.map((e) => [e.userId, e.availabilityStatus]),
      );
    },
    refetchInterval: timing.pollMs,
  });

export const useAvailabilities = (userIds: readonly string[]) =>
  useQuery({
    ...availabilitiesQuery(userIds),
    enabled: userIds.length > 0,
    placeholderData: keepPreviousData,
  });
