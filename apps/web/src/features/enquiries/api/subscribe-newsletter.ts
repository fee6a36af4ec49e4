import { useMutation } from '@tanstack/react-query';
import type { MessageBody, NewsletterRequest } from '@kusp/contracts';
import { api } from '@/lib/api-client';

export const subscribeNewsletter = (request: NewsletterRequest) =>
  api<MessageBody>('/v1/newsletter/subscription', { method: 'POST', body: request });

export const useSubscribeNewsletter = () => useMutation({ mutationFn: subscribeNewsletter });
