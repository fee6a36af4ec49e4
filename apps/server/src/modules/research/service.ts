import { randomUUID } from 'node:crypto';
import {
  birthDateToIso,
  researchMessages,
  type BirthDetailRequest,
  type BirthDetailResponse,
  type EventList,
  type EventValues,
  type Language,
  type LifeEvent,
} from '@kusp/contracts';
import type { Db } from '../../db/database.ts';
import { fieldError, notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/ids.ts';
import * as repo from './repository.ts';
import { isoWeekOf } from './week.ts';

/**
 * Saves birth details under a fresh random key (122 random bits): the only way back to them, with
 * the `language` they were given in, for the drawing's mail.
 */
export async function saveBirthDetail(
  db: Db,
  body: BirthDetailRequest,
  language: Language,
  now = new Date(),
): Promise<BirthDetailResponse> {
  const referenceId = randomUUID();
  await repo.insertBirthDetail(db, {
    reference_id: referenceId,
    birth_date: birthDateToIso(body.birthDate)!,
    birth_time: body.birthTime,
    gender: body.gender,
    birth_place: body.birthPlace,
    timezone: body.timezone,
    email: body.email || null,
    latitude: body.latitude ?? null,
    longitude: body.longitude ?? null,
    drawing_week: isoWeekOf(now),
    language,
  });
  return { message: researchMessages.saved, referenceId };
}

/** The entry behind a reference id; any unknown or malformed id is simply not found. */
async function requireEntry(db: Db, referenceId: string) {
  const entry = isUuid(referenceId) ? await repo.findBirthDetail(db, referenceId) : undefined;
  if (!entry) throw notFound();
  return entry;
}

function toEvent(row: repo.EventRow): LifeEvent {
  return {
    eventId: row.id,
    referenceId: row.reference_id,
    area: row.area,
    event: row.event,
    subEvent: row.sub_event,
    type: row.type,
    date: row.date,
    description: row.description,
  };
}

function toColumns(input: EventValues) {
  return {
    area: input.area,
    event: input.event,
    sub_event: input.subEvent,
    type: input.type,
    date: input.date,
    description: input.description,
  };
}

function refuseBeforeBirth(birthDate: string, date: string) {
  if (date < birthDate) throw fieldError({ date: researchMessages.eventBeforeBirth });
}

export async function listEventsOf(db: Db, referenceId: string): Promise<EventList> {
  const entry = await requireEntry(db, referenceId);
  const rows = await repo.listEvents(db, entry.reference_id);
  return {
    referenceId: entry.reference_id,
    birthDate: entry.birth_date,
    events: rows.map(toEvent),
  };
}

export async function createEvent(
  db: Db,
  referenceId: string,
  input: EventValues,
): Promise<LifeEvent> {
  const entry = await requireEntry(db, referenceId);
  refuseBeforeBirth(entry.birth_date, input.date);
  return toEvent(
    await repo.insertEvent(db, { reference_id: entry.reference_id, ...toColumns(input) }),
  );
}

export async function updateEvent(
  db: Db,
  eventId: string,
  referenceId: string,
  input: EventValues,
): Promise<LifeEvent> {
  const entry = await requireEntry(db, referenceId);
  if (!isUuid(eventId)) throw notFound();
  refuseBeforeBirth(entry.birth_date, input.date);
  const row = await repo.updateEvent(db, eventId, entry.reference_id, {
    ...toColumns(input),
    updated_at: new Date(),
  });
  if (!row) throw notFound();
  return toEvent(row);
}

export async function deleteEvent(db: Db, eventId: string, referenceId: string) {
  const entry = await requireEntry(db, referenceId);
  if (!isUuid(eventId) || !(await repo.deleteEvent(db, eventId, entry.reference_id))) {
    throw notFound();
  }
  return { message: researchMessages.eventDeleted };
}
