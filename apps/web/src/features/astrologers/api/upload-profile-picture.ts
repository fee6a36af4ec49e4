import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { astrologerProfileQuery } from './get-astrologer-profile';

export const uploadProfilePicture = (id: string, file: File) => {
  const body = new FormData();
  body.append('profilePicture', file);
  return api<{ message: string; profileImageUrl: string }>(
    `/v1/astrologer/profile-pic/${encodeURIComponent(id)}`,
    { method: 'PUT', body },
  );
};

export const useUploadProfilePicture = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadProfilePicture(id, file),
    onSuccess: () => queryClient.invalidateQueries(astrologerProfileQuery(id)),
  });
};
