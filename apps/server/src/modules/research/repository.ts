import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { BirthDetailsTable, LifeEventsTable } from './tables.ts';

export function insertBirthDetail(db: Db, values: Insertable<BirthDetailsTable>) {
  return db.insertInto('birth_details').values(values).execute();
}

// PGlite hands DATE columns back as JS Dates (pg is set to text): read them as 'YYYY-MM-DD' text.
const isoDate = (column: 'date' | 'birth_date') => sql<string>`${sql.ref(column)}::text`.as(column);

export function findBirthDetail(db: Db, referenceId: string) {
  return db
    .selectFrom('birth_details')
    .select(['reference_id', isoDate('birth_date')])
    .where('reference_id', '=', referenceId)
    .executeTakeFirst();
}

const eventColumns = [
  'id',
  'reference_id',
  'area',
  'event',
  'sub_event',
  'type',
  isoDate('date'),
  'description',
] as const;

export function listEvents(db: Db, referenceId: string) {
  return db
    .selectFrom('life_events')
    .select(eventColumns)
    .where('reference_id', '=', referenceId)
    .orderBy('date')
    .orderBy('created_at')
    .execute();
}

export function insertEvent(db: Db, values: Insertable<LifeEventsTable>) {
  return db
    .insertInto('life_events')
    .values(values)
    .returning(eventColumns)
    .executeTakeFirstOrThrow();
}

/** Changes an event only under its own reference id; undefined when there is no such pair. */
export function updateEvent(
  db: Db,
  eventId: string,
  referenceId: string,
  values: Updateable<LifeEventsTable>,
) {
  return db
    .updateTable('life_events')
    .set(values)
    .where('id', '=', eventId)
    .where('reference_id', '=', referenceId)
    .returning(eventColumns)
    .executeTakeFirst();
}

export function deleteEvent(db: Db, eventId: string, referenceId: string) {
  return db
    .deleteFrom('life_events')
    .where('id', '=', eventId)
    .where('reference_id', '=', referenceId)
    .returning('id')
    .executeTakeFirst();
}

export type EventRow = Awaited<ReturnType<typeof listEvents>>[number];
