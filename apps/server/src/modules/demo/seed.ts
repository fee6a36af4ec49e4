import type { Db } from '../../db/database.ts';
import { serverRoles, type ConsultingLanguage } from '@kusp/contracts';
import { hashPassword } from '../accounts/passwords.ts';

/** Credentials the README lists. */
export const demoPassword = 'Kusp#2026';
export const demoCustomer = { loginId: 'demo.customer', email: 'customer@kusp.example' };
export const demoAstrologer = { loginId: 'demo.astrologer', email: 'astrologer@kusp.example' };
export const demoOperator = { loginId: 'demo.admin', email: 'admin@kusp.example' };

const astrologers: ReadonlyArray<{
  first: string;
  last: string;
  rate: number;
  years: string;
  area: string;
  short: string;
  /** In contracts' `consultingLanguages` order, as the profile form saves them. */
  languages: ConsultingLanguage[];
}> = [
  {
    first: 'Ananya',
    last: 'Sharma',
    rate: 500,
    years: '10+',
    area: 'Marriage and relationships',
    short: 'Vedic astrologer focusing on marriage timing and compatibility.',
    languages: ['hi', 'en'],
  },
  {
    first: 'Ravi',
    last: 'Menon',
    rate: 350,
    years: '5-10',
    area: 'Career',
    short: 'Career and business guidance from dasa and transits.',
    languages: ['en', 'ml'],
  },
  {
    first: 'Lakshmi',
    last: 'Narayanan',
    rate: 0,
    years: '2-5',
    area: 'Health',
    short: 'Health tendencies in the chart, read with care.',
    languages: ['en', 'ta'],
  },
  {
    first: 'Arjun',
    last: 'Iyer',
    rate: 750,
    years: '10+',
    area: 'Finance',
    short: 'Wealth yogas, investments and timing of gains.',
    languages: ['en', 'ta', 'sa'],
  },
  {
    first: 'Priya',
    last: "D'Souza",
    rate: 200,
    years: '0-2',
    area: 'Education',
    short: 'Studies, exams and choosing a field.',
    languages: ['hi', 'en', 'mr'],
  },
  {
    first: 'Vikram',
    last: 'Rao',
    rate: 1000,
    years: '10+',
    area: 'Muhurta',
    short: 'Electional astrology: auspicious dates for life events.',
    languages: ['en', 'te', 'kn'],
  },
];

function longExperience(first: string, area: string, years: string): string {
  return `${first} has practised Parashari astrology for ${years} years, with a focus on ${area.toLowerCase()}. Readings combine the birth chart, divisional charts and the running Vimshottari periods.`.slice(
    0,
    250,
  );
}

/** Fills an empty database with astrologers to browse and two accounts to try the product with. */
export async function seedDemoData(db: Db): Promise<boolean> {
  const existing = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  const passwordHash = await hashPassword(demoPassword);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('users')
      .values({
        login_id: demoCustomer.loginId,
        email: demoCustomer.email,
        first_name: 'Demo',
        last_name: 'Customer',
        password_hash: passwordHash,
        role: serverRoles.customer,
      })
      .execute();
    await trx
      .insertInto('users')
      .values({
        login_id: demoOperator.loginId,
        email: demoOperator.email,
        first_name: 'Demo',
        last_name: 'Operator',
        password_hash: passwordHash,
        role: serverRoles.operator,
      })
      .execute();
    const people = [
      {
        first: 'Demo',
        last: 'Astrologer',
        rate: 500,
        years: '5-10',
        area: 'General readings',
        short: 'Vedic astrologer for everyday questions: career, family, travel and timing.',
        languages: ['hi', 'en'] satisfies ConsultingLanguage[],
        ...demoAstrologer,
      },
      ...astrologers.map((a, i) => ({
        ...a,
        loginId: `astrologer${i + 1}`,
        email: `astrologer${i + 1}@kusp.example`,
      })),
    ];
    for (const person of people) {
      const user = await trx
        .insertInto('users')
        .values({
          login_id: person.loginId,
          email: person.email,
          first_name: person.first,
          last_name: person.last,
          phone_number: '9876543210',
          country_code: '+91',
          password_hash: passwordHash,
          role: serverRoles.astrologer,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('astrologer_profiles')
        .values({
          user_id: user.id,
          short_experience: person.short,
          long_experience: longExperience(person.first, person.area, person.years),
          years_of_experience: person.years,
          expertise_area: person.area,
          rate: person.rate,
          // AWAY until they sign in: availability follows the live channel (docs/chat.md).
          availability_status: 'AWAY',
          languages: person.languages,
          review_status: 'APPROVED',
          reviewed_at: new Date(),
        })
        .execute();
    }
  });
  return true;
}
