import { useMutation } from '@tanstack/react-query';
import type { MessageBody, SetPasswordRequest } from '@kusp/contracts';
import { api } from '@/lib/api-client';

export const setPassword = (request: SetPasswordRequest) =>
  api<MessageBody>('/v1/user/set-password', { method: 'POST', body: request });

export const useSetPassword = () => useMutation({ mutationFn: setPassword });
