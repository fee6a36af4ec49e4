import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AstrologerProfile, FeatureFlags } from '@kusp/contracts';
import { api } from '@/lib/api-client';
import { astrologerProfileQuery } from './get-astrologer-profile';

export const updateFeatures = (flags: Partial<FeatureFlags>) =>
  api<AstrologerProfile>('/v1/astrologer/features', { method: 'PUT', body: flags });

export const useUpdateFeatures = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFeatures,
    onSuccess: (profile) => queryClient.setQueryData(astrologerProfileQuery(id).queryKey, profile),
  });
};
