import { useMutation } from '@tanstack/react-query';
import type { MessageBody, SendHoroscopeQuery } from '@kusp/contracts';
import { api } from '@/lib/api-client';

export const sendHoroscopeEmail = ({
  horoscopeId,
  ...query
}: SendHoroscopeQuery & { horoscopeId: string }) =>
  api<MessageBody>(`/v1/horoscope/send-horoscope-by-email/${encodeURIComponent(horoscopeId)}`, {
    method: 'POST',
    query,
  });

export const useSendHoroscopeEmail = () => useMutation({ mutationFn: sendHoroscopeEmail });
