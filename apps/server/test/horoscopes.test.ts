import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverRoles } from '@kusp/contracts';
import { demoAstrologer, demoCustomer } from '../src/modules/demo/seed.ts';
import { seedHoroscopeDemo } from '../src/modules/horoscopes/demo.ts';
import { createAccount } from './support/accounts.ts';
import { birth } from './support/money.ts';
import { call, startTestApp, type TestApp } from './support/test-app.ts';

type Account = Awaited<ReturnType<typeof createAccount>>;

let smtp: SMTPServer;
let t: TestApp;
const received: string[] = [];
let arrived: (() => void) | undefined;
let astrologerA: Account;
let astrologerB: Account;
let customer: Account;
let otherCustomer: Account;

/** Born 15/05/1990 at 10:30 in New Delhi. */
const delhiBirth = { ...birth, name: 'Meera Kapoor', countryCode: '91', phone: '9876543210' };

const addCustomer = (token: string, body: Record<string, unknown> = delhiBirth) =>
  call(t.app, 'POST', '/api/v3/horoscope/add', { token, body });

/** Undoes quoted-printable, as a mail client would before showing the HTML part. */
const unquote = (raw: string) =>
  Buffer.from(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

beforeAll(async () => {
  smtp = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks).toString('utf8'));
        arrived?.();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await startTestApp({ smtpUrl: `smtp://127.0.0.1:${port}` });
  astrologerA = await createAccount(t.app, t.db, 'astrologer', { firstName: 'Ananya' });
  astrologerB = await createAccount(t.app, t.db, 'astrologer', { firstName: 'Ravi' });
  customer = await createAccount(t.app, t.db, 'customer', { firstName: 'Asha' });
  otherCustomer = await createAccount(t.app, t.db, 'customer', { firstName: 'Bela' });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
});

describe('external customers of an astrologer', () => {
  it('adds a customer, keeping the dial code with a plus and the coordinates exactly', async () => {
    const res = await addCustomer(astrologerA.token);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      name: 'Meera Kapoor',
      countryCode: '+91',
      phone: '9876543210',
      birthDate: '15/05/1990',
      birthTime: '10:30:00',
      latitude: '28.6139',
      latitudeDirection: 'N',
      longitude: '77.2090',
      longitudeDirection: 'E',
      timeZone: '+05:30',
      horoType: 'EXTERNAL_CUSTOMER',
      userId: astrologerA.id,
    });

    const south = await addCustomer(astrologerA.token, {
      ...delhiBirth,
      birthPlace: 'Buenos Aires, Argentina',
      latitude: '34.6037',
      latitudeDirection: 'S',
      longitude: '58.3816',
      longitudeDirection: 'W',
      timeZone: '-03:00',
      countryCode: '+54',
    });
    expect(south.json).toMatchObject({
      latitude: '34.6037',
      latitudeDirection: 'S',
      longitude: '58.3816',
      longitudeDirection: 'W',
      countryCode: '+54',
    });
    const row = await t.db
      .selectFrom('horoscope_profiles')
      .select(['latitude', 'longitude'])
      .where('id', '=', String(south.json.horoscopeId))
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ latitude: '-34.6037', longitude: '-58.3816' });
  });

  it("answers the form's rules with the spec's texts", async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ phone: undefined }, 'phone', 'Please select phone number'],
      [{ timeZone: '+05:00x' }, 'timeZone', 'Please choose timezone'],
      [{ latitude: undefined }, 'latitude', 'Please choose a place'],
      [{ longitude: '181' }, 'longitude', 'Please choose a place'],
      [{ birthDate: '31/02/1990' }, 'birthDate', 'Please enter birth date'],
      [{ birthTime: '25:00:00' }, 'birthTime', 'Please enter birth time'],
      [{ birthTime: '7:45' }, 'birthTime', 'Please enter birth time'],
      [{ birthTime: '07:45:6' }, 'birthTime', 'Please enter birth time'],
      [{ gender: 'X' }, 'gender', 'Please select gender'],
      [{ name: '  ' }, 'name', 'Please enter first name'],
    ];
    for (const [change, field, message] of cases) {
      const res = await addCustomer(astrologerA.token, { ...delhiBirth, ...change });
      expect(res.status, field).toBe(400);
      expect(res.json.errors?.[field as never], field).toBe(message);
    }
  });

  it('takes a birth time to the minute (HH:mm) and keeps it as HH:mm:ss', async () => {
    const added = await addCustomer(astrologerA.token, { ...delhiBirth, birthTime: '07:45' });
    expect(added.status).toBe(200);
    expect(added.json.birthTime).toBe('07:45:00');
    const edited = await call(t.app, 'PUT', `/api/v3/horoscope/${added.json.horoscopeId}/edit`, {
      token: astrologerA.token,
      body: { ...delhiBirth, birthTime: '07:46' },
    });
    expect(edited.json.birthTime).toBe('07:46:00');
    const read = await call(
      t.app,
      'GET',
      `/api/v1/horoscope/profile-by-id/${added.json.horoscopeId}`,
      {
        token: astrologerA.token,
      },
    );
    expect((read.json.horoscopeProfiles as { birthTime: string }[])[0]?.birthTime).toBe('07:46:00');
  });

  it('pages by 30 from page 0, newest first', async () => {
    const astrologer = await createAccount(t.app, t.db, 'astrologer');
    for (let i = 1; i <= 31; i++) {
      const res = await addCustomer(astrologer.token, { ...delhiBirth, name: `Customer ${i}` });
      expect(res.status).toBe(200);
    }
    const first = await call(
      t.app,
      'GET',
      '/api/v1/horoscope/customers?pageNumber=0&pageSize=30&sortBy=updatedAt',
      { token: astrologer.token },
    );
    expect(first.json).toMatchObject({ totalElements: 31, totalPages: 2, number: 0, size: 30 });
    const names = (first.json.content as Array<{ name: string }>).map((c) => c.name);
    expect(names).toHaveLength(30);
    expect(names[0]).toBe('Customer 31');
    const second = await call(t.app, 'GET', '/api/v1/horoscope/customers?pageNumber=1', {
      token: astrologer.token,
    });
    expect((second.json.content as Array<{ name: string }>).map((c) => c.name)).toEqual([
      'Customer 1',
    ]);

    // Editing one brings it to the top.
    const edited = (second.json.content as Array<{ horoscopeId: string }>)[0]!.horoscopeId;
    await call(t.app, 'PUT', `/api/v3/horoscope/${edited}/edit`, {
      token: astrologer.token,
      body: { ...delhiBirth, name: 'Customer 1 edited' },
    });
    const again = await call(t.app, 'GET', '/api/v1/horoscope/customers', {
      token: astrologer.token,
    });
    expect((again.json.content as Array<{ name: string }>)[0]?.name).toBe('Customer 1 edited');
  });

  it("casts the engine's chart, keeps it, and casts again when the birth data change", async () => {
    const added = await addCustomer(astrologerA.token);
    const id = String(added.json.horoscopeId);
    const chart = await call(t.app, 'GET', `/api/v1/horoscope/${id}`, { token: astrologerA.token });
    expect(chart.status).toBe(200);
    const ascendant = (
      chart.json.planetDetails as Record<string, { zodiacSignOccupiedByPlanet: string }>
    ).Ascendant;
    expect(ascendant?.zodiacSignOccupiedByPlanet).toBe('Cancer');
    const rasi = (
      chart.json.shadvargaDetails as Record<
        string,
        { shadVargaPlanetPositions: Record<string, string[]> }
      >
    ).RASI!.shadVargaPlanetPositions;
    expect(rasi.Cancer).toContain('Ascendant');
    const dasas = (chart.json.vimshottariDasaDetails as { dasaData: Array<{ level: number }> })
      .dasaData;
    expect(new Set(dasas.map((d) => d.level))).toEqual(new Set([1, 2, 3]));

    const keyOf = () =>
      t.db
        .selectFrom('horoscope_charts')
        .select(['input_key', 'computed_at'])
        .where('horoscope_id', '=', id)
        .executeTakeFirstOrThrow();
    const cached = await keyOf();
    await call(t.app, 'GET', `/api/v1/horoscope/${id}`, { token: astrologerA.token });
    expect(await keyOf()).toEqual(cached);

    // The place's own zone ('-1') resolves to India's +05:30: the same chart, from the cache.
    await call(t.app, 'PUT', `/api/v3/horoscope/${id}/edit`, {
      token: astrologerA.token,
      body: { ...delhiBirth, timeZone: '-1' },
    });
    await call(t.app, 'GET', `/api/v1/horoscope/${id}`, { token: astrologerA.token });
    expect(await keyOf()).toEqual(cached);

    const evening = await call(t.app, 'PUT', `/api/v3/horoscope/${id}/edit`, {
      token: astrologerA.token,
      body: { ...delhiBirth, birthTime: '22:30:00' },
    });
    expect(evening.json.birthTime).toBe('22:30:00');
    const recast = await call(t.app, 'GET', `/api/v1/horoscope/${id}`, {
      token: astrologerA.token,
    });
    expect(
      (recast.json.planetDetails as Record<string, { zodiacSignOccupiedByPlanet: string }>)
        .Ascendant?.zodiacSignOccupiedByPlanet,
    ).not.toBe('Cancer');
    expect((await keyOf()).input_key).not.toBe(cached.input_key);
  });

  it('keeps comments newest first and the profile note', async () => {
    const id = String((await addCustomer(astrologerA.token)).json.horoscopeId);
    for (const comments of ['First reading done', 'Follow up in June']) {
      const res = await call(t.app, 'POST', `/api/v3/horoscope/${id}/comment`, {
        token: astrologerA.token,
        body: { comments },
      });
      expect(res.status).toBe(200);
    }
    const list = await call(t.app, 'GET', `/api/v3/horoscope/${id}/comment`, {
      token: astrologerA.token,
    });
    expect(
      (list.json.comments as Array<{ comment: string; authorName: string }>).map((c) => c.comment),
    ).toEqual(['Follow up in June', 'First reading done']);
    expect((list.json.comments as Array<{ authorName: string }>)[0]?.authorName).toBe(
      'Ananya Astrologer',
    );
    const blank = await call(t.app, 'POST', `/api/v3/horoscope/${id}/comment`, {
      token: astrologerA.token,
      body: { comments: ' ' },
    });
    expect(blank.json).toMatchObject({ message: 'Please enter the field' });

    const note = await call(t.app, 'PUT', `/api/v1/horoscope/add-comment/${id}`, {
      token: astrologerA.token,
      body: { comments: 'Prefers calls in the evening' },
    });
    expect(note.json.comments).toBe('Prefers calls in the evening');
  });

  it("keeps the general prediction, with 'Additional Notes' added when missing", async () => {
    const id = String((await addCustomer(astrologerA.token)).json.horoscopeId);
    const url = `/api/v1/predictions/${id}?predictionTypes=GENERAL_PREDICTION`;
    const empty = await call(t.app, 'GET', url, { token: astrologerA.token });
    expect(empty.json.predictions).toEqual([
      {
        type: 'GENERAL_PREDICTION',
        content: [{ header: 'Additional Notes', description: '' }],
        updatedAt: null,
      },
    ]);

    const saved = await call(t.app, 'PUT', `/api/v1/prediction/${id}`, {
      token: astrologerA.token,
      body: {
        type: 'GENERAL_PREDICTION',
        content: [{ header: 'Career', description: 'Steady rise after 2027.' }],
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.json.content).toEqual([
      { header: 'Career', description: 'Steady rise after 2027.' },
      { header: 'Additional Notes', description: '' },
    ]);
    const read = await call(t.app, 'GET', url, { token: astrologerA.token });
    expect((read.json.predictions as Array<{ content: unknown[] }>)[0]?.content).toHaveLength(2);

    const incomplete = await call(t.app, 'PUT', `/api/v1/prediction/${id}`, {
      token: astrologerA.token,
      body: { type: 'GENERAL_PREDICTION', content: [{ header: 'Health', description: '' }] },
    });
    expect(incomplete.status).toBe(400);
    expect(incomplete.json.message).toBe('Please enter the field');
  });

  it('e-mails a readable horoscope with both charts through SMTP', async () => {
    const id = String((await addCustomer(astrologerA.token)).json.horoscopeId);
    await call(t.app, 'PUT', `/api/v1/prediction/${id}`, {
      token: astrologerA.token,
      body: {
        type: 'GENERAL_PREDICTION',
        content: [
          { header: 'Career', description: 'Steady rise.' },
          { header: 'Additional Notes', description: 'Wear white on Fridays.' },
        ],
      },
    });
    const sendTo = (email: string) =>
      call(
        t.app,
        'POST',
        `/api/v1/horoscope/send-horoscope-by-email/${id}?email=${email}&timezone=%2B05:30&dateTime=21-11-2026%2010:00:00`,
        { token: astrologerA.token },
      );
    // Mail goes only to the client's e-mail on record, which the astrologer sets on purpose.
    const none = await sendTo('meera@example.com');
    expect(none.status).toBe(400);
    expect(none.json.message).toBe(
      "This client has no e-mail yet. Please add the client's e-mail first.",
    );
    const recorded = await call(t.app, 'PUT', '/api/v1/external-customer/email', {
      token: astrologerA.token,
      body: { horoscopeId: id, email: 'meera@example.com' },
    });
    expect(recorded.status).toBe(200);
    const elsewhere = await sendTo('someone.else@example.com');
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.json.errors).toEqual({
      email:
        "Kusp mails a client only at their e-mail on record. Please change the client's e-mail first.",
    });
    expect(received).toEqual([]);

    const delivered = new Promise<void>((resolve) => (arrived = resolve));
    const res = await call(
      t.app,
      'POST',
      `/api/v1/horoscope/send-horoscope-by-email/${id}?email=meera@example.com&timezone=%2B05:30&dateTime=21-11-2026%2010:00:00`,
      { token: astrologerA.token },
    );
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('The horoscope will be sent to the provided email address');
    await delivered;

    const mail = unquote(received.at(-1)!);
    expect(mail).toContain('To: meera@example.com');
    // Our subject and opening; the astrologer's words (names, place, prediction) quoted after them.
    expect(mail).toMatch(/Subject: Your horoscope from Kusp/);
    expect(mail).not.toMatch(/Subject:[^\n]*Meera/);
    expect(mail).toMatch(
      /<p>An astrologer you consult on Kusp has sent you your horoscope\.[^<]*<\/p><blockquote[^>]*>Astrologer: Ananya Astrologer\r?\nHoroscope of: Meera Kapoor\r?\nBorn 15-05-1990 at 10:30:00 in /,
    );
    const images = [...mail.matchAll(/src="data:image\/svg\+xml;base64,([^"]+)"/g)].map((m) =>
      Buffer.from(m[1]!, 'base64').toString('utf8'),
    );
    expect(images).toHaveLength(2);
    expect(images[0]).toContain('Lagna Rashi');
    expect(images[0]).toMatch(/<svg[^>]+viewBox="-2 -2 404 404"/);
    expect(images[1]).toContain('Navamsa');
    expect(mail).toContain('Lagna (ascendant): <strong>Cancer</strong>');
    // The Sun's row of the planet table: degree as D°M'S" (HTML-escaped), sign.
    expect(mail).toMatch(
      /<td[^>]*>Sun<\/td><td[^>]*>\d+°\d+&#39;\d+&quot;<\/td><td[^>]*>Taurus<\/td>/,
    );
    expect(mail).toMatch(
      /Mahadasha: <strong>\w+<\/strong>, \d{2}-\d{2}-\d{4} to \d{2}-\d{2}-\d{4}/,
    );
    // The product's one date presentation: d-m-y with dashes.
    expect(mail).toContain('Dasa periods on 21-11-2026');
    expect(mail).toMatch(
      /as they wrote it:<\/p><blockquote[^>]*>Career\r?\nSteady rise\.\r?\n\r?\nAdditional Notes\r?\nWear white on Fridays\.<\/blockquote>/,
    );

    const badEmail = await call(
      t.app,
      'POST',
      `/api/v1/horoscope/send-horoscope-by-email/${id}?email=nope&timezone=%2B05:30&dateTime=21-11-2026%2010:00:00`,
      { token: astrologerA.token },
    );
    expect(badEmail.status).toBe(400);
    expect(badEmail.json.message).toBe('Email is required and format should be {email}.');

    // A mail server that refuses answers 503 with the screen's text, never a bare 500.
    const send = t.app.mailer.send;
    t.app.mailer.send = async () => {
      throw new Error('connection refused');
    };
    try {
      const down = await call(
        t.app,
        'POST',
        `/api/v1/horoscope/send-horoscope-by-email/${id}?email=meera@example.com&timezone=%2B05:30&dateTime=21-11-2026%2010:00:00`,
        { token: astrologerA.token },
      );
      expect(down.status).toBe(503);
      expect(down.json).toEqual({ code: 'UNAVAILABLE', message: 'Something Went wrong' });
    } finally {
      t.app.mailer.send = send;
    }
  });
});

describe("a customer's own profile", () => {
  it('starts empty, is created once and edited, and is read at sign-in', async () => {
    const url = `/api/v1/horoscope/profile/${customer.id}?horoType=SELF`;
    const none = await call(t.app, 'GET', url, { token: customer.token });
    expect(none.json).toEqual({ horoscopeProfiles: [] });

    const { countryCode: _c, phone: _p, ...withoutPhone } = delhiBirth;
    const created = await call(t.app, 'POST', '/api/v1/horoscope/add', {
      token: customer.token,
      body: { ...withoutPhone, name: 'Asha', timeZone: '-1' },
    });
    expect(created.status).toBe(200);
    expect(created.json).toMatchObject({ horoType: 'SELF', userId: customer.id, phone: null });
    const twice = await call(t.app, 'POST', '/api/v1/horoscope/add', {
      token: customer.token,
      body: { ...withoutPhone, name: 'Asha' },
    });
    expect(twice.status).toBe(409);

    const id = String(created.json.horoscopeId);
    const edited = await call(t.app, 'PUT', `/api/v1/horoscope/${id}/edit`, {
      token: customer.token,
      body: { ...withoutPhone, name: 'Asha Rao', timeZone: '-1' },
    });
    expect(edited.json).toMatchObject({ name: 'Asha Rao', timeZone: '-1' });
    const read = await call(t.app, 'GET', url, { token: customer.token });
    expect((read.json.horoscopeProfiles as Array<{ name: string }>).map((p) => p.name)).toEqual([
      'Asha Rao',
    ]);
    const chart = await call(t.app, 'GET', `/api/v1/horoscope/${id}`, { token: customer.token });
    expect(chart.status).toBe(200);
  });
});

describe('authorisation', () => {
  it("answers 404 for another astrologer's customers and other customers' profiles", async () => {
    const theirs = String((await addCustomer(astrologerA.token)).json.horoscopeId);
    const { countryCode: _c, phone: _p, ...withoutPhone } = delhiBirth;
    const self = await call(t.app, 'POST', '/api/v1/horoscope/add', {
      token: otherCustomer.token,
      body: { ...withoutPhone, name: 'Bela' },
    });
    const selfId = String(self.json.horoscopeId);
    const prediction = { type: 'GENERAL_PREDICTION', content: [] };
    const email = 'email=x@example.com&timezone=%2B05:30&dateTime=21-11-2026%2010:00:00';

    const attempts: Array<[string, 'GET' | 'POST' | 'PUT', string, unknown?]> = [
      [astrologerB.token, 'GET', `/api/v1/horoscope/profile-by-id/${theirs}`],
      [astrologerB.token, 'GET', `/api/v1/horoscope/${theirs}`],
      [astrologerB.token, 'PUT', `/api/v3/horoscope/${theirs}/edit`, delhiBirth],
      [astrologerB.token, 'GET', `/api/v3/horoscope/${theirs}/comment`],
      [astrologerB.token, 'POST', `/api/v3/horoscope/${theirs}/comment`, { comments: 'x' }],
      [astrologerB.token, 'PUT', `/api/v1/horoscope/add-comment/${theirs}`, { comments: 'x' }],
      [astrologerB.token, 'GET', `/api/v1/predictions/${theirs}`],
      [astrologerB.token, 'PUT', `/api/v1/prediction/${theirs}`, prediction],
      [astrologerB.token, 'POST', `/api/v1/horoscope/send-horoscope-by-email/${theirs}?${email}`],
      [astrologerB.token, 'GET', `/api/v1/horoscope/not-a-uuid`],
      [customer.token, 'GET', `/api/v1/horoscope/profile-by-id/${theirs}`],
      [customer.token, 'GET', `/api/v1/horoscope/${theirs}`],
      [customer.token, 'GET', `/api/v1/horoscope/${selfId}`],
      [customer.token, 'PUT', `/api/v1/horoscope/${selfId}/edit`, withoutPhone],
      [customer.token, 'GET', `/api/v1/horoscope/profile/${otherCustomer.id}?horoType=SELF`],
      [astrologerA.token, 'GET', `/api/v1/horoscope/${selfId}`],
      [astrologerA.token, 'PUT', `/api/v3/horoscope/${selfId}/edit`, delhiBirth],
    ];
    for (const [token, method, url, body] of attempts) {
      const res = await call(t.app, method, url, { token, body });
      expect(res.status, `${method} ${url}`).toBe(404);
    }

    // Neither sees the other's customers in the list.
    const list = await call(t.app, 'GET', '/api/v1/horoscope/customers', {
      token: astrologerB.token,
    });
    expect(list.json.totalElements).toBe(0);
    // Astrologer screens are not a customer's.
    const asCustomer = await call(t.app, 'GET', '/api/v1/horoscope/customers', {
      token: customer.token,
    });
    expect(asCustomer.status).toBe(403);
  });
});

describe('demo data', () => {
  it('gives the demo astrologer customers and the demo customer a profile, once', async () => {
    // The demo accounts as the demo seed names them (this database already has other users).
    for (const [login_id, role] of [
      [demoAstrologer.loginId, serverRoles.astrologer],
      [demoCustomer.loginId, serverRoles.customer],
    ] as const) {
      await t.db
        .insertInto('users')
        .values({
          login_id,
          email: `${login_id}@example.com`,
          first_name: 'Demo',
          password_hash: 'x',
          role,
        })
        .execute();
    }
    await seedHoroscopeDemo(t.db);
    await seedHoroscopeDemo(t.db);
    const counts = await t.db
      .selectFrom('horoscope_profiles')
      .innerJoin('users', 'users.id', 'horoscope_profiles.user_id')
      .select(['users.login_id', 'horo_type', (eb) => eb.fn.countAll<string>().as('count')])
      .where('users.login_id', 'in', ['demo.astrologer', 'demo.customer'])
      .groupBy(['users.login_id', 'horo_type'])
      .orderBy('users.login_id')
      .execute();
    expect(counts.map((c) => [c.login_id, c.horo_type, Number(c.count)])).toEqual([
      ['demo.astrologer', 'EXTERNAL_CUSTOMER', 3],
      ['demo.customer', 'SELF', 1],
    ]);
  });
});
