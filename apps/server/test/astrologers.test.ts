import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from './support/accounts.ts';
import { call, startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
const pdf = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n');
const webp = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.alloc(4),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(32),
]);
const text = Buffer.from('just some text, not an image');
const oversized = Buffer.concat([png, Buffer.alloc(1024 * 1024)]);

function form(files: Array<[field: string, data: Buffer, name: string]>) {
  const body = new FormData();
  for (const [field, data, name] of files) body.append(field, new Blob([data]), name);
  return body;
}

async function upload(url: string, token: string, body: FormData) {
  const response = await t.app.inject({
    method: 'PUT',
    url,
    headers: { authorization: `Bearer ${token}` },
    payload: body,
  });
  return { status: response.statusCode, json: response.json(), response };
}

function storedFiles(): string[] {
  const root = path.join(t.config.dataDir, 'uploads');
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

const validDetails = {
  firstName: 'Meera',
  lastName: 'Krishnan',
  phoneNumber: '9876543210',
  shortExperience: '  Vedic astrologer  ',
  longExperience: 'x'.repeat(250),
  countryIsoCode: 'IN',
  stateIsoCode: 'TN',
  state: 'Tamil Nadu',
  rate: '450',
  rateCurrency: 'INR',
  astrologerVisibility: 'ON',
  offlineQuestionEnabled: true,
  textChatEnabled: true,
  videoCallEnabled: false,
};

describe('astrologer profile', () => {
  it("answers the spec's validation messages for every field of the form", async () => {
    const me = await createAccount(t.app, t.db, 'astrologer');
    const empty = await call(t.app, 'PUT', `/api/v1/astrologer/details/${me.id}`, {
      token: me.token,
      body: { ...validDetails, firstName: ' ', lastName: '', phoneNumber: '', rate: '' },
    });
    expect(empty.status).toBe(400);
    expect(empty.json.message).toBe('Please enter first name');
    expect(empty.json.errors).toMatchObject({
      firstName: 'Please enter first name',
      lastName: 'Please enter last name',
      phoneNumber: 'Please select phone number',
      rate: 'Please enter hourly rate',
    });

    const invalid = await call(t.app, 'PUT', `/api/v1/astrologer/details/${me.id}`, {
      token: me.token,
      body: {
        ...validDetails,
        firstName: 'M3era',
        lastName: 'K<rish>',
        email: 'not-an-email',
        shortExperience: 'y'.repeat(251),
        longExperience: 'z'.repeat(251),
      },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.json.errors).toEqual({
      firstName: 'Please enter a valid first name.',
      lastName: 'Please enter a valid last name.',
      email: 'Email is required and format should be {email}.',
      shortExperience: 'At most 250 characters are allowed',
      longExperience: 'At most 250 characters are allowed',
    });

    const changedEmail = await call(t.app, 'PUT', `/api/v1/astrologer/details/${me.id}`, {
      token: me.token,
      body: { ...validDetails, email: 'someone.else@example.com' },
    });
    expect(changedEmail.status).toBe(400);
    expect(changedEmail.json.errors).toEqual({ email: 'The e-mail address cannot be changed' });
  });

  it('saves the form and reads it back; the e-mail stays and contact details stay private', async () => {
    const me = await createAccount(t.app, t.db, 'astrologer');
    const saved = await call(t.app, 'PUT', `/api/v1/astrologer/details/${me.id}`, {
      token: me.token,
      body: { ...validDetails, email: me.email.toUpperCase(), state: 'typed by hand' },
    });
    expect(saved.status).toBe(200);
    const own = await call(t.app, 'GET', `/api/v3/astrologer/profile/${me.id}`, {
      token: me.token,
    });
    expect(own.json).toMatchObject({
      astrologerId: me.id,
      firstName: 'Meera',
      lastName: 'Krishnan',
      email: me.email,
      phoneNumber: '9876543210',
      shortExperience: '  Vedic astrologer  ',
      country: 'India',
      state: 'Tamil Nadu',
      stateIsoCode: 'TN',
      rate: 450,
      baseRates: [{ rateUnit: 'PER_QUESTION', currencyCode: 'INR', baseRate: 450 }],
      // The customer's price in India, GST included: ₹450 + 9 % CGST + 9 % SGST = ₹531.
      price: { baseRate: 45000, cgst: 4050, sgst: 4050, totalAmount: 53100, currency: 'INR' },
      videoCallEnabled: false,
      availabilityStatus: 'AWAY',
    });

    const customer = await createAccount(t.app, t.db, 'customer');
    const seenByCustomer = await call(t.app, 'GET', `/api/v3/astrologer/profile/${me.id}`, {
      token: customer.token,
    });
    expect(seenByCustomer.json.firstName).toBe('Meera');
    expect(seenByCustomer.json).not.toHaveProperty('email');
    expect(seenByCustomer.json).not.toHaveProperty('phoneNumber');

    const features = await call(t.app, 'PUT', '/api/v1/astrologer/features', {
      token: me.token,
      body: { videoCallEnabled: true, textChatEnabled: false },
    });
    expect(features.json).toMatchObject({
      offlineQuestionEnabled: true,
      textChatEnabled: false,
      videoCallEnabled: true,
    });
  });

  it('lets nobody else edit the profile, upload its picture or set its availability', async () => {
    const owner = await createAccount(t.app, t.db, 'astrologer');
    const other = await createAccount(t.app, t.db, 'astrologer');
    const customer = await createAccount(t.app, t.db, 'customer');

    const edit = await call(t.app, 'PUT', `/api/v1/astrologer/details/${owner.id}`, {
      token: other.token,
      body: validDetails,
    });
    expect(edit.status).toBe(404);
    const byCustomer = await call(t.app, 'PUT', `/api/v1/astrologer/details/${owner.id}`, {
      token: customer.token,
      body: validDetails,
    });
    expect(byCustomer.status).toBe(403);
    const picture = await upload(
      `/api/v1/astrologer/profile-pic/${owner.id}`,
      other.token,
      form([['profilePicture', png, 'me.png']]),
    );
    expect(picture.status).toBe(404);
    const status = await call(t.app, 'PUT', `/api/v1/user/availability/${owner.id}/ONLINE`, {
      token: other.token,
    });
    expect(status.status).toBe(404);

    const profile = await call(t.app, 'GET', `/api/v3/astrologer/profile/${owner.id}`);
    expect(profile.json).toMatchObject({ firstName: 'Test', availabilityStatus: 'AWAY' });
    expect(storedFiles()).not.toContain(expect.stringMatching(/\.png$/));
  });
});

describe('profile picture', () => {
  it('refuses a picture over 1 MB with 413 and stores nothing', async () => {
    const me = await createAccount(t.app, t.db, 'astrologer');
    const before = storedFiles();
    const res = await upload(
      `/api/v1/astrologer/profile-pic/${me.id}`,
      me.token,
      form([['profilePicture', oversized, 'big.png']]),
    );
    expect(res.status).toBe(413);
    expect(res.json).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Please choose an image less than 1MB',
    });
    expect(storedFiles()).toEqual(before);
  });

  it('judges the type by content: a text file named .png is refused, a WebP is served as one', async () => {
    const me = await createAccount(t.app, t.db, 'astrologer');
    const before = storedFiles();
    const fake = await upload(
      `/api/v1/astrologer/profile-pic/${me.id}`,
      me.token,
      form([['profilePicture', text, 'photo.png']]),
    );
    expect(fake.status).toBe(400);
    expect(fake.json.message).toBe('Please choose a JPEG, PNG or WebP image');
    expect(storedFiles()).toEqual(before);

    const first = await upload(
      `/api/v1/astrologer/profile-pic/${me.id}`,
      me.token,
      form([['profilePicture', png, 'photo.jpg']]),
    );
    expect(first.status).toBe(200);
    const second = await upload(
      `/api/v1/astrologer/profile-pic/${me.id}`,
      me.token,
      form([['profilePicture', webp, 'photo.png']]),
    );
    expect(second.json).toEqual({
      message: 'Profile picture uploaded successfully',
      profileImageUrl: expect.stringMatching(/^\/api\/v1\/astrologer\/profile-picture\/.+\.webp$/),
    });
    const image = await t.app.inject({ method: 'GET', url: second.json.profileImageUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.rawPayload.equals(webp)).toBe(true);
    // The replaced picture is gone from the disk and from the web.
    const old = await t.app.inject({ method: 'GET', url: first.json.profileImageUrl });
    expect(old.statusCode).toBe(404);
    expect(storedFiles().length).toBe(before.length + 1);

    const profile = await call(t.app, 'GET', `/api/v3/astrologer/profile/${me.id}`);
    expect(profile.json.profileImageUrl).toBe(second.json.profileImageUrl);
  });
});

describe('astrologer documents', () => {
  it('accepts a PNG named .pdf only as a PNG and refuses a text file named .png', async () => {
    const me = await createAccount(t.app, t.db, 'astrologer');
    const url = `/api/v1/astrologer/document?astrologerId=${me.id}`;
    const before = storedFiles();
    const fake = await upload(url, me.token, form([['panCardImage', text, 'pan.png']]));
    expect(fake.status).toBe(400);
    expect(fake.json.errors).toEqual({ panCardImage: 'Please choose a PDF, JPEG or PNG file' });
    expect(storedFiles()).toEqual(before);

    const res = await upload(
      url,
      me.token,
      form([
        ['panCardImage', png, 'pan.pdf'],
        ['bankAccountProofImage', pdf, 'bank.pdf'],
        ['otherDocs', pdf, 'degree.pdf'],
        ['otherDocs', png, 'award.png'],
      ]),
    );
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('Document uploaded successfully');
    const pan = res.json.documents.find((d: { kind: string }) => d.kind === 'PAN_CARD');
    expect(pan).toMatchObject({
      fileName: 'pan.pdf',
      contentType: 'image/png',
      sizeBytes: png.length,
    });
    expect(res.json.documents).toHaveLength(4);

    const download = await t.app.inject({
      method: 'GET',
      url: `/api/v1/astrologer/document/${pan.documentId}`,
      headers: { authorization: `Bearer ${me.token}` },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.rawPayload.equals(png)).toBe(true);

    // A new pan card replaces the old one; other documents add up.
    const again = await upload(url, me.token, form([['panCardImage', pdf, 'pan-new.pdf']]));
    expect(again.json.documents.filter((d: { kind: string }) => d.kind === 'PAN_CARD')).toEqual([
      expect.objectContaining({ fileName: 'pan-new.pdf', contentType: 'application/pdf' }),
    ]);
    expect(storedFiles().length).toBe(before.length + 4);
  });

  it('asks for a document when none is valid, and refuses a large one without storing the rest', async () => {
    const me = await createAccount(t.app, t.db, 'astrologer');
    const url = `/api/v1/astrologer/document?astrologerId=${me.id}`;
    const before = storedFiles();
    const none = await upload(url, me.token, form([['otherDocs', Buffer.alloc(0), 'empty.pdf']]));
    expect(none.status).toBe(400);
    expect(none.json.message).toBe('Please choose a document to upload');
    const notMultipart = await call(t.app, 'PUT', url, { token: me.token, body: {} });
    expect(notMultipart.status).toBe(400);
    expect(notMultipart.json.message).toBe('Please choose a document to upload');

    const large = await upload(
      url,
      me.token,
      form([
        ['panCardImage', pdf, 'pan.pdf'],
        ['otherDocs', oversized, 'big.png'],
      ]),
    );
    expect(large.status).toBe(413);
    expect(large.json).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'File too large' });
    expect(storedFiles()).toEqual(before);
    const list = await call(t.app, 'GET', `/api/v1/astrologer/document?astrologerId=${me.id}`, {
      token: me.token,
    });
    expect(list.json).toEqual([]);
  });

  it('lets only the owner upload, list and download their documents', async () => {
    const owner = await createAccount(t.app, t.db, 'astrologer');
    const other = await createAccount(t.app, t.db, 'astrologer');
    const res = await upload(
      `/api/v1/astrologer/document?astrologerId=${owner.id}`,
      owner.token,
      form([['otherDocs', pdf, 'private.pdf']]),
    );
    const documentId = res.json.documents[0].documentId;

    const download = await call(t.app, 'GET', `/api/v1/astrologer/document/${documentId}`, {
      token: other.token,
    });
    expect(download.status).toBe(404);
    expect(download.text).not.toContain('%PDF');
    const list = await call(t.app, 'GET', `/api/v1/astrologer/document?astrologerId=${owner.id}`, {
      token: other.token,
    });
    expect(list.status).toBe(404);
    const intoOthers = await upload(
      `/api/v1/astrologer/document?astrologerId=${owner.id}`,
      other.token,
      form([['otherDocs', pdf, 'x.pdf']]),
    );
    expect(intoOthers.status).toBe(404);
    const anonymous = await call(t.app, 'GET', `/api/v1/astrologer/document/${documentId}`);
    expect(anonymous.status).toBe(401);
  });
});

describe('astrologer directory', () => {
  it('lists only visible astrologers in both lists and finds them by either name in any case', async () => {
    const me = await createAccount(t.app, t.db, 'astrologer', {
      firstName: 'Gauri',
      lastName: 'Venkatesh',
    });
    await call(t.app, 'PUT', `/api/v1/user/availability/${me.id}/ONLINE`, { token: me.token });
    const names = async (url: string) =>
      ((await call(t.app, 'GET', url)).json as Array<{ lastName: string }>).map((a) => a.lastName);

    for (const url of ['/api/v1/astrologer/list', '/api/v3/astrologer/list?visibility=ON']) {
      expect(await names(url)).toContain('Venkatesh');
    }
    expect(await names('/api/v1/astrologer/list?search=venkat')).toEqual(['Venkatesh']);
    expect(await names('/api/v3/astrologer/list?visibility=ON&search=GAURI')).toEqual([
      'Venkatesh',
    ]);
    expect(await names('/api/v1/astrologer/list?search=gauri%20venkatesh')).toEqual(['Venkatesh']);
    expect(await names('/api/v1/astrologer/list?search=%25')).toEqual([]);

    const [item] = (await call(t.app, 'GET', '/api/v1/astrologer/list?search=venkatesh')).json;
    expect(item).toEqual({
      astrologerId: me.id,
      firstName: 'Gauri',
      lastName: 'Venkatesh',
      profileImageUrl: null,
      averageRating: null,
      reviewCount: 0,
      rateCurrency: 'INR',
      baseRates: [{ rateUnit: 'PER_QUESTION', currencyCode: 'INR', baseRate: 0 }],
      price: {
        baseRate: 0,
        cgst: 0,
        sgst: 0,
        intlTax: 0,
        commission: 0,
        taxAndSurcharge: 0,
        totalAmount: 0,
        currency: 'INR',
      },
      availabilityStatus: 'ONLINE',
      offlineQuestionEnabled: true,
      textChatEnabled: true,
      videoCallEnabled: true,
      languages: ['en'],
    });

    await call(t.app, 'PUT', `/api/v1/astrologer/details/${me.id}`, {
      token: me.token,
      body: {
        ...validDetails,
        firstName: 'Gauri',
        lastName: 'Venkatesh',
        astrologerVisibility: 'OFF',
      },
    });
    for (const url of ['/api/v1/astrologer/list', '/api/v3/astrologer/list?visibility=ON']) {
      expect(await names(url)).not.toContain('Venkatesh');
    }
    const hidden = await call(t.app, 'GET', `/api/v3/astrologer/profile/${me.id}`);
    expect(hidden.status).toBe(404);
    const own = await call(t.app, 'GET', `/api/v3/astrologer/profile/${me.id}`, {
      token: me.token,
    });
    expect(own.json.astrologerVisibility).toBe('OFF');
  });

  it('offers INR first among rate currencies and draws an avatar from the initials', async () => {
    const currencies = await call(t.app, 'GET', '/api/v1/payment/currency');
    expect(currencies.json[0]).toMatchObject({ code: 'INR' });

    const me = await createAccount(t.app, t.db, 'astrologer', {
      firstName: 'ravi',
      lastName: 'Menon',
    });
    const avatar = await t.app.inject({ method: 'GET', url: `/api/v1/avatar/${me.id}.svg` });
    expect(avatar.statusCode).toBe(200);
    expect(avatar.headers['content-type']).toContain('image/svg+xml');
    expect(avatar.body).toContain('width="250"');
    expect(avatar.body).toContain('>RM</text>');
    const unknown = await call(t.app, 'GET', `/api/v1/avatar/${crypto.randomUUID()}.svg`);
    expect(unknown.status).toBe(404);
  });
});

describe('API document', () => {
  it('describes every astrologer, document, availability and avatar path', async () => {
    const res = await call(t.app, 'GET', '/api/docs/json');
    expect(res.status).toBe(200);
    const paths = Object.keys((res.json as unknown as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/v3/astrologer/profile/{id}',
        '/api/v1/astrologer/details/{id}',
        '/api/v1/astrologer/profile-pic/{id}',
        '/api/v1/astrologer/features',
        '/api/v1/astrologer/document',
        '/api/v1/astrologer/document/{documentId}',
        '/api/v1/astrologer/list',
        '/api/v3/astrologer/list',
        '/api/v1/user/availability/{id}/{status}',
        '/api/v1/availability/{id}',
        '/api/v1/availability/bulk-get',
        '/api/v1/payment/currency',
        '/api/v1/avatar/{file}',
      ]),
    );
  });
});

describe('availability', () => {
  it('starts AWAY, changes only for oneself, and answers many at once', async () => {
    const astrologer = await createAccount(t.app, t.db, 'astrologer');
    const customer = await createAccount(t.app, t.db, 'customer');
    const read = (id: string) =>
      call(t.app, 'GET', `/api/v1/availability/${id}`, { token: customer.token });
    expect((await read(astrologer.id)).json).toEqual({
      userId: astrologer.id,
      availabilityStatus: 'AWAY',
    });

    const set = await call(t.app, 'PUT', `/api/v1/user/availability/${astrologer.id}/BUSY`, {
      token: astrologer.token,
    });
    expect(set.status).toBe(200);
    await call(t.app, 'PUT', `/api/v1/user/availability/${customer.id}/ONLINE`, {
      token: customer.token,
    });
    const bad = await call(t.app, 'PUT', `/api/v1/user/availability/${customer.id}/SLEEPING`, {
      token: customer.token,
    });
    expect(bad.status).toBe(400);

    const bulk = await call(t.app, 'POST', '/api/v1/availability/bulk-get', {
      token: customer.token,
      body: [astrologer.id, customer.id, crypto.randomUUID()],
    });
    expect(bulk.json.data).toEqual(
      expect.arrayContaining([
        { userId: astrologer.id, availabilityStatus: 'BUSY' },
        { userId: customer.id, availabilityStatus: 'ONLINE' },
      ]),
    );
    expect(bulk.json.data).toHaveLength(2);
    expect((await read(crypto.randomUUID())).status).toBe(404);
  });
});
