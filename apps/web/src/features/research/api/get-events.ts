import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventList } from '@kusp/contracts';
import { api } from '@/lib/api-client';

export const getEvents = (referenceId: string, signal?: AbortSignal) =>
  api<EventList>(`/v1/event/${encodeURIComponent(referenceId)}`, { signal });

export const eventsQuery = (referenceId: string) =>
  queryOptions({
    queryKey: ['research', 'events', referenceId],
    queryFn: ({ signal }) => getEvents(referenceId, signal),
  });

export const useEvents = (referenceId: string) => useQuery(eventsQuery(referenceId));
