import { z } from 'zod';
import {
  genders,
  messages,
  placeLabel,
  requiredText,
  type BirthDetails,
  type Place,
} from '@kusp/contracts';

/** One person's birth details as the tools' forms hold them. */
export const personSchema = z.object({
  name: requiredText(messages.name.firstRequired).max(120),
  gender: z.enum(genders, { error: messages.birth.gender }),
  date: requiredText(messages.birth.birthDate),
  time: requiredText(messages.birth.birthTime),
  place: z.custom<Place | null>().refine((place) => place !== null, messages.horoscope.place),
});
export type PersonValues = z.input<typeof personSchema>;

export const emptyPerson: PersonValues = {
  name: '',
  gender: undefined as unknown as PersonValues['gender'],
  date: '',
  time: '',
  place: null,
};

/** Form values -> the API's birth: the place's coordinates and its IANA zone. */
export function toBirth(values: PersonValues): BirthDetails {
  const place = values.place!;
  return {
    name: values.name.trim(),
    gender: values.gender,
    date: values.date,
    time: values.time,
    latitude: place.latitude,
    longitude: place.longitude,
    timezone: place.zoneName,
    place: placeLabel(place),
  };
}

/** The API's field names -> the form's ('boy.latitude' -> 'boy.place', 'boyHoroscopeId' -> 'boySaved'). */
export const formFieldOf = (field: string) =>
  field
    .replace(/(^|\.)(latitude|longitude|timezone)$/, '$1place')
    .replace(/^(boy|girl)HoroscopeId$/, '$1Saved');
