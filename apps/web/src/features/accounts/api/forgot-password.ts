import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordRequest, MessageBody } from '@kusp/contracts';
import { api } from '@/lib/api-client';

export const forgotPassword = (request: ForgotPasswordRequest) =>
  api<MessageBody>('/v1/user/forgot-password', { method: 'POST', body: request });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
