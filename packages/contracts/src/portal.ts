import { z } from 'zod';
import { chatMessageSchema, messageContent } from './chat.ts';
import { pageSizes } from './constants.ts';
import { quoteSchema, countryCodeField } from './money.ts';
import { horoscopeDataSchema, horoscopeProfileSchema } from './horoscopes.ts';

// The customer portal (spec part 2 sections 2, 3, 4 and 7; docs/customer-portal.md): the astrologer's
// conversation with an external customer, the share link of the external horoscope page and
// payment links the client pays without an account.

export const portalTexts = {
  linkInvalid: 'This link is not valid any more. Please ask your astrologer for a new one.',
  paymentLinkPaid: 'This payment link has already been paid',
  shareLinkMailed: 'The link has been sent',
  copyShareLink: 'Copy Link',
  thankYou: 'Thank you for your payment',
  thankYouDetail:
    'Your astrologer has been told. A receipt is on its way if they have your e-mail.',
  paymentRefunded: 'This payment link could no longer be paid',
  paymentRefundedDetail:
    'It had expired or been withdrawn (or was already paid) when your payment arrived, so your payment will be refunded to you. Ask your astrologer for a new link.',
  linkUnpayable:
    'This payment link cannot be paid by card right now. Please try again later or ask your astrologer.',
} as const;

/** Query and header names of the share link's token. */
export const portalTokenHeader = 'x-portal-token';

export const portalLimits = {
  /** Days a share link opens the external horoscope page (PORTAL_LINK_DAYS). */
  shareLinkDays: 30,
  /** Days a payment link can be paid (PAYMENT_LINK_DAYS). */
  paymentLinkDays: 7,
  /** How often the external page asks for new messages. */
  pollMs: 3_000,
} as const;

const id = z.uuid();

/** Conversation (external customer), the spec's fields. */
export const portalConversationSchema = z.object({
  id: z.string(),
  astrologerId: z.string(),
  astrologerName: z.string(),
  horoscopeId: z.string(),
  customerName: z.string(),
  customerPhone: z.string(),
  createdAt: z.string(),
});
export type PortalConversation = z.infer<typeof portalConversationSchema>;

/** A portal message has the shape of a chat message; senderId of the client is 'customer:{horoscopeId}'. */
export const portalMessageSchema = chatMessageSchema;

export const horoscopeIdQuerySchema = z.object({ horoscopeId: id });
/** POST conversation: the spec's body; names and phone are taken from the server's own rows. */
export const portalConversationRequestSchema = z.object({
  astrologerId: id,
  astrologerName: z.string().max(200).optional(),
  horoscopeId: id,
  customerName: z.string().max(200).optional(),
  customerPhone: z.string().max(40).optional(),
});
export const portalMessagesQuerySchema = z.object({
  horoscopeId: id,
  pageNumber: z.coerce.number().int().min(0).max(10_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(50).default(pageSizes.chatMessages),
});
export const portalMessageRequestSchema = z.object({
  content: messageContent,
  conversationId: id,
  recipientId: z.string().max(100).optional(),
});
export const portalConversationResponseSchema = z.object({
  data: portalConversationSchema.nullable(),
});
export const portalMessagesResponseSchema = z.object({ data: z.array(portalMessageSchema) });
export const portalMessageResponseSchema = z.object({ data: portalMessageSchema });

/** POST share link: a new link (revoking the earlier one); with email, it is also mailed there. */
export const shareLinkRequestSchema = z.object({
  horoscopeId: id,
  email: z.email('Please enter a valid email').max(254).optional(),
});
export const shareLinkSchema = z.object({
  /** The external horoscope page with its token, a path on this site. */
  url: z.string(),
  expiresAt: z.string(),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;

/** POST portal payment link (spec fields); the amount is priced by the server's portal quote. */
export const paymentLinkRequestSchema = z.object({
  amount: z.number().int().min(1).max(1_000_000),
  astrologerId: id,
  countryCode: countryCodeField,
  orderId: id,
  paymentProcessor: z.literal('CCAVENUE'),
  serviceCode: z.literal('ASTRO_PORTAL_CHAT'),
  userId: id,
});
export const paymentLinkStatuses = ['CREATED', 'PAID', 'EXPIRED'] as const;
export type PaymentLinkStatus = (typeof paymentLinkStatuses)[number];
export const paymentLinkSchema = z.object({
  id: z.string(),
  /** /external/pay?id=…, a path on this site. */
  url: z.string(),
  invoice: quoteSchema,
  status: z.enum(paymentLinkStatuses),
  createdAt: z.string(),
  expiresAt: z.string(),
  paidAt: z.string().nullable(),
});
export type PaymentLink = z.infer<typeof paymentLinkSchema>;
export const paymentLinkResponseSchema = z.object({
  status: z.boolean(),
  /** The link's address (spec: response data is the link). */
  data: z.string(),
  link: paymentLinkSchema,
});
export const paymentLinksResponseSchema = z.object({ data: z.array(paymentLinkSchema) });
export const paymentLinkIdParamsSchema = z.object({ id });
/** GET external payment link: data is the provider's checkout page (full address on this site). */
export const externalPaymentResponseSchema = z.object({ status: z.boolean(), data: z.string() });

export const externalHoroscopeParamsSchema = z.object({ id });
/** What the client's page shows: the profile (no phone), the chart and who they talk to. */
export const externalHoroscopeSchema = z.object({
  profile: horoscopeProfileSchema.omit({
    phone: true,
    countryCode: true,
    userId: true,
    comments: true,
  }),
  chart: horoscopeDataSchema,
  conversation: z.object({ id: z.string(), astrologerName: z.string() }),
});
export type ExternalHoroscope = z.infer<typeof externalHoroscopeSchema>;
export const externalMessagesQuerySchema = portalMessagesQuerySchema.omit({ horoscopeId: true });
export const externalMessageRequestSchema = z.object({ content: messageContent });
