import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageBody } from '@kusp/contracts';
import { api } from '@/lib/api-client';
import { eventsQuery } from './get-events';

export const deleteEvent = ({ referenceId, eventId }: { referenceId: string; eventId: string }) =>
  api<MessageBody>(`/v1/event/${encodeURIComponent(eventId)}`, {
    method: 'DELETE',
    query: { referenceId },
  });

export const useDeleteEvent = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    onSuccess: (_result, { referenceId }) =>
      queryClient.invalidateQueries({ queryKey: eventsQuery(referenceId).queryKey }),
  });
};
