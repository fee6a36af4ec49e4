import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest, MessageBody } from '@kusp/contracts';
import { api } from '@/lib/api-client';

export const changePassword = (request: ChangePasswordRequest) =>
  api<MessageBody>('/v1/user/change-password', { method: 'PUT', body: request });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
