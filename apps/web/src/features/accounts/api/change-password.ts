import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest, ChangePasswordResponse } from '@kusp/contracts';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';

export const changePassword = (request: ChangePasswordRequest) =>
  api<ChangePasswordResponse>('/v1/user/change-password', { method: 'PUT', body: request });

/** The change revokes every earlier token, this session's included: it goes on with the new one. */
export const useChangePassword = () =>
  useMutation({
    mutationFn: changePassword,
    onSuccess: ({ token }) => useSession.getState().replaceToken(token),
  });
