import { z } from 'zod';
import { chatMessageSchema, messageContent } from './chat.ts';
import { emailField } from './common.ts';
import { pageSizes } from './constants.ts';
import { quoteSchema, countryCodeField } from './money.ts';
import { horoscopeDataSchema, horoscopeProfileSchema } from './horoscopes.ts';

// The customer portal (spec part 2 sections 2, 3, 4 and 7; docs/customer-portal.md): the astrologer's
// conversation with an external customer, the share link of the external horoscope page and
// payment links the client pays without an account.

export const portalLimits = {
  /** Days a share link opens the external horoscope page (PORTAL_LINK_DAYS). */
  shareLinkDays: 30,
  /** Days a payment link can be paid (PAYMENT_LINK_DAYS). */
  paymentLinkDays: 7,
  /** How often the external page asks for new messages. */
  pollMs: 3_000,
  /** E-mails an astrologer may have Kusp send to their clients in any 24 hours (share links, horoscopes). */
  clientMailsPerDay: 50,
} as const;

export const portalTexts = {
  paymentLinkPaid: 'This payment link has already been paid',
  paymentLinkRevoked: 'This payment link was cancelled by your astrologer',
  shareLinkMailFailed: 'The e-mail could not be sent. Please try again later',
  shareLinkRevoked: 'The link no longer works',
  shareLinkNotShown:
    'This link cannot be shown again. Replace it to copy a new one (the old one then stops working).',
  clientEmailMissing: "This client has no e-mail yet. Please add the client's e-mail first.",
  clientEmailDiffers:
    "Kusp mails a client only at their e-mail on record. Please change the client's e-mail first.",
  clientMailCap: `You can have Kusp e-mail your clients at most ${portalLimits.clientMailsPerDay} times in 24 hours. Please try again tomorrow.`,
  paymentLinkExpired: 'This payment link has expired',
  paymentLinkMailed: 'The payment link has been e-mailed to your client',
  paymentLinkMailFailed: 'The e-mail could not be sent. Please try again later',
} as const;

/** The header the external page sends the share link's token in. */
export const portalTokenHeader = 'x-portal-token';

/**
 * A share link's address: the token rides in the fragment, which browsers never send to a server
 * (so no access log, proxy or Referer holds it); the page hands it over in portalTokenHeader.
 */
export const shareLinkPath = (horoscopeId: string, token: string) =>
  `/${horoscopeId}#token=${token}`;

/** The token in a share link's fragment ('#token=…'), or null. */
export function shareLinkToken(fragment: string): string | null {
  return /^#?token=([\w-]{1,200})$/.exec(fragment)?.[1] ?? null;
}

const id = z.uuid();

/** Conversation (external customer), the spec's fields. */
export const portalConversationSchema = z.object({
  id: z.string(),
  astrologerId: z.string(),
  astrologerName: z.string(),
  horoscopeId: z.string(),
  customerName: z.string(),
  customerPhone: z.string(),
  /** The client's e-mail on record: Kusp mails the client only there (null: none yet). */
  customerEmail: z.string().nullable(),
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

/**
 * POST share link: the current link (made when there is none). With email, it is also mailed to
 * the client, and email must be the client's e-mail on record.
 */
export const shareLinkRequestSchema = z.object({
  horoscopeId: id,
  email: emailField().optional(),
});
export const horoscopeIdBodySchema = z.object({ horoscopeId: id });
export const shareLinkSchema = z.object({
  /** The external horoscope page with its token in the fragment, a path on this site. */
  url: z.string(),
  expiresAt: z.string(),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;
/** GET share link: the live link, if any; url is null when it can no longer be shown (replace it). */
export const currentShareLinkSchema = z.object({
  data: z
    .object({ url: z.string().nullable(), expiresAt: z.string(), createdAt: z.string() })
    .nullable(),
});
export type CurrentShareLink = NonNullable<z.infer<typeof currentShareLinkSchema>['data']>;
/** PUT the client's e-mail on record (the astrologer's own act, audited). */
export const clientEmailRequestSchema = z.object({ horoscopeId: id, email: emailField() });

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
export const paymentLinkStatuses = ['CREATED', 'PAID', 'EXPIRED', 'REVOKED'] as const;
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
export const revokedPaymentLinkResponseSchema = z.object({ data: paymentLinkSchema });
export const paymentLinkIdParamsSchema = z.object({ id });
/** POST mail a payment link: email must be the client's e-mail on record, as for the share link. */
export const paymentLinkMailRequestSchema = z.object({ email: emailField() });

/**
 * What the payer's page shows before paying: who is paid and the lines the payer pays (the
 * commission is between the astrologer and Kusp, so it is not among them).
 */
export const payerInvoiceSchema = quoteSchema.pick({
  baseRate: true,
  cgst: true,
  sgst: true,
  intlTax: true,
  totalAmount: true,
  currency: true,
});
export type PayerInvoice = z.infer<typeof payerInvoiceSchema>;
export const paymentLinkSummarySchema = z.object({
  id: z.string(),
  astrologerName: z.string(),
  invoice: payerInvoiceSchema,
  status: z.enum(paymentLinkStatuses),
  expiresAt: z.string(),
  paidAt: z.string().nullable(),
});
export type PaymentLinkSummary = z.infer<typeof paymentLinkSummarySchema>;

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
