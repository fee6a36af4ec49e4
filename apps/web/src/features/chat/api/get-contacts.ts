import { queryOptions, useQuery } from '@tanstack/react-query';
import { timing, type Contact, type Role } from '@kusp/contracts';
import { api } from '@/lib/api-client';

/** The people the caller has chatted with (an astrologer's customers, a customer's astrologers). */
export const getContacts = (role: Role, signal?: AbortSignal) =>
  api<{ data: Contact[] }>(
    role === 'ASTROLOGER' ? '/v1/contacts/astrologer' : '/v1/contacts/customer',
    { signal },
  ).then((r) => r.data);

export const contactsQuery = (role: Role) =>
  queryOptions({
    queryKey: ['chat', 'contacts', role],
    queryFn: ({ signal }) => getContacts(role, signal),
    refetchInterval: timing.pollMs,
  });

export const useContacts = (role: Role) => useQuery(contactsQuery(role));
