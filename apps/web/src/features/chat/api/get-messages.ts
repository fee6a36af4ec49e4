import {
  infiniteQueryOptions,
  useInfiniteQuery,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { pageSizes, type ChatMessage } from '@kusp/contracts';
import { api } from '@/lib/api-client';

export interface MessagePage {
  data: ChatMessage[];
  pageNumber: number;
  pageSize: number;
  hasMore: boolean;
}

/** One page of the conversation, newest first (10 a page). */
export const getMessages = (
  userId: string,
  astrologerId: string,
  pageNumber: number,
  signal?: AbortSignal,
) =>
  api<MessagePage>(
    `/v1/conversation/${encodeURIComponent(userId)}/${encodeURIComponent(astrologerId)}/messages`,
    { query: { pageNumber, pageSize: pageSizes.chatMessages }, signal },
  );

export const messagesQuery = (userId: string, astrologerId: string) =>
  infiniteQueryOptions({
    queryKey: ['chat', 'messages', userId, astrologerId],
    queryFn: ({ pageParam, signal }) => getMessages(userId, astrologerId, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last: MessagePage) => (last.hasMore ? last.pageNumber + 1 : undefined),
  });

export const useMessages = (userId: string, astrologerId: string) =>
  useInfiniteQuery(messagesQuery(userId, astrologerId));

/**
 * Oldest first for display, each message once: pages are newest first and may overlap when new
 * messages arrived between two page loads.
 */
export function messagesForDisplay(data: InfiniteData<MessagePage> | undefined): ChatMessage[] {
  const seen = new Set<string>();
  const list: ChatMessage[] = [];
  for (const page of data?.pages ?? [])
    for (const message of page.data) {
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      list.push(message);
    }
  return list.reverse().sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
}

/** Puts a message into the cached first page unless it is there. */
export function withMessage<Param>(
  data: InfiniteData<MessagePage, Param> | undefined,
  message: ChatMessage,
): InfiniteData<MessagePage, Param> | undefined {
  if (!data || data.pages.some((page) => page.data.some((m) => m.id === message.id))) return data;
  const [first, ...rest] = data.pages;
  if (!first) return data;
  return { ...data, pages: [{ ...first, data: [message, ...first.data] }, ...rest] };
}

/** Shows a stored message (a live event, or the answer to this tab's own send) in the conversation. */
export function showMessage(
  queryClient: QueryClient,
  userId: string,
  astrologerId: string,
  message: ChatMessage,
) {
  const { queryKey } = messagesQuery(userId, astrologerId);
  queryClient.setQueryData(queryKey, (data) => withMessage(data, message));
  // A reload already under way may have read the history before this message was stored, and
  // would overwrite it: start it again (the message is stored before it is delivered or answered).
  if (queryClient.isFetching({ queryKey }) > 0) void queryClient.invalidateQueries({ queryKey });
}
