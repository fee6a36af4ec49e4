import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inputMessages, unsafeTextIn } from '@kusp/contracts';
import { call, startTestApp, type TestApp } from './support/test-app.ts';

// The server answers in the caller's language, as Accept-Language names it (docs/i18n.md): the
// web sends the language on screen with every call.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const signInAs = (username: string, language?: string) =>
  call(t.app, 'POST', '/api/v1/authentication', {
    body: { username, password: 'x' },
    ...(language && { headers: { 'accept-language': language } }),
  });

describe('an answer in the caller’s language', () => {
  it('writes a refusal filled in with a value, and its fields, in Hindi, the value kept', async () => {
    const refused = await signInAs('Asha\u0000', 'hi-IN,hi;q=0.9,en;q=0.5');
    expect(refused.status).toBe(400);
    expect(refused.json).toEqual({
      code: 'INVALID_REQUEST',
      message: 'फ़ील्ड username में ऐसा अक्षर है जिसे सहेजा नहीं जा सकता (NUL या किसी इमोजी का आधा हिस्सा)',
      errors: {
        username: 'इस पाठ में ऐसा अक्षर है जिसे सहेजा नहीं जा सकता (NUL या किसी इमोजी का आधा हिस्सा)',
      },
    });
  });

  it('writes a body over the limit in Hindi with its size', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/authentication',
      headers: { 'content-type': 'application/json', 'accept-language': 'hi' },
      payload: JSON.stringify({ username: 'x'.repeat(3 * 1024 * 1024), password: 'x' }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toMatch(
      /^भेजा गया डेटा बहुत बड़ा है: यहाँ अधिकतम \d+ KB स्वीकार किया जाता है$/,
    );
  });

  it('keeps English for an English caller and for a caller who names no language', async () => {
    for (const language of ['en-GB,en;q=0.9', undefined]) {
      const refused = await signInAs('Asha\u0000', language);
      expect(refused.json).toEqual({
        code: 'INVALID_REQUEST',
        message: unsafeTextIn('username'),
        errors: { username: inputMessages.unsafeText },
      });
    }
  });

  it('writes a refusal of the modules’ own in Hindi, and leaves a text outside the catalogue as it is', async () => {
    const unknown = await signInAs('nobody-here@example.com', 'hi');
    expect(unknown.status).toBeGreaterThanOrEqual(400);
    expect(unknown.json.message).toMatch(/[\u0900-\u097F]/);
    expect(unknown.json.message).not.toMatch(/[A-Za-z]{3,}/);
  });
});
