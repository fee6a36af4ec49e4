import { queryOptions, useQuery } from '@tanstack/react-query';
import { timing, type Contact } from '@kusp/contracts';
import { api } from '@/lib/api-client';

/** The people the caller has chatted with (an astrologer's customers, a customer's astrologers). */
export const getContacts = (signal?: AbortSignal) =>
  api<{ data: Contact[] }>('/v1/chat/contacts', { signal }).then((r) => r.data);

export const contactsQuery = () =>
  queryOptions({
    queryKey: ['chat', 'contacts'],
    queryFn: ({ signal }) => getContacts(signal),
    refetchInterval: timing.pollMs,
  });

export const useContacts = () => useQuery(contactsQuery());
