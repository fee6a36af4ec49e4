import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  accountMessages,
  adminTexts,
  messages,
  paiseToMillicredits,
  type AdminDashboard,
  type AuditPage,
  type ChatSession,
  type ReviewQueueItem,
  type ReviewStatus,
} from '@kusp/contracts';
import { createAccount } from './support/accounts.ts';
import { askedQuestion, birth, grant, wallet } from './support/money.ts';
import { call, startTestApp, type TestApp } from './support/test-app.ts';

// The operator console (issue 44, first half): operators' own sign-in, KYC review of astrologers
// (only approved ones are listed or paid for), the dashboard, and one audit record per action.

type Account = Awaited<ReturnType<typeof createAccount>>;

let t: TestApp;
let operator: Account;
let lastAddress = 0;
const fromNewAddress = () => {
  lastAddress += 1;
  return `10.44.${Math.floor(lastAddress / 250)}.${(lastAddress % 250) + 1}`;
};
const as = (
  account: Account | undefined,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  body?: unknown,
  address = fromNewAddress(),
) =>
  call(t.app, method, url, {
    ...(account ? { token: account.token } : {}),
    body,
    headers: { 'x-forwarded-for': address },
  });

const setReview = (astrologerId: string, status: ReviewStatus) =>
  t.db
    .updateTable('astrologer_profiles')
    .set({ review_status: status })
    .where('user_id', '=', astrologerId)
    .execute();

/** An astrologer at ₹500 offering every service, ONLINE, in the given review status. */
async function astrologerIn(status: ReviewStatus, firstName = 'Kavya') {
  const astrologer = await createAccount(t.app, t.db, 'astrologer', { firstName });
  await t.db
    .updateTable('astrologer_profiles')
    .set({
      rate: '500.00',
      availability_status: 'ONLINE',
      text_chat_enabled: true,
      video_call_enabled: true,
      offline_question_enabled: true,
      review_status: status,
    })
    .where('user_id', '=', astrologer.id)
    .execute();
  return astrologer;
}

async function customerWithCredits() {
  const customer = await createAccount(t.app, t.db, 'customer', { firstName: 'Asha' });
  await grant(t, customer.id, 5_000_000);
  return customer;
}

const listed = async (astrologerId: string) => {
  const v1 = (await as(undefined, 'GET', '/api/v1/astrologer/list')).json as unknown as {
    astrologerId: string;
  }[];
  const v3 = (await as(undefined, 'GET', '/api/v3/astrologer/list')).json as unknown as {
    astrologerId: string;
  }[];
  return {
    v1: v1.some((a) => a.astrologerId === astrologerId),
    v3: v3.some((a) => a.astrologerId === astrologerId),
  };
};

const auditRows = (recordId: string) =>
  t.db.selectFrom('audit_log').selectAll().where('record_id', '=', recordId).execute();

/** A portal conversation of the astrologer with a client of theirs, for a payment link. */
async function clientConversation(astrologer: Account) {
  const client = await as(astrologer, 'POST', '/api/v3/horoscope/add', {
    ...birth,
    name: 'Client One',
    countryCode: '91',
    phone: '9812345670',
  });
  expect(client.status).toBe(200);
  const conversation = await as(astrologer, 'POST', '/api/v1/external-customer/conversation', {
    astrologerId: astrologer.id,
    horoscopeId: String(client.json.horoscopeId),
  });
  return String((conversation.json.data as { id: string }).id);
}

const paymentLink = (astrologer: Account, conversationId: string) =>
  as(astrologer, 'POST', '/api/v1/payment/portal-link', {
    amount: 100,
    astrologerId: astrologer.id,
    countryCode: 'IN',
    orderId: conversationId,
    paymentProcessor: 'CCAVENUE',
    serviceCode: 'ASTRO_PORTAL_CHAT',
    userId: astrologer.id,
  });

const requestSession = (customer: Account, astrologer: Account, type: 'TEXT' | 'VIDEO') =>
  as(customer, 'POST', '/api/v1/chat/request', {
    astrologerId: astrologer.id,
    userId: customer.id,
    type,
  });

beforeAll(async () => {
  t = await startTestApp({ chatSweepMs: 100 });
  operator = await createAccount(t.app, t.db, 'operator', { firstName: 'Olga' });
});
afterAll(() => t?.close());

describe('the operator sign-in', () => {
  it('lets operators in at their own sign-in only, and no one else there', async () => {
    const customer = await createAccount(t.app, t.db, 'customer');
    const signIn = (url: string, username: string) =>
      as(undefined, 'POST', url, { username, password: 'Test#Pass1' });
    const ok = await signIn('/api/v1/admin/authentication', operator.loginId);
    expect(ok.status).toBe(200);
    expect(ok.json.roles).toEqual(['kusp_admin_user']);
    expect((await signIn('/api/v1/authentication', operator.loginId)).status).toBe(401);
    const wrongKind = await signIn('/api/v1/admin/authentication', customer.loginId);
    expect(wrongKind.status).toBe(401);
    expect(wrongKind.json.message).toBe(messages.login.failed);
  });

  it('limits operator sign-ins as every sign-in: a sixth attempt in a minute from one address is refused', async () => {
    const victim = await createAccount(t.app, t.db, 'operator');
    const address = fromNewAddress();
    const attempt = async (password: string, from = address) =>
      (
        await as(
          undefined,
          'POST',
          '/api/v1/admin/authentication',
          { username: victim.loginId, password },
          from,
        )
      ).status;
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push(await attempt('wrong'));
    // Even the right password, from that address.
    statuses.push(await attempt('Test#Pass1'));
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // The owner, elsewhere, is not locked out.
    expect(await attempt('Test#Pass1', fromNewAddress())).toBe(200);
  });
});

describe('an astrologer who is not approved', () => {
  it.each(['PENDING_REVIEW', 'REJECTED', 'SUSPENDED'] as const)(
    'is %s: absent from both directories and refused for every paid service',
    async (status) => {
      const approved = await astrologerIn('APPROVED', 'Ananya');
      const astrologer = await astrologerIn('APPROVED');
      const conversationId = await clientConversation(astrologer);
      await setReview(astrologer.id, status);
      const customer = await customerWithCredits();

      expect(await listed(approved.id)).toEqual({ v1: true, v3: true });
      expect(await listed(astrologer.id)).toEqual({ v1: false, v3: false });
      expect(
        (await as(customer, 'GET', `/api/v3/astrologer/profile/${astrologer.id}`)).status,
      ).toBe(404);
      // The owner still sees their own profile.
      expect(
        (await as(astrologer, 'GET', `/api/v3/astrologer/profile/${astrologer.id}`)).status,
      ).toBe(200);

      const before = await wallet(t, customer.id);
      await expect(askedQuestion(t, customer, astrologer.id)).rejects.toThrow(
        adminTexts.astrologerUnavailable,
      );
      for (const type of ['TEXT', 'VIDEO'] as const) {
        const refused = await requestSession(customer, astrologer, type);
        expect(refused.status).toBe(409);
        expect(refused.json.message).toBe(adminTexts.astrologerUnavailable);
      }
      const link = await paymentLink(astrologer, conversationId);
      expect(link.status).toBe(409);
      expect(await wallet(t, customer.id)).toEqual(before);
      const orders = await t.db
        .selectFrom('orders')
        .select('id')
        .where('astrologer_id', '=', astrologer.id)
        .execute();
      expect(orders).toEqual([]);

      // The approved one beside them takes the same requests.
      expect((await askedQuestion(t, customer, approved.id)).order.orderId).toBeTruthy();
    },
  );

  it('cannot be paid for an order made before the suspension', async () => {
    const astrologer = await astrologerIn('APPROVED');
    const customer = await customerWithCredits();
    const { order } = await askedQuestion(t, customer, astrologer.id);
    await setReview(astrologer.id, 'SUSPENDED');
    const paid = await as(customer, 'POST', '/api/v3/payment', {
      orderId: order.orderId,
      paymentProcessor: 'WALLET',
    });
    expect(paid.status).toBe(409);
    expect((await t.app.money.getOrder(t.db, order.orderId))?.status).toBe('CREATED');
  });
});

describe('the review of a new astrologer', () => {
  it('shows the astrologer what is missing, and the operator the queue with documents; approval lists them', async () => {
    const other = await astrologerIn('PENDING_REVIEW', 'Other');
    const astrologer = await astrologerIn('PENDING_REVIEW', 'Meera');
    const review = await as(astrologer, 'GET', '/api/v1/astrologer/review');
    expect(review.json).toEqual({
      status: 'PENDING_REVIEW',
      reason: null,
      missingDocuments: ['PAN_CARD', 'BANK_ACCOUNT_PROOF'],
    });
    const form = new FormData();
    form.append('panCardImage', new Blob([Buffer.from('%PDF-1.7\n%%EOF\n')]), 'pan.pdf');
    const uploaded = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/astrologer/document?astrologerId=${astrologer.id}`,
      headers: { authorization: `Bearer ${astrologer.token}` },
      payload: form,
    });
    expect(uploaded.statusCode).toBe(200);
    expect(
      (await as(astrologer, 'GET', '/api/v1/astrologer/review')).json.missingDocuments,
    ).toEqual(['BANK_ACCOUNT_PROOF']);

    const queue = (await as(operator, 'GET', '/api/v1/admin/astrologers'))
      .json as unknown as ReviewQueueItem[];
    expect(queue.map((a) => a.astrologerId)).toEqual(
      expect.arrayContaining([other.id, astrologer.id]),
    );
    const entry = queue.find((a) => a.astrologerId === astrologer.id)!;
    expect(entry.documents.map((d) => d.fileName)).toEqual(['pan.pdf']);
    const documentId = entry.documents[0]!.documentId;
    const url = `/api/v1/admin/astrologers/${astrologer.id}/documents/${documentId}`;
    const viewed = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${operator.token}` },
    });
    expect(viewed.statusCode).toBe(200);
    expect(viewed.headers['content-type']).toBe('application/pdf');
    expect(viewed.headers['content-disposition']).toMatch(/^attachment;/);
    expect(viewed.body).toContain('%PDF');
    // Looking at a document is an operator action too: one audit row.
    expect((await auditRows(documentId)).map((r) => [r.action, r.actor_id])).toEqual([
      ['astrologer_document.viewed', operator.id],
    ]);
    // Another astrologer's path to it, and anyone who is not an operator: refused.
    expect(
      (await as(operator, 'GET', `/api/v1/admin/astrologers/${other.id}/documents/${documentId}`))
        .status,
    ).toBe(404);
    expect((await as(astrologer, 'GET', url)).status).toBe(403);

    const approved = await as(
      operator,
      'POST',
      `/api/v1/admin/astrologers/${astrologer.id}/approve`,
    );
    expect(approved.status).toBe(200);
    expect(await listed(astrologer.id)).toEqual({ v1: true, v3: true });
    expect(await listed(other.id)).toEqual({ v1: false, v3: false });
    const mail = await t.db
      .selectFrom('mail_outbox')
      .select(['subject'])
      .where('to_address', '=', astrologer.email)
      .execute();
    expect(mail.map((m) => m.subject)).toEqual(['Your Kusp astrologer profile is approved']);
    const customer = await customerWithCredits();
    expect((await askedQuestion(t, customer, astrologer.id)).order.orderId).toBeTruthy();
  });

  it('rejects with a reason the astrologer is mailed and shown, and takes the resubmitted profile back', async () => {
    const astrologer = await astrologerIn('PENDING_REVIEW', 'Rekha');
    const missing = await as(
      operator,
      'POST',
      `/api/v1/admin/astrologers/${astrologer.id}/reject`,
      {
        reason: '  ',
      },
    );
    expect(missing.status).toBe(400);
    expect(missing.json.message).toBe(adminTexts.reasonRequired);
    const reason = 'The pan card is unreadable <b>please</b> upload a sharper scan';
    const rejected = await as(
      operator,
      'POST',
      `/api/v1/admin/astrologers/${astrologer.id}/reject`,
      {
        reason,
      },
    );
    expect(rejected.status).toBe(200);
    expect((await as(astrologer, 'GET', '/api/v1/astrologer/review')).json).toMatchObject({
      status: 'REJECTED',
      reason,
    });
    const [mail] = await t.db
      .selectFrom('mail_outbox')
      .select(['subject', 'html', 'text'])
      .where('to_address', '=', astrologer.email)
      .execute();
    expect(mail?.subject).toBe('Your Kusp astrologer profile needs changes');
    expect(mail?.text).toContain(reason);
    expect(mail?.html).toContain('&lt;b&gt;please&lt;/b&gt;');
    expect(await listed(astrologer.id)).toEqual({ v1: false, v3: false });

    const again = await as(astrologer, 'POST', '/api/v1/astrologer/review/resubmit');
    expect(again.status).toBe(200);
    expect(again.json.status).toBe('PENDING_REVIEW');
    expect((await as(astrologer, 'POST', '/api/v1/astrologer/review/resubmit')).status).toBe(409);
    const queue = (await as(operator, 'GET', '/api/v1/admin/astrologers'))
      .json as unknown as ReviewQueueItem[];
    expect(queue.some((a) => a.astrologerId === astrologer.id)).toBe(true);
  });

  it('suspends an approved astrologer: unlisted at once, their running session ends and is refunded', async () => {
    const astrologer = await astrologerIn('APPROVED', 'Sunita');
    const customer = await customerWithCredits();
    const before = await wallet(t, customer.id);
    const session = (await requestSession(customer, astrologer, 'TEXT'))
      .json as unknown as ChatSession;
    expect(
      (await as(astrologer, 'POST', '/api/v1/chat/accept', { sessionId: session.id })).status,
    ).toBe(200);
    const suspended = await as(
      operator,
      'POST',
      `/api/v1/admin/astrologers/${astrologer.id}/suspend`,
      {
        reason: 'Complaints about conduct',
      },
    );
    expect(suspended.status).toBe(200);
    expect(await listed(astrologer.id)).toEqual({ v1: false, v3: false });
    // Nobody joined the session, so nothing was delivered: the whole hold goes back.
    await vi.waitFor(
      async () => {
        const row = await t.db
          .selectFrom('chat_sessions')
          .select(['ended_at', 'order_id'])
          .where('id', '=', session.id)
          .executeTakeFirstOrThrow();
        expect(row.ended_at).not.toBeNull();
      },
      { timeout: 5000, interval: 100 },
    );
    expect((await t.app.money.getOrder(t.db, session.orderId))?.status).toBe('RELEASED');
    expect(await wallet(t, customer.id)).toEqual(before);
    // A pending request is released too.
    const reinstated = await as(
      operator,
      'POST',
      `/api/v1/admin/astrologers/${astrologer.id}/approve`,
    );
    expect(reinstated.status).toBe(200);
    const pending = (await requestSession(customer, astrologer, 'VIDEO'))
      .json as unknown as ChatSession;
    await as(operator, 'POST', `/api/v1/admin/astrologers/${astrologer.id}/suspend`, {
      reason: 'Again',
    });
    await vi.waitFor(
      async () => {
        const row = await t.db
          .selectFrom('chat_sessions')
          .select('rejected_at')
          .where('id', '=', pending.id)
          .executeTakeFirstOrThrow();
        expect(row.rejected_at).not.toBeNull();
      },
      { timeout: 5000, interval: 100 },
    );
    expect(await wallet(t, customer.id)).toEqual(before);
  });
});

describe('the audit record', () => {
  it('holds exactly one row per operator action, with who, what, which record, before, after and where from', async () => {
    const astrologer = await astrologerIn('PENDING_REVIEW', 'Audit');
    const address = '10.99.0.7';
    const approve = await as(
      operator,
      'POST',
      `/api/v1/admin/astrologers/${astrologer.id}/approve`,
      undefined,
      address,
    );
    expect(approve.status).toBe(200);
    const suspend = await as(
      operator,
      'POST',
      `/api/v1/admin/astrologers/${astrologer.id}/suspend`,
      { reason: 'Fraud report' },
      address,
    );
    expect(suspend.status).toBe(200);
    const rows = await auditRows(astrologer.id);
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.action === 'astrologer.approved')).toMatchObject({
      actor_id: operator.id,
      actor_role: 'kusp_admin_user',
      record_type: 'astrologer',
      before: { status: 'PENDING_REVIEW', reason: null },
      after: { status: 'APPROVED', reason: null },
      address,
    });
    expect(rows.find((r) => r.action === 'astrologer.suspended')).toMatchObject({
      before: { status: 'APPROVED', reason: null },
      after: { status: 'SUSPENDED', reason: 'Fraud report' },
    });

    const added = await as(operator, 'POST', '/api/v1/admin/operators', {
      firstName: 'Nila',
      lastName: 'Operator',
      email: 'nila.ops@example.com',
      password: 'Secret#12',
    });
    expect(added.status).toBe(200);
    const operatorRows = await auditRows(String(added.json.id));
    expect(operatorRows).toHaveLength(1);
    expect(operatorRows[0]).toMatchObject({
      action: 'operator.added',
      actor_id: operator.id,
      after: { email: 'nila.ops@example.com', firstName: 'Nila', lastName: 'Operator' },
    });
    expect(JSON.stringify(operatorRows[0])).not.toContain('Secret#12');
    // The new operator signs in and may add operators too.
    const nila = await as(undefined, 'POST', '/api/v1/admin/authentication', {
      username: 'nila.ops@example.com',
      password: 'Secret#12',
    });
    expect(nila.status).toBe(200);

    // Listed, filtered and paged.
    const page = (await as(operator, 'GET', `/api/v1/admin/audit?recordId=${astrologer.id}&size=1`))
      .json as unknown as AuditPage;
    expect(page.total).toBe(2);
    expect(page.entries.map((e) => e.action)).toEqual(['astrologer.suspended']);
    expect(page.entries[0]).toMatchObject({ actorName: 'Olga Operator', address });
    const second = (
      await as(operator, 'GET', `/api/v1/admin/audit?recordId=${astrologer.id}&size=1&page=1`)
    ).json as unknown as AuditPage;
    expect(second.entries.map((e) => e.action)).toEqual(['astrologer.approved']);
    const byAction = (await as(operator, 'GET', '/api/v1/admin/audit?action=operator.added'))
      .json as unknown as AuditPage;
    expect(byAction.entries.map((e) => e.recordId)).toEqual([String(added.json.id)]);
  });

  it('has no row for an action that failed', async () => {
    const astrologer = await astrologerIn('APPROVED', 'Failed');
    // Refused by the rules: approving an approved astrologer, rejecting one, a taken e-mail.
    expect(
      (await as(operator, 'POST', `/api/v1/admin/astrologers/${astrologer.id}/approve`)).json
        .message,
    ).toBe(adminTexts.notPending);
    expect(
      (
        await as(operator, 'POST', `/api/v1/admin/astrologers/${astrologer.id}/reject`, {
          reason: 'No',
        })
      ).status,
    ).toBe(409);
    const taken = await as(operator, 'POST', '/api/v1/admin/operators', {
      firstName: 'Copy',
      lastName: 'Cat',
      email: astrologer.email,
      password: 'Secret#12',
    });
    expect(taken.status).toBe(409);
    expect(taken.json.message).toBe(accountMessages.emailTaken);
    expect(await auditRows(astrologer.id)).toEqual([]);
    // Two operators adding the same person at once: one account, one row; the other is told why.
    const email = 'twice.ops@example.com';
    const twice = await Promise.all(
      [1, 2].map(() =>
        as(operator, 'POST', '/api/v1/admin/operators', {
          firstName: 'Twice',
          lastName: 'Added',
          email,
          password: 'Secret#12',
        }),
      ),
    );
    expect(twice.map((r) => r.status).sort()).toEqual([200, 409]);
    const added = await t.db
      .selectFrom('audit_log')
      .select('record_id')
      .where('action', '=', 'operator.added')
      .where(sql<string>`after->>'email'`, '=', email)
      .execute();
    expect(added).toHaveLength(1);

    // Failing after the change: the audit row cannot be written, so the change is undone with it.
    await sql`create function refuse_suspensions() returns trigger language plpgsql as $$
      begin
        if new.action = 'astrologer.suspended' then raise exception 'audit refused'; end if;
        return new;
      end $$`.execute(t.db);
    await sql`create trigger refuse_suspensions before insert on audit_log
      for each row execute function refuse_suspensions()`.execute(t.db);
    try {
      const failed = await as(
        operator,
        'POST',
        `/api/v1/admin/astrologers/${astrologer.id}/suspend`,
        {
          reason: 'Should not stick',
        },
      );
      expect(failed.status).toBe(500);
    } finally {
      await sql`drop trigger refuse_suspensions on audit_log`.execute(t.db);
      await sql`drop function refuse_suspensions()`.execute(t.db);
    }
    const profile = await t.db
      .selectFrom('astrologer_profiles')
      .select(['review_status', 'review_reason'])
      .where('user_id', '=', astrologer.id)
      .executeTakeFirstOrThrow();
    expect(profile).toEqual({ review_status: 'APPROVED', review_reason: null });
    expect(await auditRows(astrologer.id)).toEqual([]);
    expect(await listed(astrologer.id)).toEqual({ v1: true, v3: true });
  });
});

describe('the dashboard', () => {
  it("counts today's paid orders and revenue by service from the ledger, and the reviews waiting", async () => {
    const board = async () =>
      (await as(operator, 'GET', '/api/v1/admin/dashboard')).json as unknown as AdminDashboard;
    const start = await board();
    expect(start.revenueByDay).toHaveLength(90);
    const astrologer = await astrologerIn('APPROVED', 'Dash');
    await astrologerIn('PENDING_REVIEW', 'Waiting');
    const customer = await customerWithCredits();
    const { order } = await askedQuestion(t, customer, astrologer.id);
    const paid = await as(customer, 'POST', '/api/v3/payment', {
      orderId: order.orderId,
      paymentProcessor: 'WALLET',
    });
    expect(paid.status).toBe(200);
    // Credits bought are not revenue until spent.
    await grant(t, customer.id, paiseToMillicredits(10_000));

    const after = await board();
    const question = (lines: AdminDashboard['revenueToday']) =>
      lines.find((l) => l.serviceCode === 'OFFLINE_QUESTION')?.amount ?? 0;
    expect(after.ordersToday - start.ordersToday).toBe(1);
    expect(after.ordersThisMonth - start.ordersThisMonth).toBe(1);
    expect(question(after.revenueToday) - question(start.revenueToday)).toBe(
      order.invoice.totalAmount,
    );
    expect(question(after.revenueThisMonth) - question(start.revenueThisMonth)).toBe(
      order.invoice.totalAmount,
    );
    expect(after.revenueByDay.at(-1)!.amount - start.revenueByDay.at(-1)!.amount).toBe(
      order.invoice.totalAmount,
    );
    expect(after.pendingReviews - start.pendingReviews).toBe(1);
    expect(after.pendingReviews).toBe(
      Number(
        (
          await t.db
            .selectFrom('astrologer_profiles')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('review_status', '=', 'PENDING_REVIEW')
            .executeTakeFirstOrThrow()
        ).n,
      ),
    );
  });
});

describe('what operators do not see', () => {
  it('refuses operators every chat and question text', async () => {
    const astrologer = await astrologerIn('APPROVED', 'Private');
    const customer = await customerWithCredits();
    const { question } = await askedQuestion(t, customer, astrologer.id);
    for (const url of [
      `/api/v1/question/${question.questionId}`,
      '/api/v1/question/my-questions',
      `/api/v1/conversation/${customer.id}/${astrologer.id}/messages`,
    ]) {
      const res = await as(operator, 'GET', url);
      expect(res.status, url).toBe(403);
      expect(JSON.stringify(res.json)).not.toContain('change my job');
    }
  });
});
