import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { emailField, href, isAllowed, messages, passwordField, roleHome } from '../src/index.ts';

describe('shared field rules', () => {
  it('accepts the password rule of the spec and nothing else', () => {
    const password = passwordField();
    expect(password.safeParse('Secret#123').success).toBe(true);
    expect(password.safeParse('secret#123').error?.issues[0]?.message).toBe(
      messages.password.invalid,
    );
    expect(password.safeParse('Secret123').success).toBe(false);
    expect(password.safeParse('Sh#1').success).toBe(false);
    expect(password.safeParse('A#' + 'x'.repeat(17)).success).toBe(false);
    expect(password.safeParse('').error?.issues[0]?.message).toBe(messages.password.required);
  });

  it('trims e-mail and reports the spec texts', () => {
    const email = emailField();
    expect(email.parse('  a@b.co ')).toBe('a@b.co');
    expect(email.safeParse('').error?.issues[0]?.message).toBe('Please enter email');
    expect(email.safeParse(undefined).error?.issues[0]?.message).toBe('Please enter email');
    expect(email.safeParse('abc').error?.issues[0]?.message).toBe(
      'Email is required and format should be {email}.',
    );
  });
});

describe('route table', () => {
  it('sends each role home and guards role-only screens', () => {
    expect(roleHome).toEqual({
      PUBLIC: '/',
      ASTROLOGER: '/astrologer/profile',
      USER: '/user/astrologer/list',
      ADMIN: '/admin',
    });
    expect(isAllowed('astrologerProfile', 'USER')).toBe(false);
    expect(isAllowed('userLogin', 'ASTROLOGER')).toBe(false);
    expect(isAllowed('myQuestions', 'PUBLIC')).toBe(true);
    expect(isAllowed('chats', 'PUBLIC')).toBe(false);
    expect(href('customerPortal', { horoscopeId: 'a b' })).toBe('/astrologer/customers/a%20b');
  });
});

describe('e-mail rule against hostile input', () => {
  it('keeps the accepted addresses and says the limit before any pattern runs', () => {
    const email = emailField();
    for (const ok of ['a@b.co', 'a@..co', 'first.last@mail.example.org'])
      expect(email.safeParse(ok).success).toBe(true);
    for (const bad of ['a@b.c', 'a@.co', 'a b@c.co', 'a@b@c.co', 'a@b.. '])
      expect(email.safeParse(bad).success).toBe(false);
    const long = email.safeParse(`a@${'.'.repeat(1_000_000)} `);
    expect(long.error?.issues).toEqual([
      expect.objectContaining({ message: 'At most 254 characters are allowed' }),
    ]);
  });

  it('gives every over-long text its limit in words', () => {
    expect(z.string().max(12).safeParse('x'.repeat(13)).error?.issues[0]?.message).toBe(
      'At most 12 characters are allowed',
    );
  });
});
