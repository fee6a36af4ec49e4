import { z } from 'zod';
import { availabilityStatuses, rateUnits, visibility } from './enums.ts';
import { defaultCountry, limits } from './constants.ts';
import { messages } from './messages.ts';
import { quoteSchema } from './money.ts';
import { EMAIL_MAX, EMAIL_PATTERN, maxLength, nameField } from './common.ts';

/** Texts the spec leaves to us (wrong file types, a changed e-mail, a malformed phone number). */
export const astrologerTexts = {
  pictureType: 'Please choose a JPEG, PNG or WebP image',
  documentType: 'Please choose a PDF, JPEG or PNG file',
  emailReadOnly: 'The e-mail address cannot be changed',
  phoneInvalid: 'Please enter a valid phone number',
  rateInvalid: 'Please enter a valid rate',
  stateUnknown: 'Please choose a state',
  countryUnknown: 'Please choose a country',
  oneFileOnly: 'Please choose one file for this document',
  currencyUnknown: 'Please choose a currency',
} as const;

/** Rate currencies an astrologer may price in; INR, the product's payment currency, first. */
export const rateCurrencies = [
  { code: 'INR', name: 'Indian Rupee', symbol: '₹' },
  { code: 'USD', name: 'US Dollar', symbol: '$' },
  { code: 'EUR', name: 'Euro', symbol: '€' },
  { code: 'GBP', name: 'Pound Sterling', symbol: '£' },
  { code: 'AED', name: 'UAE Dirham', symbol: 'د.إ' },
] as const;
export const currencySchema = z.object({ code: z.string(), name: z.string(), symbol: z.string() });
export type Currency = z.infer<typeof currencySchema>;

/**
 * The languages an astrologer may consult in, by ISO 639-1 code: Hindi and English first, then
 * India's scheduled languages that have such a code, by their number of speakers (Sanskrit last).
 * Their names are the `languages` namespace of the catalogue, in the reader's language.
 */
export const consultingLanguages = [
  'hi',
  'en',
  'bn',
  'mr',
  'te',
  'ta',
  'gu',
  'ur',
  'kn',
  'or',
  'ml',
  'pa',
  'as',
  'ne',
  'sd',
  'ks',
  'sa',
] as const;
export type ConsultingLanguage = (typeof consultingLanguages)[number];
export const consultingLanguageSchema = z.enum(consultingLanguages, {
  error: messages.consultingLanguages.unknown,
});
/** At least one, each from the list; kept in the list's order, each once. */
const consultingLanguagesField = z
  .array(consultingLanguageSchema, { error: messages.consultingLanguages.required })
  .min(1, messages.consultingLanguages.required)
  .max(consultingLanguages.length, messages.consultingLanguages.unknown)
  .transform((chosen) => consultingLanguages.filter((code) => chosen.includes(code)));

/** The country list of the profile form has only India (spec part 2 section 9). */
export const profileCountries = [defaultCountry] as const;

/** How a rate unit reads on a card: PER_QUESTION shows as QN. */
export const rateUnitLabels: Record<(typeof rateUnits)[number], string> = { PER_QUESTION: 'QN' };

export const availabilityStatusSchema = z.enum(availabilityStatuses);
export const visibilitySchema = z.enum(visibility);

export const baseRateSchema = z.object({
  rateUnit: z.enum(rateUnits),
  currencyCode: z.string(),
  baseRate: z.number(),
});
export type BaseRate = z.infer<typeof baseRateSchema>;

export const featureFlagsSchema = z.object({
  offlineQuestionEnabled: z.boolean(),
  textChatEnabled: z.boolean(),
  videoCallEnabled: z.boolean(),
});
export type FeatureFlags = z.infer<typeof featureFlagsSchema>;

/** An astrologer as the directory lists them (spec part 2 section 3, list item). */
export const astrologerListItemSchema = featureFlagsSchema.extend({
  astrologerId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  profileImageUrl: z.string().nullable(),
  /** The mean of the visible reviews' stars (not rounded); null without any. */
  averageRating: z.number().nullable(),
  reviewCount: z.number().int(),
  rateCurrency: z.string(),
  baseRates: z.array(baseRateSchema),
  /** What a question (or a 15-minute session) costs a customer in India: the server's quote, paise. */
  price: quoteSchema,
  availabilityStatus: availabilityStatusSchema,
  /** The languages they consult in, in the list's order (`consultingLanguages`). */
  languages: z.array(consultingLanguageSchema),
});
export type AstrologerListItem = z.infer<typeof astrologerListItemSchema>;

export const directorySorts = ['rating', 'price', 'experience'] as const;
export const directoryServices = ['OFFLINE_QUESTION', 'LIVE_CHAT', 'VIDEO_CALL'] as const;
export const astrologerListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  /** rating: best first; price: lowest rate first; experience: most years first. */
  sort: z.enum(directorySorts).optional(),
  /** true: only astrologers online now. */
  online: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  service: z.enum(directoryServices).optional(),
  /** Only astrologers who consult in this language. */
  language: consultingLanguageSchema.optional(),
});
export const astrologerListV3QuerySchema = astrologerListQuerySchema.extend({
  visibility: z.literal('ON').default('ON'),
});

/** The profile; email and phoneNumber only reach the astrologer themself. */
export const astrologerProfileSchema = astrologerListItemSchema.extend({
  email: z.string().optional(),
  phoneNumber: z.string().nullable().optional(),
  countryCode: z.string().nullable().optional(),
  shortExperience: z.string(),
  longExperience: z.string(),
  yearsOfExperience: z.string().nullable(),
  expertiseArea: z.string().nullable(),
  country: z.string(),
  countryIsoCode: z.string(),
  state: z.string(),
  stateIsoCode: z.string(),
  rate: z.number(),
  astrologerVisibility: visibilitySchema,
});
export type AstrologerProfile = z.infer<typeof astrologerProfileSchema>;

const experienceField = z
  .string()
  .max(limits.experience, messages.profile.experienceMax)
  .default('');
const trimmedRequired = (text: string) => z.string({ error: text }).trim().min(1, text);

/** The rate arrives as a number or as the form's text; empty means missing. */
const rateField = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
  z
    .number({
      error: (issue) =>
        issue.input == null || issue.input === ''
          ? messages.profile.rate
          : astrologerTexts.rateInvalid,
    })
    .min(0, astrologerTexts.rateInvalid)
    .max(99_999_999, astrologerTexts.rateInvalid),
);

/** PUT details: every field of the profile form (spec part 2 section 5); e-mail is read-only. */
export const astrologerDetailsSchema = featureFlagsSchema.extend({
  firstName: nameField(messages.name.firstRequired, messages.name.firstInvalid),
  lastName: nameField(messages.name.lastRequired, messages.name.lastInvalid),
  email: maxLength(trimmedRequired(messages.email.required), EMAIL_MAX)
    .regex(EMAIL_PATTERN, messages.email.format)
    .optional(),
  phoneNumber: maxLength(
    trimmedRequired(messages.profile.phone),
    20,
    astrologerTexts.phoneInvalid,
  ).regex(/^[0-9][0-9 -]{4,18}[0-9]$/, astrologerTexts.phoneInvalid),
  countryCode: z
    .string()
    .trim()
    .regex(/^\+[0-9]{1,4}$/, astrologerTexts.phoneInvalid)
    .optional(),
  shortExperience: experienceField,
  longExperience: experienceField,
  country: z.string().trim().max(100).default(defaultCountry.name),
  countryIsoCode: z.string().trim().max(10).default(defaultCountry.isoCode),
  state: trimmedRequired(astrologerTexts.stateUnknown).max(100),
  stateIsoCode: trimmedRequired(astrologerTexts.stateUnknown).max(10),
  rate: rateField,
  rateCurrency: z.string().trim().max(10).default('INR'),
  astrologerVisibility: visibilitySchema,
  /** Left out: the languages stay as they are. */
  languages: consultingLanguagesField.optional(),
});
export type AstrologerDetailsInput = z.input<typeof astrologerDetailsSchema>;
export type AstrologerDetails = z.output<typeof astrologerDetailsSchema>;

export const profilePictureResponseSchema = z.object({
  message: z.string(),
  profileImageUrl: z.string(),
});

export const documentKinds = ['PAN_CARD', 'BANK_ACCOUNT_PROOF', 'OTHER'] as const;
export type DocumentKind = (typeof documentKinds)[number];
/** Multipart field name of each document kind. */
export const documentFields = {
  panCardImage: 'PAN_CARD',
  bankAccountProofImage: 'BANK_ACCOUNT_PROOF',
  otherDocs: 'OTHER',
} as const satisfies Record<string, DocumentKind>;

export const astrologerDocumentSchema = z.object({
  documentId: z.string(),
  kind: z.enum(documentKinds),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number(),
  uploadedAt: z.string(),
});
export type AstrologerDocument = z.infer<typeof astrologerDocumentSchema>;
export const documentUploadResponseSchema = z.object({
  message: z.string(),
  documents: z.array(astrologerDocumentSchema),
});
export const astrologerIdQuerySchema = z.object({
  astrologerId: z.uuid(messages.generic.notFound),
});

export const availabilityEntrySchema = z.object({
  userId: z.string(),
  availabilityStatus: availabilityStatusSchema,
});
export type AvailabilityEntry = z.infer<typeof availabilityEntrySchema>;
export const availabilityBulkRequestSchema = z.array(z.uuid()).max(200);

/** Where the browser loads the generated avatar of a user without a picture. */
export const avatarPath = (userId: string) => `/api/v1/avatar/${userId}.svg`;
