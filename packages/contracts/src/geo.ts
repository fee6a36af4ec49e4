import { z } from 'zod';

export const countrySchema = z.object({ name: z.string(), isoCode: z.string() });
export type Country = z.infer<typeof countrySchema>;
export const stateSchema = countrySchema;
export type State = z.infer<typeof stateSchema>;

export const geoMessages = {
  latitude: 'Latitude must be a number between -90 and 90',
  longitude: 'Longitude must be a number between -180 and 180',
  date: 'Date must be in the format YYYY-MM-DD',
  country: 'Country must be a two-letter ISO 3166-1 code',
} as const;

// Bounds as min/max rather than a refinement, so the OpenAPI document shows them.
const coordinate = (limit: number, message: string) =>
  z.coerce.number({ error: message }).min(-limit, message).max(limit, message);

export const latitudeField = coordinate(90, geoMessages.latitude);
export const longitudeField = coordinate(180, geoMessages.longitude);
export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** 'YYYY-MM-DD' naming a day that exists (no 30 February). */
export function isRealDate(iso: string): boolean {
  if (!ISO_DATE_PATTERN.test(iso)) return false;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso;
}

/** A required 'YYYY-MM-DD' day that exists; the pattern also documents the format. */
export const isoDateField = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .regex(ISO_DATE_PATTERN, message)
    .refine(isRealDate, message);

export const timeZoneQuerySchema = z.object({
  latitude: latitudeField,
  longitude: longitudeField,
  date: isoDateField(geoMessages.date).optional(),
});
export type TimeZoneQuery = z.infer<typeof timeZoneQuerySchema>;

export const timeZoneSchema = z.object({
  zoneName: z.string(),
  /** 'UTC+05:30' style. */
  gmtOffsetName: z.string(),
});
export type TimeZone = z.infer<typeof timeZoneSchema>;

export const placeSchema = z.object({
  name: z.string(),
  state: z.string(),
  country: z.string(),
  countryCode: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  zoneName: z.string(),
});
export type Place = z.infer<typeof placeSchema>;

export const placeSearchQuerySchema = z.object({
  q: z.string().trim().max(100).default(''),
  /** ISO 3166-1 alpha-2, any case: narrows the search to one country. */
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, geoMessages.country)
    .optional(),
});
export type PlaceSearchQuery = z.infer<typeof placeSearchQuerySchema>;

/** "Delhi, Delhi, India": how a place reads in a field and a list. */
export const placeLabel = (place: Pick<Place, 'name' | 'state' | 'country'>) =>
  [place.name, place.state, place.country].filter(Boolean).join(', ');
