import { useMutation } from '@tanstack/react-query';
import type { MessageBody, TrialSignupRequest } from '@kusp/contracts';
import { api } from '@/lib/api-client';

export const signUpTrial = (request: TrialSignupRequest) =>
  api<MessageBody>('/v1/product/update/subscribe', { method: 'POST', body: request });

export const useSignUpTrial = () => useMutation({ mutationFn: signUpTrial });
