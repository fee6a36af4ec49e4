import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

// Rate limits are per address; each test posts from its own, as different visitors would.
let visitor = 0;
const post = (url: string, body: unknown) =>
  call(t.app, 'POST', url, { body, headers: { 'x-forwarded-for': `10.0.0.${++visitor}` } });
const outbox = async (to: string) =>
  (await call(t.app, 'GET', `/dev/outbox.json?to=${encodeURIComponent(to)}`)).json as Array<{
    subject: string;
    text: string;
  }>;

const contact = {
  firstName: '  Asha ',
  lastName: ' Rao ',
  email: ' asha@kusp.example ',
  enquiryType: 'Media',
  message: '  An interview about the research project?  ',
};

describe('contact enquiry', () => {
  it('requires every field with the spec messages, empty or blank alike', async () => {
    const res = await post('/api/v1/enquiry', {
      firstName: '   ',
      lastName: '',
      email: '',
      message: ' ',
    });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      code: 'INVALID_REQUEST',
      message: 'Please enter first name',
      errors: {
        firstName: 'Please enter first name',
        lastName: 'Please enter last name',
        email: 'Please enter email',
        enquiryType: 'Please select enquiry type',
        message: 'Please enter message',
      },
    });
  });

  it('rejects a malformed e-mail and an unknown enquiry type', async () => {
    const res = await post('/api/v1/enquiry', { ...contact, email: 'asha@', enquiryType: 'Spam' });
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual({
      email: 'Email is required and format should be {email}.',
      enquiryType: 'Please select enquiry type',
    });
  });

  it('stores the trimmed enquiry, answers the spec message and mails the sender', async () => {
    // Course fields mean nothing on a Media enquiry and are not stored.
    const res = await post('/api/v1/enquiry', {
      ...contact,
      course: 'BASIC',
      secondaryEducation: true,
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      message: 'We appreciate you contacting us. We will get back in touch with you soon',
    });
    const row = await t.db
      .selectFrom('enquiries')
      .selectAll()
      .where('email', '=', 'asha@kusp.example')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      first_name: 'Asha',
      last_name: 'Rao',
      enquiry_type: 'Media',
      message: 'An interview about the research project?',
      course: null,
      secondary_education: null,
    });
    const [mail] = await outbox('asha@kusp.example');
    expect(mail?.subject).toBe('We received your message');
    expect(mail?.text).toContain('Thank you for your media enquiry');
    expect(mail?.text).toContain('An interview about the research project?');
  });

  it('limits each address to ten enquiries a minute', async () => {
    const headers = { 'x-forwarded-for': '10.9.9.9' };
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await call(t.app, 'POST', '/api/v1/enquiry', { body: {}, headers })).status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('learn-astrology enquiry', () => {
  const course = { ...contact, email: 'learner@kusp.example', enquiryType: 'Learn Astrology' };

  it('requires course, language and the secondary-education confirmation', async () => {
    const res = await post('/api/v1/enquiry', { ...course, secondaryEducation: false });
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual({
      course: 'Please select a course',
      language: 'Please select a language',
      secondaryEducation: 'Please confirm that you have completed secondary education',
    });
  });

  it('requires the basic course before the advanced one', async () => {
    const advanced = { ...course, course: 'ADVANCED', language: 'Hindi', secondaryEducation: true };
    const refused = await post('/api/v1/enquiry', advanced);
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe(
      'The advanced course requires completing the basic course first',
    );
    const accepted = await post('/api/v1/enquiry', { ...advanced, basicCourseCompleted: true });
    expect(accepted.status).toBe(200);
    const row = await t.db
      .selectFrom('enquiries')
      .selectAll()
      .where('email', '=', 'learner@kusp.example')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      enquiry_type: 'Learn Astrology',
      course: 'ADVANCED',
      language: 'Hindi',
      secondary_education: true,
      basic_course_completed: true,
    });
  });

  it('takes the basic course without the basic-course confirmation', async () => {
    const res = await post('/api/v1/enquiry', {
      ...course,
      email: 'beginner@kusp.example',
      course: 'BASIC',
      language: 'English',
      secondaryEducation: true,
    });
    expect(res.status).toBe(200);
    expect((await outbox('beginner@kusp.example'))[0]?.text).toContain('basic course in English');
  });
});

describe('newsletter', () => {
  it('subscribes once; a repeat, in any case, is not an error and sends no second mail', async () => {
    const first = await post('/api/v1/newsletter/subscription', { email: 'reader@kusp.example' });
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ message: 'Thanks for subscribing to our newsletter' });
    const again = await post('/api/v1/newsletter/subscription', { email: ' Reader@Kusp.example ' });
    expect(again.status).toBe(200);
    expect(again.json).toEqual({ message: 'Thanks for subscribing to our newsletter' });
    const rows = await t.db.selectFrom('newsletter_subscriptions').selectAll().execute();
    expect(rows.map((r) => r.email)).toEqual(['reader@kusp.example']);
    expect(await outbox('reader@kusp.example')).toHaveLength(1);
  });

  it('rejects a missing or malformed e-mail', async () => {
    expect((await post('/api/v1/newsletter/subscription', {})).json.message).toBe(
      'Please enter email',
    );
    const bad = await post('/api/v1/newsletter/subscription', { email: 'abc' });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe('Email is required and format should be {email}.');
  });
});

describe('app trial sign-up', () => {
  it('signs up for Android or iOS and mails the matching instructions', async () => {
    const android = await post('/api/v1/product/update/subscribe', {
      phoneType: 'ANDROID',
      email: 'tester@kusp.example',
    });
    expect(android.status).toBe(200);
    expect(android.json.message).toContain('Android');
    const ios = await post('/api/v1/product/update/subscribe', {
      phoneType: 'iOS',
      email: 'tester@kusp.example',
    });
    expect(ios.json.message).toContain('iOS');
    const repeat = await post('/api/v1/product/update/subscribe', {
      phoneType: 'iOS',
      email: 'TESTER@kusp.example',
    });
    expect(repeat.status).toBe(200);
    const mails = await outbox('tester@kusp.example');
    expect(mails.map((m) => m.subject)).toEqual([
      'Your Kusp beta sign-up',
      'Your Kusp beta sign-up',
    ]);
    expect(mails.map((m) => m.text).join()).toMatch(/TestFlight[\s\S]*Google Play/);
  });

  it('requires a phone type and an e-mail', async () => {
    const res = await post('/api/v1/product/update/subscribe', { phoneType: 'WINDOWS' });
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual({
      phoneType: 'Please choose Android or iOS',
      email: 'Please enter email',
    });
  });
});
