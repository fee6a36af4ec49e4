import { useMutation } from '@tanstack/react-query';
import type { BirthDetailRequest, BirthDetailResponse } from '@kusp/contracts';
import { api } from '@/lib/api-client';

export const saveBirthDetail = (request: BirthDetailRequest) =>
  api<BirthDetailResponse>('/v1/birth-detail', { method: 'POST', body: request });

export const useSaveBirthDetail = () => useMutation({ mutationFn: saveBirthDetail });
