import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Prediction, PredictionItem, PredictionsResponse } from '@kusp/contracts';
import { api } from '@/lib/api-client';

export const getGeneralPrediction = async (horoscopeId: string): Promise<Prediction | null> => {
  const { predictions } = await api<PredictionsResponse>(
    `/v1/predictions/${encodeURIComponent(horoscopeId)}`,
    { query: { predictionTypes: 'GENERAL_PREDICTION' } },
  );
  return predictions[0] ?? null;
};

export const predictionQuery = (horoscopeId: string) =>
  queryOptions({
    queryKey: ['horoscopes', 'prediction', horoscopeId],
    queryFn: () => getGeneralPrediction(horoscopeId),
  });

export const useGeneralPrediction = (horoscopeId: string | undefined) =>
  useQuery({ ...predictionQuery(horoscopeId ?? ''), enabled: Boolean(horoscopeId) });

export const saveGeneralPrediction = (horoscopeId: string, content: PredictionItem[]) =>
  api<Prediction>(`/v1/prediction/${encodeURIComponent(horoscopeId)}`, {
    method: 'PUT',
    body: { type: 'GENERAL_PREDICTION', content },
  });

export function useSaveGeneralPrediction(horoscopeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: PredictionItem[]) => saveGeneralPrediction(horoscopeId, content),
    onSuccess: (saved) => queryClient.setQueryData(predictionQuery(horoscopeId).queryKey, saved),
  });
}
