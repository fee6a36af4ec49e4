import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AstrologerDetails, AstrologerProfile } from '@kusp/contracts';
import { api } from '@/lib/api-client';
import { astrologerProfileQuery } from './get-astrologer-profile';

export const updateAstrologerDetails = (id: string, details: AstrologerDetails) =>
  api<AstrologerProfile>(`/v1/astrologer/details/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: details,
  });

export const useUpdateAstrologerDetails = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (details: AstrologerDetails) => updateAstrologerDetails(id, details),
    onSuccess: (profile) => queryClient.setQueryData(astrologerProfileQuery(id).queryKey, profile),
  });
};
