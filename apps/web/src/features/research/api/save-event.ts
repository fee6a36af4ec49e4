import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EventInput, LifeEvent } from '@kusp/contracts';
import { api } from '@/lib/api-client';
import { eventsQuery } from './get-events';

export interface SaveEventRequest {
  referenceId: string;
  /** Present when editing that event. */
  eventId?: string;
  event: EventInput;
}

/** POST /v1/event for a new event, PUT /v1/event/{eventId}?referenceId= for a change. */
export const saveEvent = ({ referenceId, eventId, event }: SaveEventRequest) =>
  eventId
    ? api<LifeEvent>(`/v1/event/${encodeURIComponent(eventId)}`, {
        method: 'PUT',
        query: { referenceId },
        body: event,
      })
    : api<LifeEvent>('/v1/event', { method: 'POST', body: { referenceId, ...event } });

export const useSaveEvent = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEvent,
    onSuccess: (_event, { referenceId }) =>
      queryClient.invalidateQueries({ queryKey: eventsQuery(referenceId).queryKey }),
  });
};
