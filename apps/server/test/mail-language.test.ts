import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { paiseToMillicredits, type Language, type Quote } from '@kusp/contracts';
import { enquiryReceivedMail } from '../src/modules/enquiries/mail.ts';
import type { MailContent } from '../src/modules/mail/layout.ts';
import { sendDueReceipts } from '../src/modules/money/receipts-mail.ts';
import { newsletterWelcomeMail, trialWelcomeMail } from '../src/modules/newsletter/mail.ts';
import { reviewMail } from '../src/modules/operators/mail.ts';
import { paymentLinkMail, paymentReceivedMail, shareLinkMail } from '../src/modules/portal/mail.ts';
import { refundedMail } from '../src/modules/questions/mail.ts';
import { winnerMail } from '../src/modules/research/drawing.ts';
import { sendNotices } from '../src/modules/questions/notices.ts';
import type { QuestionRow } from '../src/modules/questions/repository.ts';
import { askedQuestion, astrologerWithRate, birth, grant } from './support/money.ts';
import { createAccount } from './support/accounts.ts';
import { settles } from './support/processes.ts';
import { call, startTestApp, type TestApp } from './support/test-app.ts';

// Every e-mail in the recipient's language (issue 47, docs/i18n.md): an account's mails follow its
// language; a Hindi mail keeps no Latin-script word but names, the brand, addresses and links.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** Names a Hindi mail keeps as they are: the brand, the app stores, and the people's own names. */
const kept = new Set(['Kusp', 'kusp', 'Google', 'Play', 'TestFlight', 'iPhone']);
/** The Latin words a person would read in a mail, links, addresses and ids aside. */
function latinWords(mail: MailContent, names: string[] = []) {
  const readable = [mail.subject, mail.text]
    .join('\n')
    .replace(/https?:\/\/[^\s]+/g, ' ')
    .replace(/(?<![\w.+-])[\w.+-]+@[\w.-]+/g, ' ')
    .replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, ' ');
  const allowed = new Set([...kept, ...names.flatMap((name) => name.split(' '))]);
  return [...readable.matchAll(/[A-Za-z]{2,}/g)].map((m) => m[0]).filter((w) => !allowed.has(w));
}

const setLanguage = (id: string, language: Language) =>
  t.db.updateTable('users').set({ language }).where('id', '=', id).execute();

const outbox = (to: string) =>
  t.db
    .selectFrom('mail_outbox')
    .select(['subject', 'text', 'html'])
    .where((eb) => eb(eb.fn('lower', ['to_address']), '=', to.toLowerCase()))
    .orderBy('id', 'desc')
    .execute();

/** The newest mail to an address whose subject matches, once it is there. */
const mailTo = (to: string, subject: RegExp) =>
  vi.waitFor(async () => {
    await sendNotices({
      db: t.db,
      mailer: t.app.mailer,
      publicUrl: t.config.publicUrl,
      log: t.app.log,
    });
    await sendDueReceipts(t.app);
    const mail = (await outbox(to)).find((m) => subject.test(m.subject));
    expect(mail).toBeDefined();
    return mail!;
  }, settles);

describe('mails through the server, in the account’s language', () => {
  it('a question: the Hindi astrologer hears of it, the Hindi customer gets the receipt and the answer, in Hindi', async () => {
    const customer = await createAccount(t.app, t.db, 'customer', { firstName: 'Asha' });
    const astrologer = await astrologerWithRate(t, '500', { firstName: 'Vikram' });
    await setLanguage(customer.id, 'hi');
    await setLanguage(astrologer.id, 'hi');
    const { question, order } = await askedQuestion(t, customer, astrologer.id);
    await grant(t, customer.id, paiseToMillicredits(order.invoice.totalAmount));
    const paid = await call(t.app, 'POST', '/api/v3/payment', {
      token: customer.token,
      body: { orderId: order.orderId, paymentProcessor: 'WALLET' },
    });
    expect(paid.status).toBe(200);
    const names = [
      'Asha',
      'Vikram',
      'Astrologer',
      'Career',
      'Is',
      'this',
      'good',
      'year',
      'to',
      'change',
      'my',
      'job',
    ];

    const arrived = await mailTo(astrologer.email, /^Asha का नया प्रश्न: Career$/);
    expect(arrived.text).toContain('प्रिय Vikram,');
    expect(latinWords(arrived, names)).toEqual([]);

    const receipt = await mailTo(customer.email, /^आपकी Kusp रसीद: ₹/);
    expect(receipt.text).toContain('ज्योतिषी से प्रश्न');
    expect(receipt.html).toContain('<html lang="hi">');
    expect(latinWords(receipt, names)).toEqual([]);

    const horoscope = await t.db
      .selectFrom('horoscope_profiles')
      .select('id')
      .where('user_id', '=', customer.id)
      .executeTakeFirstOrThrow();
    const answered = await call(t.app, 'PUT', '/api/v1/question/answer', {
      token: astrologer.token,
      body: {
        questionId: question.questionId,
        astrologerId: astrologer.id,
        horoscopeId: horoscope.id,
        answerStatus: 'ANSWERED',
        astrologerAnswer: 'Yes, after March.',
        answerDate: new Date().toISOString(),
      },
    });
    expect(answered.status).toBe(200);
    const answer = await mailTo(customer.email, /ने आपके प्रश्न का उत्तर दिया है$/);
    expect(latinWords(answer, names)).toEqual([]);
  });

  it('an astrologer’s client gets the horoscope, the share link and the payment link in the astrologer’s Hindi', async () => {
    const astrologer = await createAccount(t.app, t.db, 'astrologer', { firstName: 'Ananya' });
    await setLanguage(astrologer.id, 'hi');
    const added = await call(t.app, 'POST', '/api/v3/horoscope/add', {
      token: astrologer.token,
      body: { ...birth, name: 'Meera Kapoor', countryCode: '91', phone: '9876543210' },
    });
    const horoscopeId = String(added.json.horoscopeId);
    const email = `meera.${horoscopeId.slice(0, 8)}@example.com`;
    await call(t.app, 'PUT', '/api/v1/external-customer/email', {
      token: astrologer.token,
      body: { horoscopeId, email },
    });
    const sent = await call(
      t.app,
      'POST',
      `/api/v1/horoscope/send-horoscope-by-email/${horoscopeId}?email=${email}&timezone=%2B05:30&dateTime=21-11-2026%2010:00:00`,
      { token: astrologer.token },
    );
    expect(sent.status).toBe(200);
    const shared = await call(t.app, 'POST', '/api/v1/external-customer/share-link', {
      token: astrologer.token,
      body: { horoscopeId, email },
    });
    expect(shared.status).toBe(200);
    const names = ['Ananya', 'Astrologer', 'Meera', 'Kapoor', 'New', 'Delhi', 'India'];

    const horoscope = await mailTo(email, /^Kusp से आपकी कुंडली$/);
    // The rasis and grahas in Devanagari, the chart drawing's names too.
    expect(horoscope.text).toMatch(/लग्न: (मेष|वृषभ|मिथुन|कर्क|सिंह|कन्या|तुला|वृश्चिक|धनु|मकर|कुंभ|मीन)/);
    expect(horoscope.text).toContain('सूर्य');
    expect(horoscope.text).toContain('महादशा: ');
    expect(latinWords(horoscope, names)).toEqual([]);
    const share = await mailTo(email, /^Kusp पर आपकी कुंडली का पेज$/);
    expect(latinWords(share, names)).toEqual([]);
  });

  it('an English account’s receipt is unchanged', async () => {
    const customer = await createAccount(t.app, t.db, 'customer', { firstName: 'Ravi' });
    const astrologer = await astrologerWithRate(t, '500');
    const { order } = await askedQuestion(t, customer, astrologer.id);
    await grant(t, customer.id, paiseToMillicredits(order.invoice.totalAmount));
    await call(t.app, 'POST', '/api/v3/payment', {
      token: customer.token,
      body: { orderId: order.orderId, paymentProcessor: 'WALLET' },
    });
    const receipt = await mailTo(customer.email, /^Your Kusp receipt: ₹/);
    expect(receipt.text).toMatch(
      /^Dear Ravi,\n\nThank you for your payment\. Your receipt:\n\nService: Question to an astrologer\n/,
    );
    expect(receipt.text).toContain('Paid with: Kusp credits');
  });
});

describe('every other mail, written in either language', () => {
  const invoice = {
    baseRate: 50000,
    cgst: 4500,
    sgst: 4500,
    intlTax: 0,
    commission: 10000,
    taxAndSurcharge: 9000,
    totalAmount: 59000,
  } as Quote;
  const question = {
    id: '00000000-0000-4000-8000-000000000001',
    parent_question_id: null,
    customer_first_name: 'Asha',
    astrologer_first_name: 'Vikram',
    astrologer_last_name: 'Rao',
    question_header: 'Career',
  } as QuestionRow;
  const client = { astrologerName: 'Vikram Rao', customerName: 'Meera Kapoor' };
  const until = new Date('2026-12-31T00:00:00Z');
  const mails = (language: Language): Array<[string, MailContent]> => [
    ['review: approved', reviewMail('Vikram', 'APPROVED', null, language)!],
    ['review: rejected', reviewMail('Vikram', 'REJECTED', null, language)!],
    ['review: suspended', reviewMail('Vikram', 'SUSPENDED', null, language)!],
    ['question refunded', refundedMail(question, 'https://kusp.example', language)],
    ['share link', shareLinkMail({ ...client, language }, 'https://kusp.example/x#y', until)],
    [
      'payment link',
      paymentLinkMail({ ...client, language }, invoice, 'https://kusp.example/p', until),
    ],
    ['payment received', paymentReceivedMail('Vikram', 'Meera Kapoor', 59000, 40000, language)],
    [
      'enquiry',
      enquiryReceivedMail(
        {
          firstName: 'Asha',
          lastName: 'Rao',
          email: 'asha@example.com',
          enquiryType: 'Learn Astrology',
          message: 'Namaste',
          course: 'BASIC',
          language: 'Hindi',
        },
        language,
      ),
    ],
    ['newsletter', newsletterWelcomeMail(language)],
    ['trial: Android', trialWelcomeMail('ANDROID', language)],
    ['trial: iOS', trialWelcomeMail('iOS', language)],
    [
      'research drawing',
      winnerMail(
        { week: '2026-W47', referenceId: question.id, email: 'asha@example.com', entries: 12 },
        'https://kusp.example',
        language,
      ),
    ],
  ];
  const names = ['Vikram', 'Rao', 'Asha', 'Meera', 'Kapoor', 'Career', 'Namaste'];

  it('in Hindi: no Latin word but names, the brand, addresses and links', () => {
    for (const [kind, mail] of mails('hi')) {
      expect(latinWords(mail, names), kind).toEqual([]);
      expect(mail.html, kind).toContain('<html lang="hi">');
    }
  });

  it('in English, as before', () => {
    const subjects = mails('en').map(([, mail]) => mail.subject);
    expect(subjects).toEqual([
      'Your Kusp astrologer profile is approved',
      'Your Kusp astrologer profile needs changes',
      'Your Kusp astrologer profile is suspended',
      'Your question was refunded',
      'Your horoscope page on Kusp',
      'Your payment link on Kusp',
      'Payment received from Meera Kapoor',
      'We received your message',
      'Welcome to the Kusp newsletter',
      'Your Kusp beta sign-up',
      'Your Kusp beta sign-up',
      'You won a free 1-hour consultation with Kusp',
    ]);
    const [, enquiry] = mails('en')[7]!;
    expect(enquiry.text).toContain('Thank you for your enquiry about the basic course in Hindi.');
  });
});
