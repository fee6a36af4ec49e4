import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HoroscopeComment } from '@kusp/contracts';
import { api } from '@/lib/api-client';

const path = (horoscopeId: string) => `/v3/horoscope/${encodeURIComponent(horoscopeId)}/comment`;

export const getComments = (horoscopeId: string) =>
  api<{ comments: HoroscopeComment[] }>(path(horoscopeId));

export const commentsQuery = (horoscopeId: string) =>
  queryOptions({
    queryKey: ['horoscopes', 'comments', horoscopeId],
    queryFn: () => getComments(horoscopeId),
  });

export const useComments = (horoscopeId: string) => useQuery(commentsQuery(horoscopeId));

export const addComment = ({ horoscopeId, comments }: { horoscopeId: string; comments: string }) =>
  api<{ comments: HoroscopeComment[] }>(path(horoscopeId), { method: 'POST', body: { comments } });

export function useAddComment(horoscopeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (comments: string) => addComment({ horoscopeId, comments }),
    onSuccess: (data) => queryClient.setQueryData(commentsQuery(horoscopeId).queryKey, data),
  });
}
