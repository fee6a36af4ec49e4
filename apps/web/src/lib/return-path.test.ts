import { describe, expect, it } from 'vitest';
import { returnPathFrom, signInThenBackTo } from './return-path';

describe('return path after sign-in', () => {
  it('comes back to a page of our own site', () => {
    const login = signInThenBackTo('/user/astrologer/chat/a1');
    expect(login).toBe('/user/login?next=%2Fuser%2Fastrologer%2Fchat%2Fa1');
    expect(returnPathFrom(login.slice(login.indexOf('?')))).toBe('/user/astrologer/chat/a1');
  });

  it('ignores other sites and missing values', () => {
    for (const next of ['https://evil.example/', '//evil.example', '/\\evil.example', '']) {
      expect(returnPathFrom(`?next=${encodeURIComponent(next)}`)).toBeNull();
    }
    expect(returnPathFrom('')).toBeNull();
  });
});
