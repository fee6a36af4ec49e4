import { sql, type Kysely } from 'kysely';

// The languages an astrologer consults in (issue 47, docs/astrologers.md), ISO 639-1 codes from
// contracts' `consultingLanguages`: at least one, each from that list (a language added to the list
// needs a migration that widens this check). Kusp was in English only until now, so English is
// the one language every astrologer so far is known to consult in; they add theirs on the profile.
// A new sign-up starts with the language it was made in (accounts/service.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  // eslint-disable-next-line no-restricted-syntax -- 'or' is Odia's code in the list, not SQL's or
  await sql`alter table astrologer_profiles add column languages text[] not null default '{en}'
    check (cardinality(languages) between 1 and 17 and languages <@ array[
      'hi', 'en', 'bn', 'mr', 'te', 'ta', 'gu', 'ur', 'kn', 'or', 'ml', 'pa', 'as', 'ne', 'sd',
      'ks', 'sa'
    ]::text[])`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table astrologer_profiles drop column languages`.execute(db);
}
