import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import { formatDate, locales, type Language } from '@kusp/contracts';
import type { Db } from '../../db/database.ts';
import { brandedMail, escapeHtml, mailTexts } from '../mail/layout.ts';
import type { Mailer } from '../mail/mailer.ts';
import { isoWeekOf, weekStart } from './week.ts';

export interface DrawingDeps {
  db: Db;
  mailer: Mailer;
  /** The site's address, for the winner's link to their timeline. */
  publicUrl: string;
  now?: Date;
}

export interface Winner {
  week: string;
  referenceId: string;
  email: string;
  entries: number;
}

// Any fixed number: every instance takes the same transaction-scoped lock before drawing.
const DRAWING_LOCK = 5_300_030;

/** Entries of a week: birth details given that week with an e-mail and at least one life event. */
function entriesOf(db: Db, week: string) {
  return db
    .selectFrom('birth_details as b')
    .select(['b.reference_id', 'b.email'])
    .where('b.drawing_week', '=', week)
    .where('b.email', 'is not', null)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('life_events as e')
          .select('e.id')
          .whereRef('e.reference_id', '=', 'b.reference_id'),
      ),
    )
    .orderBy('b.reference_id')
    .execute();
}

/** Past weeks that have entries but no winner yet. */
async function weeksToDraw(db: Db, currentWeek: string): Promise<string[]> {
  const rows = await db
    .selectFrom('birth_details as b')
    .select('b.drawing_week')
    .distinct()
    .where('b.drawing_week', '<', currentWeek)
    .where('b.email', 'is not', null)
    .where(({ and, exists, not, selectFrom }) =>
      and([
        exists(
          selectFrom('life_events as e')
            .select('e.id')
            .whereRef('e.reference_id', '=', 'b.reference_id'),
        ),
        not(
          exists(
            selectFrom('drawing_winners as w')
              .select('w.week')
              .whereRef('w.week', '=', 'b.drawing_week'),
          ),
        ),
      ]),
    )
    .orderBy('b.drawing_week')
    .execute();
  return rows.map((r) => r.drawing_week);
}

/**
 * Draws one week's winner at most once: the advisory lock makes concurrent runs (other instances,
 * a manual `npm run drawing`) wait their turn, the re-check inside it sees a winner already drawn,
 * and the week's primary key refuses a second row should anything slip through.
 */
async function drawWeek(db: Db, week: string): Promise<Winner | undefined> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${DRAWING_LOCK})`.execute(trx);
    const drawn = await trx
      .selectFrom('drawing_winners')
      .select('week')
      .where('week', '=', week)
      .executeTakeFirst();
    if (drawn) return undefined;
    const entries = await entriesOf(trx, week);
    const pick = entries.length ? entries[randomInt(entries.length)] : undefined;
    if (!pick?.email) return undefined;
    const row = await trx
      .insertInto('drawing_winners')
      .values({
        week,
        reference_id: pick.reference_id,
        email: pick.email,
        entries: entries.length,
        notified_at: null,
      })
      .onConflict((oc) => oc.column('week').doNothing())
      .returning(['week', 'reference_id', 'email', 'entries'])
      .executeTakeFirst();
    return (
      row && {
        week: row.week,
        referenceId: row.reference_id,
        email: row.email,
        entries: row.entries,
      }
    );
  });
}

/** The winner's mail, in the language their entry was made in (an entrant has no account). */
export function winnerMail(winner: Winner, publicUrl: string, language: Language) {
  const t = mailTexts(language);
  // The drawing's weeks are counted in UTC, so its Monday is named in UTC.
  const monday = formatDate(weekStart(winner.week), 'UTC', locales[language]);
  const timeline = `${publicUrl}/timeline/${winner.referenceId}`;
  const lines = [
    t('mail:drawing.congratulations'),
    t('mail:drawing.drawn', { monday, count: winner.entries }),
    t('mail:drawing.reply'),
  ];
  const html = `${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}<p><a href="${escapeHtml(timeline)}">${escapeHtml(timeline)}</a></p>`;
  return brandedMail(
    t('mail:drawing.subject'),
    html,
    `${lines.join('\n\n')}\n${timeline}`,
    language,
  );
}

/** Sends each winner's e-mail once: a run claims it first, and gives it back when sending fails. */
async function notifyWinners(db: Db, mailer: Mailer, publicUrl: string): Promise<void> {
  const pending = await db
    .selectFrom('drawing_winners as w')
    .innerJoin('birth_details as b', 'b.reference_id', 'w.reference_id')
    .select(['w.week', 'b.language'])
    .where('w.notified_at', 'is', null)
    .orderBy('w.week')
    .execute();
  for (const { week, language } of pending) {
    const claimed = await db
      .updateTable('drawing_winners')
      .set({ notified_at: new Date() })
      .where('week', '=', week)
      .where('notified_at', 'is', null)
      .returning(['week', 'reference_id', 'email', 'entries'])
      .executeTakeFirst();
    if (!claimed) continue;
    const winner = {
      week,
      referenceId: claimed.reference_id,
      email: claimed.email,
      entries: claimed.entries,
    };
    try {
      await mailer.send(winner.email, winnerMail(winner, publicUrl, language));
    } catch (error) {
      await db
        .updateTable('drawing_winners')
        .set({ notified_at: null })
        .where('week', '=', week)
        .execute();
      throw error;
    }
  }
}

/** Draws every past week still without a winner, then e-mails the winners; returns the new ones. */
export async function runDrawing({
  db,
  mailer,
  publicUrl,
  now = new Date(),
}: DrawingDeps): Promise<Winner[]> {
  const winners: Winner[] = [];
  for (const week of await weeksToDraw(db, isoWeekOf(now))) {
    const winner = await drawWeek(db, week);
    if (winner) winners.push(winner);
  }
  await notifyWinners(db, mailer, publicUrl);
  return winners;
}
