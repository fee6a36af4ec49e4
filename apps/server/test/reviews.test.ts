import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  paiseToMillicredits,
  reviewTexts,
  type AstrologerListItem,
  type OwnReview,
  type Review,
  type ReviewPage,
} from '@kusp/contracts';
import { createAccount } from './support/accounts.ts';
import { astrologerWithRate, deliveredChat, askedQuestion, grant } from './support/money.ts';
import { call, startTestApp, type TestApp } from './support/test-app.ts';

type Account = Awaited<ReturnType<typeof createAccount>>;

let t: TestApp;
let client = 0;
/** Each call as another client, so the per-IP rate limits stay out of the way. */
const api = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  options: { token?: string; body?: unknown } = {},
) =>
  call(t.app, method, url, {
    ...options,
    headers: { 'x-forwarded-for': `10.9.${Math.floor(++client / 250) % 250}.${client % 250}` },
  });

const review = (token: string, body: Record<string, unknown>) =>
  api('POST', '/api/v1/reviews', { token, body });
const reviewsOf = async (astrologerId: string, query = '') =>
  (await api('GET', `/api/v1/astrologer/${astrologerId}/reviews${query}`))
    .json as unknown as ReviewPage;
const listed = async (astrologerId: string, query = '') =>
  (
    (await api('GET', `/api/v1/astrologer/list${query}`)).json as unknown as AstrologerListItem[]
  ).find((item) => item.astrologerId === astrologerId);

beforeAll(async () => {
  t = await startTestApp({ questionJobIntervalSeconds: 0 });
});
afterAll(() => t.close());

describe('a review of a delivered order', () => {
  let astrologer: Account;
  let other: Account;
  let customer: Account;
  let stranger: Account;
  beforeAll(async () => {
    astrologer = await astrologerWithRate(t, '500', { firstName: 'Ananya' });
    other = await astrologerWithRate(t, '500', { firstName: 'Ravi' });
    customer = await createAccount(t.app, t.db, 'customer', { firstName: 'Asha', lastName: 'Rao' });
    stranger = await createAccount(t.app, t.db, 'customer', { firstName: 'Bela' });
  });

  it('is taken once for an answered question, and shows with the average on the astrologer’s page', async () => {
    // Another astrologer's review comes first: the page must show only this astrologer's.
    await review(customer.token, {
      orderId: await deliveredChat(t, customer.id, other.id),
      rating: 1,
    });
    const { question, order } = await askedQuestion(t, customer, astrologer.id);
    await grant(t, customer.id, paiseToMillicredits(order.invoice.totalAmount));
    const paid = await api('POST', '/api/v3/payment', {
      token: customer.token,
      body: { orderId: order.orderId, paymentProcessor: 'WALLET' },
    });
    expect(paid.status).toBe(200);

    // Not delivered yet: refused, and the customer's screen is told so.
    const early = await review(customer.token, { orderId: order.orderId, rating: 5 });
    expect(early.status).toBe(409);
    expect(early.json.message).toBe(reviewTexts.notDelivered);
    const own = (
      await api('GET', `/api/v1/reviews/order/${order.orderId}`, { token: customer.token })
    ).json as unknown as OwnReview;
    expect(own).toEqual({ reviewable: false, review: null, editable: false, editableUntil: null });

    const answered = await api('PUT', '/api/v1/question/answer', {
      token: astrologer.token,
      body: {
        questionId: question.questionId,
        astrologerId: astrologer.id,
        horoscopeId: question.horoscopeId,
        answerStatus: 'ANSWERED',
        astrologerAnswer: 'Yes, after March.',
        answerDate: new Date().toISOString(),
      },
    });
    expect(answered.status).toBe(200);
    expect(
      (
        (await api('GET', `/api/v1/reviews/order/${order.orderId}`, { token: customer.token }))
          .json as unknown as OwnReview
      ).reviewable,
    ).toBe(true);

    // Another customer, and the astrologer themself, cannot review it.
    expect((await review(stranger.token, { orderId: order.orderId, rating: 1 })).status).toBe(404);
    expect((await review(astrologer.token, { orderId: order.orderId, rating: 5 })).status).toBe(
      403,
    );

    const text = '<b>Clear</b> and kind & exact.';
    const written = await review(customer.token, { orderId: order.orderId, rating: 4, text });
    expect(written.status).toBe(201);
    expect(written.json).toMatchObject({ rating: 4, text, customerName: 'Asha R.' });
    const second = await review(customer.token, { orderId: order.orderId, rating: 5 });
    expect(second.status).toBe(409);
    expect(second.json.message).toBe(reviewTexts.alreadyReviewed);

    const page = await reviewsOf(astrologer.id);
    expect(page).toMatchObject({
      averageRating: 4,
      reviewCount: 1,
      distribution: [0, 0, 0, 1, 0],
      totalElements: 1,
    });
    expect(page.content.map((r) => r.text)).toEqual([text]);
    expect(await listed(astrologer.id)).toMatchObject({ averageRating: 4, reviewCount: 1 });
  });

  it('refuses bad stars, over-long and unstorable text', async () => {
    const orderId = await deliveredChat(t, customer.id, astrologer.id);
    for (const body of [
      { orderId, rating: 0 },
      { orderId, rating: 6 },
      { orderId, rating: 4.5 },
      { orderId },
      { orderId, rating: 5, text: 'x'.repeat(1001) },
      { orderId, rating: 5, text: 'bad\u0000byte' },
      { orderId, rating: 5, text: 'half \ud800 pair' },
    ])
      expect((await review(customer.token, body)).status).toBe(400);
    expect(
      (await review(customer.token, { orderId, rating: 5, text: 'x'.repeat(1000) })).status,
    ).toBe(201);
  });

  it('lets the customer change it for 7 days and the astrologer reply once', async () => {
    const orderId = await deliveredChat(t, customer.id, astrologer.id);
    const first = (await review(customer.token, { orderId, rating: 2, text: 'Late' }))
      .json as unknown as Review;
    const before = await reviewsOf(astrologer.id);

    expect(
      (
        await api('PUT', `/api/v1/reviews/${first.reviewId}`, {
          token: stranger.token,
          body: { rating: 1 },
        })
      ).status,
    ).toBe(404);
    const edited = await api('PUT', `/api/v1/reviews/${first.reviewId}`, {
      token: customer.token,
      body: { rating: 5, text: 'Late, but right' },
    });
    expect(edited.status).toBe(200);
    expect(edited.json.editedAt).not.toBeNull();
    const after = await reviewsOf(astrologer.id);
    expect(after.reviewCount).toBe(before.reviewCount);
    expect(after.distribution[1]).toBe(before.distribution[1]! - 1);
    expect(after.distribution[4]).toBe(before.distribution[4]! + 1);

    const replyUrl = `/api/v1/reviews/${first.reviewId}/reply`;
    expect((await api('POST', replyUrl, { token: other.token, body: { text: 'Hi' } })).status).toBe(
      404,
    );
    const replied = await api('POST', replyUrl, {
      token: astrologer.token,
      body: { text: 'Thank you' },
    });
    expect(replied.status).toBe(200);
    expect(replied.json.reply).toBe('Thank you');
    const again = await api('POST', replyUrl, { token: astrologer.token, body: { text: 'Again' } });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(reviewTexts.alreadyReplied);

    // Written 7 days and a minute ago (a session token lasts 7 days, so the review is aged).
    await t.db
      .updateTable('reviews')
      .set({ created_at: new Date(Date.now() - 7 * 24 * 3600 * 1000 - 60_000) })
      .where('id', '=', first.reviewId)
      .execute();
    const late = await api('PUT', `/api/v1/reviews/${first.reviewId}`, {
      token: customer.token,
      body: { rating: 1 },
    });
    expect(late.status).toBe(409);
    expect(late.json.message).toBe(reviewTexts.editClosed);
  });

  it('is reported by anyone signed in, and an operator hides it with one audit record', async () => {
    const orderId = await deliveredChat(t, stranger.id, other.id);
    const written = (await review(stranger.token, { orderId, rating: 1, text: 'Rude' }))
      .json as unknown as Review;
    const reportUrl = `/api/v1/reviews/${written.reviewId}/report`;
    expect((await api('POST', reportUrl, { body: { reason: 'spam' } })).status).toBe(401);
    for (const who of [customer, astrologer, customer])
      expect(
        (await api('POST', reportUrl, { token: who.token, body: { reason: 'spam' } })).status,
      ).toBe(204);
    const reported = await t.app.reviews.reported();
    expect(reported.find((r) => r.reviewId === written.reviewId)?.reportCount).toBe(2);

    const before = await reviewsOf(other.id);
    const act = { actor: { userId: customer.id, role: 'ADMIN' }, address: '10.1.2.3' };
    // A hide that fails (no reason) leaves no audit record.
    await expect(
      t.db.transaction().execute((trx) => t.app.reviews.hide(trx, act, written.reviewId, ' ')),
    ).rejects.toThrow();
    for (let i = 0; i < 2; i += 1)
      await t.db
        .transaction()
        .execute((trx) => t.app.reviews.hide(trx, act, written.reviewId, 'Abusive words'));
    const audits = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('record_id', '=', written.reviewId)
      .execute();
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      action: 'review.hidden',
      actor_id: customer.id,
      address: '10.1.2.3',
      after: { hidden: true, reason: 'Abusive words' },
    });
    const after = await reviewsOf(other.id);
    expect(after.reviewCount).toBe(before.reviewCount - 1);
    expect(after.content.map((r) => r.reviewId)).not.toContain(written.reviewId);
    expect((await api('POST', reportUrl, { token: customer.token, body: {} })).status).toBe(404);
  });
});

describe('the average', () => {
  it('equals the mean of the stored visible reviews after 50 concurrent reviews', async () => {
    const astrologer = await astrologerWithRate(t, '500');
    const customers = await Promise.all(
      Array.from({ length: 5 }, () => createAccount(t.app, t.db, 'customer')),
    );
    const orders: Array<{ by: Account; orderId: string }> = [];
    for (let i = 0; i < 50; i += 1) {
      const by = customers[i % 5]!;
      orders.push({ by, orderId: await deliveredChat(t, by.id, astrologer.id) });
    }
    const answers = await Promise.all(
      orders.map(({ by, orderId }, i) =>
        review(by.token, { orderId, rating: ((i * 7) % 5) + 1, text: `Review ${i}` }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(orders.map(() => 201));
    const stored = await t.db
      .selectFrom('reviews')
      .select('rating')
      .where('astrologer_id', '=', astrologer.id)
      .where('hidden_at', 'is', null)
      .execute();
    const mean = stored.reduce((sum, row) => sum + row.rating, 0) / stored.length;
    expect(stored).toHaveLength(50);
    const page = await reviewsOf(astrologer.id, '?pageSize=20&pageNumber=2');
    expect(page.averageRating).toBe(mean);
    expect(page.reviewCount).toBe(50);
    expect(page.content).toHaveLength(10);
    expect(page.totalPages).toBe(3);
    expect((await listed(astrologer.id))?.averageRating).toBe(mean);
  }, 60_000);
});

describe('the directory', () => {
  it('sorts by rating, price or experience and filters by online now and by service', async () => {
    const make = async (rate: string, years: string, flags: Record<string, boolean>) => {
      const a = await createAccount(t.app, t.db, 'astrologer');
      await t.db
        .updateTable('astrologer_profiles')
        .set({ rate, years_of_experience: years, ...flags })
        .where('user_id', '=', a.id)
        .execute();
      return a;
    };
    const cheap = await make('1', '0-2', { video_call_enabled: false });
    const senior = await make('99999', '10+', { video_call_enabled: true });
    const rated = await make('500', '5-10', { video_call_enabled: false });
    const customer = await createAccount(t.app, t.db, 'customer');
    await review(customer.token, {
      orderId: await deliveredChat(t, customer.id, rated.id),
      rating: 5,
    });
    await t.db
      .updateTable('astrologer_profiles')
      .set({ availability_status: 'ONLINE' })
      .where('user_id', '=', senior.id)
      .execute();

    const ids = async (query: string) =>
      (
        (await api('GET', `/api/v1/astrologer/list${query}`))
          .json as unknown as AstrologerListItem[]
      )
        .map((a) => a.astrologerId)
        .filter((id) => [cheap.id, senior.id, rated.id].includes(id));
    expect((await ids('?sort=rating'))[0]).toBe(rated.id);
    expect(await ids('?sort=price')).toEqual([cheap.id, rated.id, senior.id]);
    expect(await ids('?sort=experience')).toEqual([senior.id, rated.id, cheap.id]);
    expect(await ids('?online=true')).toEqual([senior.id]);
    expect(await ids('?service=VIDEO_CALL&sort=price')).toEqual([senior.id]);
    expect((await api('GET', '/api/v1/astrologer/list?sort=stars')).status).toBe(400);
  });
});
