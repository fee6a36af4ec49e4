import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  portalTokenHeader,
  type ChatMessage,
  type CurrentShareLink,
  type ExternalHoroscope,
  type HoroscopeProfile,
  type PaymentLink,
  type PaymentLinkSummary,
  type PortalConversation,
  type Quote,
  type ShareLink,
} from '@kusp/contracts';
import { api, hasErrorCode } from '@/lib/api-client';
import { useSession } from '@/lib/session';

// The customer portal: the astrologer's side (signed in) and the client's (the share link's token).

export const portalKeys = {
  all: ['portal'] as const,
  conversation: (horoscopeId: string) => ['portal', 'conversation', horoscopeId] as const,
  messages: (horoscopeId: string) => ['portal', 'messages', horoscopeId] as const,
  paymentLinks: (horoscopeId: string) => ['portal', 'payment-links', horoscopeId] as const,
  shareLink: (horoscopeId: string) => ['portal', 'share-link', horoscopeId] as const,
  paymentLinkSummary: (linkId: string) => ['portal', 'payment-link-summary', linkId] as const,
  // The token is part of the client's keys: another link in the same tab is asked for anew.
  external: (horoscopeId: string, token: string) =>
    ['portal', 'external', horoscopeId, token] as const,
  externalMessages: (horoscopeId: string, token?: string) =>
    ['portal', 'external-messages', horoscopeId, ...(token ? [token] : [])] as const,
};

/** Spec: load the conversation, creating one if none exists or the lookup fails. */
export async function openConversation(
  profile: { horoscopeId: string; name: string; phone: string | null },
  astrologer: { id: string; name: string },
): Promise<PortalConversation> {
  const found = await api<{ data: PortalConversation | null }>(
    '/v1/external-customer/conversation',
    {
      query: { horoscopeId: profile.horoscopeId },
    },
  ).catch(() => ({ data: null }));
  if (found.data) return found.data;
  const created = await api<{ data: PortalConversation }>('/v1/external-customer/conversation', {
    method: 'POST',
    body: {
      astrologerId: astrologer.id,
      astrologerName: astrologer.name,
      horoscopeId: profile.horoscopeId,
      customerName: profile.name,
      customerPhone: profile.phone ?? '',
    },
  });
  return created.data;
}

/** The portal's conversation with this customer, shared by the Chat part and the Payment Link tab. */
export function usePortalConversation(profile: HoroscopeProfile) {
  const me = useSession((s) => s.userId) ?? '';
  const myName = useSession((s) => s.name) ?? '';
  return useQuery({
    queryKey: portalKeys.conversation(profile.horoscopeId),
    queryFn: () => openConversation(profile, { id: me, name: myName }),
    staleTime: Infinity,
  });
}

export const portalMessagesQuery = (horoscopeId: string) =>
  queryOptions({
    queryKey: portalKeys.messages(horoscopeId),
    queryFn: () =>
      api<{ data: ChatMessage[] }>('/v1/external-customer/messages', {
        query: { horoscopeId, pageNumber: 0, pageSize: 10 },
      }).then((r) => r.data),
  });

export const sendPortalMessage = (body: {
  content: string;
  conversationId: string;
  recipientId: string;
}) => api<{ data: ChatMessage }>('/v1/external-customer/messages', { method: 'POST', body });

/** Adds a message once (a live copy may arrive beside a reload). */
export function appendMessage(
  queryClient: QueryClient,
  key: readonly unknown[],
  message: ChatMessage,
) {
  queryClient.setQueryData<ChatMessage[]>(key, (list = []) =>
    list.some((m) => m.id === message.id) ? list : [...list, message],
  );
}

/** The client's e-mail on record: Kusp mails the client there only; changing it is audited. */
export function useChangeClientEmail(horoscopeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      api<{ data: PortalConversation }>('/v1/external-customer/email', {
        method: 'PUT',
        body: { horoscopeId, email },
      }),
    onSuccess: ({ data }) => queryClient.setQueryData(portalKeys.conversation(horoscopeId), data),
  });
}

export const currentShareLinkQuery = (horoscopeId: string) =>
  queryOptions({
    queryKey: portalKeys.shareLink(horoscopeId),
    queryFn: () =>
      api<{ data: CurrentShareLink | null }>('/v1/external-customer/share-link', {
        query: { horoscopeId },
      }).then((r) => r.data),
  });
export const useCurrentShareLink = (horoscopeId: string) =>
  useQuery(currentShareLinkQuery(horoscopeId));

/**
 * The share link's acts: copy (the current link, made when there is none), mail it to the client's
 * e-mail on record, replace it, revoke it. Each refreshes what the panel shows.
 */
export function useShareLinkActions(horoscopeId: string) {
  const queryClient = useQueryClient();
  const onSettled = () =>
    queryClient.invalidateQueries({ queryKey: portalKeys.shareLink(horoscopeId) });
  return {
    copy: useMutation({
      mutationFn: (email?: string) =>
        api<ShareLink>('/v1/external-customer/share-link', {
          method: 'POST',
          body: { horoscopeId, ...(email ? { email } : {}) },
        }),
      onSettled,
    }),
    replace: useMutation({
      mutationFn: () =>
        api<ShareLink>('/v1/external-customer/share-link/replace', {
          method: 'POST',
          body: { horoscopeId },
        }),
      onSettled,
    }),
    revoke: useMutation({
      mutationFn: () =>
        api<{ message: string }>('/v1/external-customer/share-link', {
          method: 'DELETE',
          query: { horoscopeId },
        }),
      onSettled,
    }),
  };
}

export const getPortalPricing = (amount: number) =>
  api<Quote>('/v1/pricing/portal', { query: { amount, countryCode: 'IN' } });

export const paymentLinksQuery = (horoscopeId: string) =>
  queryOptions({
    queryKey: portalKeys.paymentLinks(horoscopeId),
    queryFn: () =>
      api<{ data: PaymentLink[] }>('/v1/payment/portal-links', { query: { horoscopeId } }).then(
        (r) => r.data,
      ),
  });
export const usePaymentLinks = (horoscopeId: string) => useQuery(paymentLinksQuery(horoscopeId));

/**
 * Send Link: makes the link, which the server also posts in the portal chat. One key per invoice
 * shown, so a second click on Send Link answers the same link.
 */
export function useCreatePaymentLink(horoscopeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      idempotencyKey,
      ...body
    }: {
      amount: number;
      astrologerId: string;
      orderId: string;
      idempotencyKey: string;
    }) =>
      api<{ status: boolean; data: string; link: PaymentLink }>('/v1/payment/portal-link', {
        method: 'POST',
        headers: { 'idempotency-key': idempotencyKey },
        body: {
          ...body,
          countryCode: 'IN',
          paymentProcessor: 'CCAVENUE',
          serviceCode: 'ASTRO_PORTAL_CHAT',
          userId: body.astrologerId,
        },
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: portalKeys.paymentLinks(horoscopeId) }),
        queryClient.invalidateQueries({ queryKey: portalKeys.messages(horoscopeId) }),
      ]),
  });
}

/** E-mails a waiting link to the client's e-mail on record (`email` must be it). */
export const mailPaymentLink = (linkId: string, email: string) =>
  api<{ message: string }>(`/v1/payment/portal-link/${encodeURIComponent(linkId)}/email`, {
    method: 'POST',
    body: { email },
  });

/** Cancels a payment link that is not paid: the client can no longer pay it. */
export function useRevokePaymentLink(horoscopeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (linkId: string) =>
      api<{ data: PaymentLink }>(`/v1/payment/portal-link/${encodeURIComponent(linkId)}/revoke`, {
        method: 'POST',
      }),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: portalKeys.paymentLinks(horoscopeId) }),
  });
}

// The client's side: every call carries the share link's token.
const withToken = (token: string) => ({ [portalTokenHeader]: token });

export const externalHoroscopeQuery = (horoscopeId: string, token: string) =>
  queryOptions({
    queryKey: portalKeys.external(horoscopeId, token),
    queryFn: () =>
      api<ExternalHoroscope>(`/v1/external/horoscope/${encodeURIComponent(horoscopeId)}`, {
        headers: withToken(token),
      }),
    retry: false,
  });

export const externalMessagesQuery = (horoscopeId: string, token: string, pollMs: number) =>
  queryOptions({
    queryKey: portalKeys.externalMessages(horoscopeId, token),
    queryFn: () =>
      api<{ data: ChatMessage[] }>(
        `/v1/external/horoscope/${encodeURIComponent(horoscopeId)}/messages`,
        { headers: withToken(token), query: { pageNumber: 0, pageSize: 20 } },
      ).then((r) => r.data),
    refetchInterval: pollMs,
    // A link that stopped working answers 404 at once: no point asking again.
    retry: (failures, error) => !hasErrorCode(error, 'NOT_FOUND') && failures < 3,
  });

export const sendExternalMessage = (horoscopeId: string, token: string, content: string) =>
  api<{ data: ChatMessage }>(`/v1/external/horoscope/${encodeURIComponent(horoscopeId)}/messages`, {
    method: 'POST',
    headers: withToken(token),
    body: { content },
  });

/** What the payer's page shows before paying: the astrologer, the payer's lines, the status. */
export const paymentLinkSummaryQuery = (id: string) =>
  queryOptions({
    queryKey: portalKeys.paymentLinkSummary(id),
    queryFn: () =>
      api<PaymentLinkSummary>(`/v1/external/payment-link/${encodeURIComponent(id)}/summary`),
    retry: false,
  });

export const getExternalPayment = (id: string) =>
  api<{ status: boolean; data: string }>(`/v1/external/payment-link/${encodeURIComponent(id)}`);
