import { useMutation } from '@tanstack/react-query';
import type { EnquiryRequest, MessageBody } from '@kusp/contracts';
import { api } from '@/lib/api-client';

export const sendEnquiry = (enquiry: EnquiryRequest) =>
  api<MessageBody>('/v1/enquiry', { method: 'POST', body: enquiry });

export const useSendEnquiry = () => useMutation({ mutationFn: sendEnquiry });
