import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { core as englishCore } from '../src/i18n/en/core.ts';
import { core as hindiCore } from '../src/i18n/hi/core.ts';
import {
  accountMessages,
  adminTexts,
  bodyTooLarge,
  chatTexts,
  createTranslator,
  formatCalendarDay,
  formatCredits,
  formatDate,
  formatDateTime,
  formatRupees,
  languageOfAcceptLanguage,
  languageOfCookie,
  localizedPath,
  messages,
  researchMessages,
  splitLanguagePath,
  tooLongText,
  translateMessage,
  unsafeTextIn,
} from '../src/index.ts';
import { astroName } from '../src/i18n/astro-names.ts';
import { catalogues } from '../src/i18n/catalogues.ts';

describe('formats in each locale', () => {
  it('groups rupees and credits the Indian way, with the rupee sign, in English and Hindi', () => {
    for (const locale of ['en-IN', 'hi-IN'] as const) {
      expect(formatRupees(10_000_000, locale)).toBe('₹1,00,000.00');
      expect(formatRupees(1_234_567_800, locale)).toBe('₹1,23,45,678.00');
      expect(formatRupees(-250, locale)).toBe('-₹2.50');
      expect(formatCredits(100_000_000, locale)).toBe('1,00,000');
      expect(formatCredits(1_020_500, locale)).toBe('1,020.50');
    }
  });

  it('keeps the dd-MM-yyyy HH:mm shape in both locales, in the reader’s zone', () => {
    const instant = '2026-11-27T18:45:00Z';
    for (const locale of ['en-IN', 'hi-IN'] as const) {
      expect(formatDateTime(instant, 'Asia/Kolkata', locale)).toBe('28-11-2026 00:15');
      expect(formatDate(instant, 'UTC', locale)).toBe('27-11-2026');
    }
  });

  it('names the month of a calendar day in the reader’s language', () => {
    expect(formatCalendarDay('2026-11-03', 'en-IN')).toBe('3 November 2026');
    expect(formatCalendarDay('2026-11-03', 'hi-IN')).toBe('3 नवंबर 2026');
  });
});

describe('choosing the language', () => {
  it('reads Accept-Language by its weights, English when it names neither language', () => {
    expect(languageOfAcceptLanguage('hi-IN,hi;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('hi');
    expect(languageOfAcceptLanguage('en-IN,en;q=0.9,hi;q=0.8')).toBe('en');
    expect(languageOfAcceptLanguage('en;q=0.5, hi;q=0.8')).toBe('hi');
    expect(languageOfAcceptLanguage('ta-IN,hi;q=0.5')).toBe('hi');
    expect(languageOfAcceptLanguage('fr-FR,de;q=0.9')).toBe('en');
    expect(languageOfAcceptLanguage('hi;q=0')).toBe('en');
    expect(languageOfAcceptLanguage('')).toBe('en');
    expect(languageOfAcceptLanguage(undefined)).toBe('en');
  });

  it('reads the remembered choice from the cookie, and nothing else', () => {
    expect(languageOfCookie('a=1; kusp-language=hi; b=2')).toBe('hi');
    expect(languageOfCookie('kusp-language=en')).toBe('en');
    expect(languageOfCookie('kusp-language=fr')).toBeUndefined();
    expect(languageOfCookie('other-kusp-language=hi')).toBeUndefined();
    expect(languageOfCookie(undefined)).toBeUndefined();
  });

  it('gives public pages a Hindi address under /hi, and other screens none', () => {
    expect(localizedPath('/', 'hi')).toBe('/hi');
    expect(localizedPath('/blog?page=2', 'hi')).toBe('/hi/blog?page=2');
    expect(localizedPath('/research/#begin', 'hi')).toBe('/hi/research/#begin');
    expect(localizedPath('/blog/some-article', 'hi')).toBe('/hi/blog/some-article');
    expect(localizedPath('/user/login', 'hi')).toBe('/user/login');
    expect(localizedPath('/hi/blog', 'en')).toBe('/blog');
    expect(localizedPath('/hi', 'en')).toBe('/');
    expect(localizedPath('/hi/blog', 'hi')).toBe('/hi/blog');
    expect(splitLanguagePath('/hi/research')).toEqual({ language: 'hi', path: '/research' });
    expect(splitLanguagePath('/hi')).toEqual({ language: 'hi', path: '/' });
    // Not a Hindi address: no public page by that name.
    expect(splitLanguagePath('/hi/user/login')).toEqual({ language: 'en', path: '/hi/user/login' });
    expect(splitLanguagePath('/history')).toEqual({ language: 'en', path: '/history' });
  });
});

describe('the catalogue', () => {
  it('interpolates and pluralises through i18next in both languages', () => {
    const en = createTranslator('en', catalogues);
    const hi = createTranslator('hi', catalogues);
    expect(en.t('mail:otp.note', { count: 1 })).toContain('expires in 1 minute.');
    expect(en.t('mail:otp.note', { count: 10 })).toContain('expires in 10 minutes.');
    expect(hi.t('mail:otp.note', { count: 10 })).toContain('10 मिनट में समाप्त');
    expect(hi.t('home:start.betaText', { count: 3 })).toMatch(/^बीटा 3 महीनों तक निःशुल्क है।/);
    expect(en.t('pageTitle', { title: en.t('routes:blog') })).toBe('Blog | Kusp');
    expect(hi.t('pageTitle', { title: hi.t('routes:blog') })).toBe('ब्लॉग | Kusp');
  });

  it("keeps the spec's English texts verbatim, and shows them in Hindi by their wording", () => {
    expect(catalogues.en.messages).toBe(messages);
    const hi = createTranslator('hi', catalogues);
    expect(translateMessage(hi, messages.otp.sent)).toBe('हमने आपके ई-मेल पर एक OTP भेजा है।');
    expect(translateMessage(hi, messages.signUp.username)).toBe('कृपया यूज़रनेम लिखें');
    expect(translateMessage(createTranslator('en', catalogues), messages.otp.sent)).toBe(
      messages.otp.sent,
    );
    // A text the server filled in is found by its wording around the values, which are kept.
    expect(translateMessage(hi, messages.generic.tooManyFiles.replace('{max}', '5'))).toBe(
      'कृपया एक बार में अधिक से अधिक 5 फ़ाइलें अपलोड करें',
    );
    expect(translateMessage(hi, 'Please upload at most files at a time')).toBe(
      'Please upload at most files at a time',
    );
    expect(translateMessage(hi, 'A text outside the catalogue')).toBe(
      'A text outside the catalogue',
    );
  });

  it("shows the modules' own server texts in Hindi by their wording, their English unchanged", () => {
    expect(catalogues.en.server.account).toBe(accountMessages);
    const hi = createTranslator('hi', catalogues);
    const en = createTranslator('en', catalogues);
    // An operator's toast, a chat refusal, a research validation, an account's refusal.
    expect(translateMessage(hi, adminTexts.approved)).toBe('ज्योतिषी को स्वीकृति दे दी गई है');
    expect(translateMessage(hi, chatTexts.customerBusy)).toBe('यह ग्राहक अभी किसी दूसरे लाइव सत्र में हैं');
    expect(translateMessage(hi, researchMessages.category)).toBe('कृपया चुनें कि क्या हुआ');
    expect(translateMessage(hi, accountMessages.emailTaken)).toBe(
      'इस ई-मेल से एक खाता पहले से बना हुआ है',
    );
    for (const text of [adminTexts.approved, chatTexts.customerBusy, researchMessages.category]) {
      expect(translateMessage(en, text)).toBe(text);
    }
    // A wording in `messages` too keeps its `messages` text.
    expect(translateMessage(hi, researchMessages.emailInvalid)).toBe('मान्य ई-मेल लिखें');
    expect(translateMessage(hi, 'The payout went somewhere else')).toBe(
      'The payout went somewhere else',
    );
  });

  it('shows the input rules the server fills in (a field, a size, a limit) in Hindi, values kept', () => {
    const hi = createTranslator('hi', catalogues);
    const en = createTranslator('en', catalogues);
    const tooMany = z.array(z.string()).max(3).safeParse(['a', 'b', 'c', 'd']).error!.issues[0]!;
    const filled = [unsafeTextIn('content'), bodyTooLarge(16 * 1024), tooLongText(12)];
    expect(filled).toEqual([
      'The field content holds a character that cannot be stored (a NUL or half of an emoji)',
      'The request body is too large: at most 16 KB is accepted here',
      'At most 12 characters are allowed',
    ]);
    expect([...filled, tooMany.message].map((text) => translateMessage(hi, text))).toEqual([
      'फ़ील्ड content में ऐसा अक्षर है जिसे सहेजा नहीं जा सकता (NUL या किसी इमोजी का आधा हिस्सा)',
      'भेजा गया डेटा बहुत बड़ा है: यहाँ अधिकतम 16 KB स्वीकार किया जाता है',
      'अधिकतम 12 अक्षर लिखे जा सकते हैं',
      'अधिकतम 3 विकल्प दिए जा सकते हैं',
    ]);
    for (const text of filled) expect(translateMessage(en, text)).toBe(text);
  });

  it("shows a schema's limits in Hindi with the browser's core alone, as a form checks them", () => {
    const browser = createTranslator('hi', { en: englishCore, hi: hindiCore });
    const tooMany = z.array(z.string()).max(3).safeParse(['a', 'b', 'c', 'd']).error!.issues[0]!;
    const tooLong = z.string().max(12).safeParse('x'.repeat(13)).error!.issues[0]!;
    expect(
      [tooLong.message, tooMany.message].map((text) => translateMessage(browser, text)),
    ).toEqual(['अधिकतम 12 अक्षर लिखे जा सकते हैं', 'अधिकतम 3 विकल्प दिए जा सकते हैं']);
  });
});

describe('astrology names', () => {
  it('are the identifiers in English and Devanagari in Hindi', () => {
    expect(astroName('rasi', 'Scorpio', 'en')).toBe('Scorpio');
    expect(astroName('rasi', 'Scorpio', 'hi')).toBe('वृश्चिक');
    expect(astroName('graha', 'Jupiter', 'hi')).toBe('गुरु');
    expect(astroName('grahaShort', 'Moon', 'hi')).toBe('चं');
    expect(astroName('nakshatra', 'Purva Phalguni', 'hi')).toBe('पूर्व फाल्गुनी');
    expect(astroName('house', 10, 'hi')).toBe('दशम भाव (कर्म)');
    // An identifier the table lacks is shown as it is, never dropped.
    expect(astroName('yoga', 'Unknown', 'hi')).toBe('Unknown');
  });
});
