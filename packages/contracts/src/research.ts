import { z } from 'zod';
import { EMAIL_MAX, EMAIL_PATTERN, maxLength, requiredText } from './common.ts';
import { limits, PLACE_OWN_TIMEZONE, timezoneOffsets } from './constants.ts';
import { genders } from './enums.ts';
import { isoDateField, isRealDate, latitudeField, longitudeField } from './geo.ts';
import { BIRTH_TIME_PATTERN } from './horoscope-engine.ts';
import { messages } from './messages.ts';

/** Our own texts for cases the spec leaves open. */
export const researchMessages = {
  birthDateFormat: 'Please enter the birth date as dd-mm-yyyy',
  birthDateFuture: 'The birth date cannot be in the future',
  birthTimeFormat: 'Please enter the birth time as HH:mm (24 hour)',
  emailInvalid: messages.email.invalid,
  saved: 'Your birth details are saved. Now add the events of your life.',
  eventDeleted: 'Your event is deleted',
  eventFuture: 'The date cannot be in the future',
  eventBeforeBirth: 'The date cannot be before your birth',
  descriptionMax: `At most ${limits.eventDescription} characters are allowed`,
  area: 'Please choose an area of life',
  category: 'Please choose what happened',
  subEvent: 'Please choose one of the listed events',
  type: 'Please choose negative or positive',
} as const;

/** The areas (tabs) and their categories, spelled as stored (spec part 1 section 3). */
export const eventAreas = {
  relationships: ['romantic', 'family', 'professional', 'friends'],
  health: ['illness', 'accident', 'habbit'],
  financial: ['gains', 'losses', 'decisions'],
  career: ['job', 'study', 'award'],
  spiritual: ['spiritual practice', 'met spiritual master', 'significant spiritual experience'],
  travel: ['for studies', 'work', 'relationship', 'pleasure'],
  other: ['children', 'other'],
} as const;
export type EventArea = keyof typeof eventAreas;
export const eventAreaKeys = Object.keys(eventAreas) as EventArea[];

/** Preset sub-events per category; the spec leaves their contents to us (none for the last three areas). */
export const subEvents: Record<string, readonly string[]> = {
  romantic: ['Met a partner', 'Engagement', 'Marriage', 'Break-up', 'Separation', 'Divorce'],
  family: [
    'Birth in the family',
    'Death in the family',
    'Moved house',
    'Conflict',
    'Reconciliation',
  ],
  professional: ['New mentor', 'New business partner', 'Conflict at work', 'Partnership ended'],
  friends: ['New close friend', 'Friendship ended', 'Reunion'],
  illness: ['Diagnosis', 'Surgery', 'Hospital stay', 'Recovery', 'Chronic condition'],
  accident: ['Road accident', 'Fall', 'Injury at work', 'Sports injury'],
  habbit: ['Started a habit', 'Quit a habit', 'Started exercising', 'Changed diet'],
  gains: ['Inheritance', 'Windfall', 'Investment profit', 'Property bought', 'Pay rise'],
  losses: ['Investment loss', 'Theft', 'Debt', 'Business loss', 'Job loss'],
  decisions: ['Major purchase', 'Loan taken', 'Investment made', 'Property sold'],
  job: ['First job', 'New job', 'Promotion', 'Resignation', 'Dismissal', 'Retirement'],
  study: ['Started school', 'Graduation', 'Admission', 'Exam result', 'Left studies'],
  award: ['Recognition', 'Prize', 'Scholarship', 'Certification'],
};
export const subEventsOf = (category: string): readonly string[] => subEvents[category] ?? [];

const labelOverrides: Record<string, string> = { habbit: 'Habit' };
/** 'habbit' is stored as the spec spells it and shown as 'Habit'. */
export const eventLabel = (value: string) =>
  labelOverrides[value] ?? value.charAt(0).toUpperCase() + value.slice(1);

/**
 * The catalogue key of an area, category, type or sub-event (`research:label.<key>`), from its
 * stored spelling: 'met spiritual master' → 'metSpiritualMaster', 'Break-up' → 'breakUp'.
 */
export const researchLabelKey = (value: string) =>
  value
    .toLowerCase()
    .split(/[^a-z]/)
    .filter(Boolean)
    .map((word, i) => (i === 0 ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join('');

/** Every area, category and sub-event, as stored: what the catalogue names. */
export const researchLabelValues = [
  ...eventAreaKeys,
  ...Object.values(eventAreas).flat(),
  ...Object.values(subEvents).flat(),
];

export const eventTypes = ['negative', 'positive'] as const;
export type EventType = (typeof eventTypes)[number];

const BIRTH_DATE_PATTERN = /^(\d{2})-(\d{2})-(\d{4})$/;

/** 'dd-MM-yyyy' to 'YYYY-MM-DD', or null when it is not a real calendar date. */
export function birthDateToIso(value: string): string | null {
  const match = BIRTH_DATE_PATTERN.exec(value);
  if (!match) return null;
  const [, day, month, year] = match;
  const iso = `${year}-${month}-${day}`;
  return isRealDate(iso) ? iso : null;
}

/** Today as 'YYYY-MM-DD' on the earliest calendar on Earth, so no one's today is called the future. */
export const latestToday = (now = new Date()) =>
  new Date(now.getTime() + 14 * 3600_000).toISOString().slice(0, 10);

export const birthDetailRequestSchema = z.object({
  birthDate: requiredText(messages.birth.birthDate)
    .regex(BIRTH_DATE_PATTERN, researchMessages.birthDateFormat)
    .refine((v) => birthDateToIso(v) !== null, researchMessages.birthDateFormat)
    .refine((v) => (birthDateToIso(v) ?? '') <= latestToday(), researchMessages.birthDateFuture),
  birthTime: requiredText(messages.birth.birthTime).regex(
    BIRTH_TIME_PATTERN,
    researchMessages.birthTimeFormat,
  ),
  gender: z.enum(genders, { error: messages.birth.gender }),
  birthPlace: requiredText(messages.birth.birthPlace).max(200),
  timezone: z.enum([...timezoneOffsets, PLACE_OWN_TIMEZONE], { error: messages.birth.timezone }),
  email: maxLength(z.string({ error: researchMessages.emailInvalid }).trim(), EMAIL_MAX)
    .refine((v) => v === '' || EMAIL_PATTERN.test(v), researchMessages.emailInvalid)
    .optional(),
  latitude: latitudeField.optional(),
  longitude: longitudeField.optional(),
});
export type BirthDetailRequest = z.output<typeof birthDetailRequestSchema>;
export type BirthDetailInput = z.input<typeof birthDetailRequestSchema>;

export const birthDetailResponseSchema = z.object({
  message: z.string(),
  referenceId: z.string(),
});
export type BirthDetailResponse = z.infer<typeof birthDetailResponseSchema>;

const eventFields = {
  area: z.enum(eventAreaKeys as [EventArea, ...EventArea[]], { error: researchMessages.area }),
  event: requiredText(researchMessages.category).max(100),
  subEvent: z.string().trim().max(100).default(''),
  type: z.enum(eventTypes, { error: researchMessages.type }),
  date: isoDateField(messages.event.date).refine(
    (v) => v <= latestToday(),
    researchMessages.eventFuture,
  ),
  description: z
    .string()
    .trim()
    .max(limits.eventDescription, researchMessages.descriptionMax)
    .default(''),
};

type EventShape = { area: EventArea; event: string; subEvent: string };
/** The category must belong to the area, and the sub-event to the category's list. */
function checkCategory(value: EventShape, ctx: z.RefinementCtx) {
  const categories: readonly string[] = eventAreas[value.area];
  if (!categories.includes(value.event)) {
    ctx.addIssue({ code: 'custom', path: ['event'], message: researchMessages.category });
    return;
  }
  if (value.subEvent && !subEventsOf(value.event).includes(value.subEvent)) {
    ctx.addIssue({ code: 'custom', path: ['subEvent'], message: researchMessages.subEvent });
  }
}

/** PUT body: the event without its keys (they come in the path and query). */
export const eventInputSchema = z.object(eventFields).superRefine(checkCategory);
export type EventInput = z.input<typeof eventInputSchema>;
export type EventValues = z.output<typeof eventInputSchema>;

export const createEventRequestSchema = z
  .object({ referenceId: z.string({ error: 'Not found' }), ...eventFields })
  .superRefine(checkCategory);
export type CreateEventRequest = z.input<typeof createEventRequestSchema>;

export const lifeEventSchema = z.object({
  eventId: z.string(),
  referenceId: z.string(),
  area: z.enum(eventAreaKeys as [EventArea, ...EventArea[]]),
  event: z.string(),
  subEvent: z.string(),
  type: z.enum(eventTypes),
  date: z.string(),
  description: z.string(),
});
export type LifeEvent = z.infer<typeof lifeEventSchema>;

export const eventListSchema = z.object({
  referenceId: z.string(),
  /** 'YYYY-MM-DD', so forms can refuse dates before birth. */
  birthDate: z.string(),
  events: z.array(lifeEventSchema),
});
export type EventList = z.infer<typeof eventListSchema>;

// GET /event/{id} reads an entry's events, PUT and DELETE /event/{id} one event: the same
// path, so one parameter name (OpenAPI tools refuse paths differing only by that name).
export const referenceParamsSchema = z.object({
  id: z.string().describe("The research entry's reference id"),
});
export const eventParamsSchema = z.object({ id: z.string().describe("The life event's id") });
export const eventOwnerQuerySchema = z.object({ referenceId: z.string().default('') });
