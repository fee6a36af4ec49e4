import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailContent } from '../src/modules/mail/layout.ts';
import { runDrawing } from '../src/modules/research/drawing.ts';
import { isoWeekOf } from '../src/modules/research/week.ts';
import { call, startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const birth = {
  birthDate: '15-08-1990',
  birthTime: '06:45',
  gender: 'FEMALE',
  birthPlace: 'Delhi, Delhi, India',
  timezone: '-1',
  latitude: 28.65195,
  longitude: 77.23149,
};
const event = {
  area: 'career',
  event: 'job',
  subEvent: 'First job',
  type: 'positive',
  date: '2012-07-01',
  description: 'Started at a bank in Mumbai',
};

async function newEntry(extra: Record<string, unknown> = {}) {
  const res = await call(t.app, 'POST', '/api/v1/birth-detail', { body: { ...birth, ...extra } });
  expect(res.status).toBe(200);
  return String(res.json.referenceId);
}

describe('birth details', () => {
  it('names every missing field at once with the spec messages', async () => {
    const res = await call(t.app, 'POST', '/api/v1/birth-detail', { body: {} });
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual({
      birthDate: 'Please enter birth date',
      birthTime: 'Please enter birth time',
      gender: 'Please select gender',
      birthPlace: 'Please enter birth place',
      timezone: 'Please select timezone',
    });
    const blanks = await call(t.app, 'POST', '/api/v1/birth-detail', {
      body: { ...birth, birthDate: '', birthTime: ' ', birthPlace: '', timezone: '+05:31' },
    });
    expect(blanks.json.errors).toEqual({
      birthDate: 'Please enter birth date',
      birthTime: 'Please enter birth time',
      birthPlace: 'Please enter birth place',
      timezone: 'Please select timezone',
    });
  });

  it('checks the d-m-y date and 24-hour time formats', async () => {
    const res = await call(t.app, 'POST', '/api/v1/birth-detail', {
      body: { ...birth, birthDate: '1990-08-15', birthTime: '6:45 PM' },
    });
    expect(res.json.errors).toEqual({
      birthDate: 'Please enter the birth date as dd-mm-yyyy',
      birthTime: 'Please enter the birth time as HH:mm (24 hour)',
    });
    const impossible = await call(t.app, 'POST', '/api/v1/birth-detail', {
      body: { ...birth, birthDate: '31-02-1990' },
    });
    expect(impossible.status).toBe(400);
    // Seconds may be given too.
    const withSeconds = await call(t.app, 'POST', '/api/v1/birth-detail', {
      body: { ...birth, birthTime: '06:45:30' },
    });
    expect(withSeconds.status).toBe(200);
  });

  it('takes the e-mail as optional but checks its format', async () => {
    const bad = await call(t.app, 'POST', '/api/v1/birth-detail', {
      body: { ...birth, email: 'not-an-email' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({
      code: 'INVALID_REQUEST',
      message: 'Enter valid email',
      errors: { email: 'Enter valid email' },
    });
    for (const email of [undefined, '', 'asha@example.com']) {
      const ok = await call(t.app, 'POST', '/api/v1/birth-detail', { body: { ...birth, email } });
      expect(ok.status).toBe(200);
      expect(ok.json.message).toBe(
        'Your birth details are saved. Now add the events of your life.',
      );
      expect(ok.json.referenceId).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
    }
  });
});

describe('life events', () => {
  it('adds, lists in date order, edits and deletes events under a reference id', async () => {
    const ref = await newEntry();
    const later = await call(t.app, 'POST', '/api/v1/event', {
      body: { referenceId: ref, ...event },
    });
    expect(later.status).toBe(201);
    expect(later.json).toMatchObject({ referenceId: ref, ...event, eventId: expect.any(String) });
    const earlier = await call(t.app, 'POST', '/api/v1/event', {
      body: {
        referenceId: ref,
        area: 'health',
        event: 'habbit',
        type: 'negative',
        date: '2005-01-10',
      },
    });
    expect(earlier.status).toBe(201);

    const list = await call(t.app, 'GET', `/api/v1/event/${ref}`);
    expect(list.json.birthDate).toBe('1990-08-15');
    expect((list.json.events as { event: string }[]).map((e) => e.event)).toEqual([
      'habbit',
      'job',
    ]);

    const id = String(earlier.json.eventId);
    const edited = await call(t.app, 'PUT', `/api/v1/event/${id}?referenceId=${ref}`, {
      body: {
        area: 'health',
        event: 'habbit',
        subEvent: 'Quit a habit',
        type: 'positive',
        date: '2015-03-01',
        description: 'Quit smoking',
      },
    });
    expect(edited.status).toBe(200);
    expect(edited.json).toMatchObject({
      eventId: id,
      type: 'positive',
      date: '2015-03-01',
      description: 'Quit smoking',
    });
    const reordered = await call(t.app, 'GET', `/api/v1/event/${ref}`);
    expect((reordered.json.events as { event: string }[]).map((e) => e.event)).toEqual([
      'job',
      'habbit',
    ]);

    const removed = await call(t.app, 'DELETE', `/api/v1/event/${id}?referenceId=${ref}`);
    expect(removed.status).toBe(200);
    expect((await call(t.app, 'GET', `/api/v1/event/${ref}`)).json.events).toHaveLength(1);
  });

  it('requires a date, keeps it between birth and today, and caps the description at 300', async () => {
    const ref = await newEntry();
    const noDate = await call(t.app, 'POST', '/api/v1/event', {
      body: { referenceId: ref, ...event, date: '' },
    });
    expect(noDate.status).toBe(400);
    expect(noDate.json.errors).toEqual({ date: 'Please choose a date' });
    const missing = await call(t.app, 'POST', '/api/v1/event', {
      body: { referenceId: ref, ...event, date: undefined },
    });
    expect(missing.json.message).toBe('Please choose a date');

    const future = await call(t.app, 'POST', '/api/v1/event', {
      body: { referenceId: ref, ...event, date: `${new Date().getUTCFullYear() + 1}-01-01` },
    });
    expect(future.json.errors).toEqual({ date: 'The date cannot be in the future' });
    const beforeBirth = await call(t.app, 'POST', '/api/v1/event', {
      body: { referenceId: ref, ...event, date: '1990-08-14' },
    });
    expect(beforeBirth.json.errors).toEqual({ date: 'The date cannot be before your birth' });

    const long = await call(t.app, 'POST', '/api/v1/event', {
      body: { referenceId: ref, ...event, description: 'x'.repeat(301) },
    });
    expect(long.status).toBe(400);
    expect(long.json.errors).toEqual({ description: 'At most 300 characters are allowed' });
    const exact = await call(t.app, 'POST', '/api/v1/event', {
      body: { referenceId: ref, ...event, description: 'x'.repeat(300) },
    });
    expect(exact.status).toBe(201);
  });

  it('refuses a category from another area and a sub-event from another list', async () => {
    const ref = await newEntry();
    const wrongArea = await call(t.app, 'POST', '/api/v1/event', {
      body: { referenceId: ref, ...event, area: 'health' },
    });
    expect(wrongArea.json.errors).toEqual({ event: 'Please choose what happened' });
    const wrongSub = await call(t.app, 'POST', '/api/v1/event', {
      body: { referenceId: ref, ...event, subEvent: 'Divorce' },
    });
    expect(wrongSub.json.errors).toEqual({ subEvent: 'Please choose one of the listed events' });
  });

  it('answers 404 for unknown reference ids and for events under another reference id', async () => {
    const mine = await newEntry();
    const theirs = await newEntry();
    const theirEvent = await call(t.app, 'POST', '/api/v1/event', {
      body: { referenceId: theirs, ...event },
    });
    const theirId = String(theirEvent.json.eventId);
    const unknown = crypto.randomUUID();

    for (const ref of [unknown, 'not-a-uuid']) {
      expect((await call(t.app, 'GET', `/api/v1/event/${ref}`)).status).toBe(404);
      expect(
        (await call(t.app, 'POST', '/api/v1/event', { body: { referenceId: ref, ...event } }))
          .status,
      ).toBe(404);
    }
    const put = await call(t.app, 'PUT', `/api/v1/event/${theirId}?referenceId=${mine}`, {
      body: event,
    });
    expect(put.status).toBe(404);
    const del = await call(t.app, 'DELETE', `/api/v1/event/${theirId}?referenceId=${mine}`);
    expect(del.status).toBe(404);
    expect((await call(t.app, 'DELETE', `/api/v1/event/${theirId}`)).status).toBe(404);
    const still = await call(t.app, 'GET', `/api/v1/event/${theirs}`);
    expect(still.json.events).toMatchObject([{ eventId: theirId, description: event.description }]);
  });
});

describe('weekly drawing', () => {
  it('draws one winner per past week, once, even when runs overlap, and e-mails only the winner', async () => {
    const sent: { to: string; mail: MailContent }[] = [];
    const mailer = { send: async (to: string, mail: MailContent) => void sent.push({ to, mail }) };
    const lastWeek = isoWeekOf(new Date(Date.now() - 7 * 86_400_000));

    const winnerRef = await newEntry({ email: 'winner@example.com' });
    await call(t.app, 'POST', '/api/v1/event', { body: { referenceId: winnerRef, ...event } });
    await newEntry({ email: 'no-events@example.com' }); // no event: not entered
    const noEmail = await newEntry(); // no e-mail: not entered
    await call(t.app, 'POST', '/api/v1/event', { body: { referenceId: noEmail, ...event } });
    await t.db.updateTable('birth_details').set({ drawing_week: lastWeek }).execute();

    const current = await newEntry({ email: 'this-week@example.com' }); // this week: not yet drawn
    await call(t.app, 'POST', '/api/v1/event', { body: { referenceId: current, ...event } });

    const deps = { db: t.db, mailer, publicUrl: 'https://kusp.example' };
    const runs = await Promise.all([runDrawing(deps), runDrawing(deps), runDrawing(deps)]);
    expect(runs.flat()).toEqual([
      { week: lastWeek, referenceId: winnerRef, email: 'winner@example.com', entries: 1 },
    ]);
    expect(await runDrawing(deps)).toEqual([]);

    const rows = await t.db.selectFrom('drawing_winners').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      week: lastWeek,
      email: 'winner@example.com',
      notified_at: expect.any(Date),
    });
    expect(sent.map((s) => s.to)).toEqual(['winner@example.com']);
    expect(sent[0]!.mail.subject).toBe('You won a free 1-hour consultation with Kusp');
    expect(sent[0]!.mail.text).toContain(`https://kusp.example/timeline/${winnerRef}`);

    // The current week is drawn once it is over.
    const nextWeek = new Date(Date.now() + 7 * 86_400_000);
    const next = await runDrawing({ ...deps, now: nextWeek });
    expect(next).toEqual([expect.objectContaining({ referenceId: current, entries: 1 })]);
  });

  it('writes to the winner in the language their entry was made in', async () => {
    await t.db.deleteFrom('drawing_winners').execute();
    await t.db.deleteFrom('birth_details').execute();
    const res = await call(t.app, 'POST', '/api/v1/birth-detail', {
      body: { ...birth, email: 'vijeta@example.com' },
      headers: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' },
    });
    const ref = String(res.json.referenceId);
    await call(t.app, 'POST', '/api/v1/event', { body: { referenceId: ref, ...event } });
    const lastWeek = isoWeekOf(new Date(Date.now() - 7 * 86_400_000));
    await t.db.updateTable('birth_details').set({ drawing_week: lastWeek }).execute();

    const sent: MailContent[] = [];
    await runDrawing({
      db: t.db,
      mailer: { send: async (_to, mail) => void sent.push(mail) },
      publicUrl: 'https://kusp.example',
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe('आपने Kusp के साथ एक घंटे का निःशुल्क परामर्श जीता है');
    expect(sent[0]!.text).toMatch(
      /^बधाई हो!\n\n\d\d-\d\d-\d{4} से शुरू हुए सप्ताह के Kusp ज्योतिष शोध ड्रॉ में 1 प्रविष्टि में से/,
    );
    expect(sent[0]!.text).toContain(`https://kusp.example/timeline/${ref}`);
    expect(sent[0]!.html).toContain('<html lang="hi">');
  });

  it('keeps a winner whose e-mail failed and sends it on the next run', async () => {
    await t.db.deleteFrom('drawing_winners').execute();
    await t.db.deleteFrom('birth_details').execute();
    const ref = await newEntry({ email: 'retry@example.com' });
    await call(t.app, 'POST', '/api/v1/event', { body: { referenceId: ref, ...event } });
    const twoWeeksAgo = isoWeekOf(new Date(Date.now() - 14 * 86_400_000));
    await t.db.updateTable('birth_details').set({ drawing_week: twoWeeksAgo }).execute();

    const failing = { send: async () => Promise.reject(new Error('SMTP down')) };
    const deps = { db: t.db, publicUrl: 'https://kusp.example' };
    await expect(runDrawing({ ...deps, mailer: failing })).rejects.toThrow('SMTP down');
    const sent: string[] = [];
    expect(
      await runDrawing({ ...deps, mailer: { send: async (to) => void sent.push(to) } }),
    ).toEqual([]);
    expect(sent).toEqual(['retry@example.com']);
    const rows = await t.db.selectFrom('drawing_winners').select(['week', 'notified_at']).execute();
    expect(rows).toEqual([{ week: twoWeeksAgo, notified_at: expect.any(Date) }]);
  });
});
