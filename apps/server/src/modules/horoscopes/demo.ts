import type { ExternalCustomerRequest, SelfProfileRequest } from '@kusp/contracts';
import type { Db } from '../../db/database.ts';
import { demoAstrologer, demoCustomer } from '../demo/seed.ts';
import { profileColumns } from './birth-data.ts';

/** The demo customer's own birth: no demo client shares it. */
const demoCustomerBirth: SelfProfileRequest = {
  name: 'Demo Customer',
  gender: 'FEMALE',
  birthDate: '15/05/1990',
  birthTime: '10:30:00',
  birthPlace: 'New Delhi, Delhi, India',
  latitude: '28.6139',
  latitudeDirection: 'N',
  longitude: '77.2090',
  longitudeDirection: 'E',
  timeZone: '-1',
};

/** The demo astrologer's clients: three different people, none with the astrologer's phone. */
export const demoBirths: ExternalCustomerRequest[] = [
  {
    name: 'Meera Kapoor',
    gender: 'FEMALE',
    birthDate: '08/08/1988',
    birthTime: '14:20:00',
    birthPlace: 'Jaipur, Rajasthan, India',
    latitude: '26.9124',
    latitudeDirection: 'N',
    longitude: '75.7873',
    longitudeDirection: 'E',
    timeZone: '-1',
    countryCode: '+91',
    phone: '9829012345',
  },
  {
    name: 'Arun Pillai',
    gender: 'MALE',
    birthDate: '02/11/1984',
    birthTime: '06:15:00',
    birthPlace: 'Kochi, Kerala, India',
    latitude: '9.9312',
    latitudeDirection: 'N',
    longitude: '76.2673',
    longitudeDirection: 'E',
    timeZone: '+05:30',
    countryCode: '+91',
    phone: '9446012345',
  },
  {
    name: 'Priya Nair',
    gender: 'FEMALE',
    birthDate: '21/03/1995',
    birthTime: '23:05:00',
    birthPlace: 'New York City, New York, United States',
    latitude: '40.7128',
    latitudeDirection: 'N',
    longitude: '74.0060',
    longitudeDirection: 'W',
    timeZone: '-1',
    countryCode: '+1',
    phone: '2125550147',
  },
];

/**
 * Demo data (SEED_DEMO): external customers for the demo astrologer and the demo customer's own
 * profile, added once, only while each account has none.
 */
export async function seedHoroscopeDemo(db: Db): Promise<void> {
  const accounts = await db
    .selectFrom('users')
    .select(['id', 'login_id'])
    .where('login_id', 'in', [demoAstrologer.loginId, demoCustomer.loginId])
    .execute();
  const idOf = (loginId: string) => accounts.find((a) => a.login_id === loginId)?.id;
  const plan = [
    { owner: idOf(demoAstrologer.loginId), type: 'EXTERNAL_CUSTOMER' as const, births: demoBirths },
    {
      owner: idOf(demoCustomer.loginId),
      type: 'SELF' as const,
      births: [demoCustomerBirth],
    },
  ];
  for (const { owner, type, births } of plan) {
    if (!owner) continue;
    const existing = await db
      .selectFrom('horoscope_profiles')
      .select('id')
      .where('user_id', '=', owner)
      .where('horo_type', '=', type)
      .executeTakeFirst();
    if (existing) continue;
    await db
      .insertInto('horoscope_profiles')
      .values(
        births.map((birth) => ({ ...profileColumns(birth), user_id: owner, horo_type: type })),
      )
      .execute();
  }
}
