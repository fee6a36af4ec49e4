import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AstrologerDocument } from '@kusp/contracts';
import { api } from '@/lib/api-client';
import { documentsQuery } from './get-documents';
import { invalidateReview } from './get-review';

/** Multipart panCardImage, bankAccountProofImage and repeatable otherDocs. */
export const uploadDocuments = (astrologerId: string, body: FormData) =>
  api<{ message: string; documents: AstrologerDocument[] }>('/v1/astrologer/document', {
    method: 'PUT',
    query: { astrologerId },
    body,
  });

export const useUploadDocuments = (astrologerId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FormData) => uploadDocuments(astrologerId, body),
    onSuccess: async (result) => {
      queryClient.setQueryData(documentsQuery(astrologerId).queryKey, result.documents);
      // The review banner's list of missing documents.
      await invalidateReview(queryClient);
    },
  });
};
