import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AstrologerDocument } from '@kusp/contracts';
import { api } from '@/lib/api-client';

export const getDocuments = (astrologerId: string, signal?: AbortSignal) =>
  api<AstrologerDocument[]>('/v1/astrologer/document', { query: { astrologerId }, signal });

export const documentsQuery = (astrologerId: string) =>
  queryOptions({
    queryKey: ['astrologers', 'documents', astrologerId],
    queryFn: ({ signal }) => getDocuments(astrologerId, signal),
  });

export const useDocuments = (astrologerId: string) => useQuery(documentsQuery(astrologerId));
