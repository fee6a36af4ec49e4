import { useMutation } from '@tanstack/react-query';
import type { MessageBody, SendOtpRequest } from '@kusp/contracts';
import { api } from '@/lib/api-client';

export const sendOtp = (request: SendOtpRequest) =>
  api<MessageBody>('/v1/user/validation/send-otp', { method: 'POST', body: request });

export const useSendOtp = () => useMutation({ mutationFn: sendOtp });
