import { useMutation } from '@tanstack/react-query';
import type { AstrologerSignupRequest, MessageBody } from '@kusp/contracts';
import { api } from '@/lib/api-client';

export const registerAstrologer = (request: AstrologerSignupRequest) =>
  api<MessageBody>('/v1/astrologer/register', { method: 'POST', body: request });

export const useRegisterAstrologer = () => useMutation({ mutationFn: registerAstrologer });
