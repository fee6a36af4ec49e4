import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { pageSizes, type ReviewPage } from '@kusp/contracts';
import { api } from '@/lib/api-client';
import { reviewKeys } from './keys';

/** An astrologer's visible reviews, newest first, with the average and the distribution. */
export const getAstrologerReviews = (astrologerId: string, page: number) =>
  api<ReviewPage>(`/v1/astrologer/${astrologerId}/reviews`, {
    query: { pageNumber: page, pageSize: pageSizes.list },
  });

export const astrologerReviewsQuery = (astrologerId: string, page: number) =>
  queryOptions({
    queryKey: reviewKeys.astrologerPage(astrologerId, page),
    queryFn: () => getAstrologerReviews(astrologerId, page),
    placeholderData: keepPreviousData,
  });

export const useAstrologerReviews = (astrologerId: string, page: number) =>
  useQuery(astrologerReviewsQuery(astrologerId, page));
