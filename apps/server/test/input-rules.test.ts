import { mkdirSync, mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inputMessages, unsafeTextIn } from '@kusp/contracts';
import { createAccount } from './support/accounts.ts';
import { call, startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const nul = 'Asha\u0000';
const loneHalf = 'Asha\ud83d';
const refusal = (field: string) => ({
  code: 'INVALID_REQUEST',
  message: unsafeTextIn(field),
  errors: { [field]: inputMessages.unsafeText },
});

describe('text the database cannot store', () => {
  it('is refused with 400 naming the field, in a body, a query and a path', async () => {
    for (const bad of [nul, loneHalf]) {
      const signIn = await call(t.app, 'POST', '/api/v1/authentication', {
        body: { username: bad, password: 'x' },
      });
      expect(signIn.status).toBe(400);
      expect(signIn.json).toEqual(refusal('username'));

      const nested = await call(t.app, 'POST', '/api/v1/enquiry', {
        body: {
          firstName: 'A',
          lastName: 'B',
          email: 'a@b.co',
          message: 'hi',
          extra: [{ x: bad }],
        },
      });
      expect(nested.json).toEqual(refusal('extra.0.x'));

      const search = await call(
        t.app,
        'GET',
        `/api/v1/astrologer/list?search=${encodeURIComponent('a\u0000')}`,
      );
      expect(search.status).toBe(400);
      expect(search.json).toEqual(refusal('search'));
    }
    const asha = await createAccount(t.app, t.db, 'customer');
    const path = await call(t.app, 'GET', '/api/v1/horoscope/profile-by-id/a%00b', {
      token: asha.token,
    });
    expect(path.status).toBe(400);
    expect(path.json).toEqual(refusal('id'));
    // A well-formed pair (an emoji) is ordinary text.
    const emoji = await call(t.app, 'POST', '/api/v1/authentication', {
      body: { username: 'Asha\ud83d\ude00', password: 'x' },
    });
    expect(emoji.status).toBe(401);
  });
});

describe('uploads cut short or malformed', () => {
  const boundary = 'kusp-boundary';
  const part = (headers: string, body: string) => `--${boundary}\r\n${headers}\r\n\r\n${body}\r\n`;
  const pdf = '%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n';

  function storedFiles(): string[] {
    try {
      return readdirSync(path.join(t.config.dataDir, 'uploads'), { recursive: true }).map(String);
    } catch {
      return [];
    }
  }

  it('answers 400 with a message and leaves no file behind', async () => {
    const astrologer = await createAccount(t.app, t.db, 'astrologer');
    const before = storedFiles();
    const send = (payload: string, contentType = `multipart/form-data; boundary=${boundary}`) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/astrologer/document?astrologerId=${astrologer.id}`,
        headers: { authorization: `Bearer ${astrologer.token}`, 'content-type': contentType },
        payload,
      });
    const disposition = (name: string, fileName: string) =>
      `Content-Disposition: form-data; name="${name}"; filename="${fileName}"\r\nContent-Type: application/pdf`;

    const whole = part(disposition('panCardImage', 'pan.pdf'), pdf) + `--${boundary}--\r\n`;
    const truncated = whole.slice(0, whole.indexOf('%%EOF'));
    const cases = {
      truncated,
      noClosingBoundary: part(disposition('panCardImage', 'pan.pdf'), pdf),
      brokenHeader: `--${boundary}\r\nContent-Disposition form-data name\r\n\r\n${pdf}\r\n--${boundary}--\r\n`,
      otherBoundary: whole.replaceAll(boundary, 'something-else'),
    };
    for (const [name, payload] of Object.entries(cases)) {
      const res = await send(payload);
      expect({ name, status: res.statusCode }).toEqual({ name, status: 400 });
      expect(res.json().message).toBeTruthy();
    }
    const noBoundary = await send(whole, 'multipart/form-data');
    expect(noBoundary.statusCode).toBe(400);

    const badName = await send(
      part(disposition('panCardImage', 'pan\u0000.pdf'), pdf) + `--${boundary}--\r\n`,
    );
    expect(badName.statusCode).toBe(400);
    expect(badName.json()).toEqual(refusal('panCardImage'));
    const badField = await send(
      part('Content-Disposition: form-data; name="note"', 'a\u0000b') + whole,
    );
    expect(badField.json()).toEqual(refusal('note'));

    expect(storedFiles()).toEqual(before);
    expect((await send(whole)).statusCode).toBe(200);
  });
});

describe('start-up', () => {
  it('sweeps the half-written upload files a crash left behind', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'kusp-sweep-'));
    const folder = path.join(dataDir, 'uploads', 'documents');
    mkdirSync(folder, { recursive: true });
    const leftover = path.join(folder, '.left-over.pdf.part');
    const inFlight = path.join(folder, '.in-flight.pdf.part');
    writeFileSync(leftover, 'half');
    const anHourAgo = new Date(Date.now() - 3600_000);
    utimesSync(leftover, anHourAgo, anHourAgo);
    writeFileSync(inFlight, 'half');
    writeFileSync(path.join(folder, 'kept.pdf'), '%PDF-');

    const other = await startTestApp({ dataDir });
    try {
      expect(readdirSync(folder).sort()).toEqual(['.in-flight.pdf.part', 'kept.pdf']);
    } finally {
      await other.close();
    }
  });
});
