import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { demoAstrologer, demoCustomer, demoPassword, signInAs } from '../support/session';

const collectErrors = (page: Page) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
};

/** A signed-in API caller: its token and account id. */
async function apiSession(request: APIRequestContext, username: string, password = demoPassword) {
  const login = await request.post('/api/v1/authentication', { data: { username, password } });
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const me = (await (await request.get('/api/v1/user/me', { headers })).json()) as { id: string };
  return { headers, id: me.id };
}

test('a public visitor asking a question signs in and comes back to the same astrologer', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  const astrologer = await apiSession(request, demoAstrologer);
  await page.goto(`/user/astrologer/chat/${astrologer.id}`);
  await expect(page).toHaveURL(/\/user\/login\?next=/);
  await page.getByRole('textbox', { name: 'Username or email' }).fill(demoCustomer);
  await page.getByLabel(/^Password/).fill(demoPassword);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(new RegExp(`/user/astrologer/chat/${astrologer.id}$`));
  await expect(page.getByRole('dialog', { name: 'Ask A Question' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a customer asks and pays, the astrologer answers beside the chart, the customer follows up', async ({
  browser,
  page,
  request,
}) => {
  const errors = collectErrors(page);
  const astrologer = await apiSession(request, demoAstrologer);
  const subject = `Career ${Date.now()}`;

  // A customer with an empty wallet asks from the astrologer's page.
  const customer = await newCustomer(request, { credits: 0 });
  await signInAs(page, request, customer.loginId, customer.password);
  await page.goto(`/user/astrologer-details/${astrologer.id}`);
  await page.getByRole('link', { name: 'Offline Chat' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ask A Question' });
  await expect(dialog.getByText(/Price: ₹\d/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Submit' })).toHaveCount(0);
  await dialog.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await dialog.getByRole('textbox', { name: 'Question' }).fill('Too short');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Question must be at least 10 characters long')).toBeVisible();
  await dialog
    .getByRole('textbox', { name: 'Question' })
    .fill('Is this a good year to move from banking into teaching?');
  await dialog.getByRole('button', { name: 'Submit' }).click();

  // The wallet is short: the order summary, then the sandbox page.
  await expect(page).toHaveURL(/\/user\/payment-intent$/);
  await expect(page.getByText(subject)).toBeVisible();
  await page.getByRole('button', { name: 'Proceed to payment' }).click();
  await expect(page).toHaveURL(/\/pay\/sandbox\//);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByText('Payment Successful!')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/user\/my-questions$/);

  const mine = page.getByRole('table', { name: 'My Questions' });
  await expect(mine).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await expect(mine.getByRole('row', { name: new RegExp(subject) })).toContainText(
    'Awaiting answer',
  );

  // The astrologer finds it pending, with the customer's chart, drafts and then submits.
  const astrologerContext = await browser.newContext();
  const portal = await astrologerContext.newPage();
  const portalErrors = collectErrors(portal);
  await signInAs(portal, astrologerContext.request, demoAstrologer);
  await portal.goto('/astrologer/pending-questions');
  await portal.getByRole('link', { name: subject }).click();
  await expect(portal).toHaveURL(/\/astrologer\/questions\/[0-9a-f-]{36}$/);
  await expect(
    portal.getByRole('img', { name: 'Lagna Rashi chart, South Indian style' }),
  ).toBeVisible();
  expect(await seriousViolations(portal)).toEqual([]);
  await portal.getByRole('tab', { name: 'Planets' }).click();
  await expect(portal.getByRole('table', { name: 'Planets' })).toContainText('Sun');
  const box = portal.getByRole('textbox', { name: 'Your answer' });
  await expect(portal.getByRole('button', { name: 'Save Draft' })).toBeDisabled();
  await expect(portal.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await box.fill('Jupiter, your tenth lord');
  await portal.getByRole('button', { name: 'Save Draft' }).click();
  await expect(portal).toHaveURL(/\/astrologer\/pending-questions$/);
  const row = portal.getByRole('row', { name: new RegExp(subject) });
  await expect(row.getByText('Draft')).toBeVisible();
  await portal.getByRole('link', { name: subject }).click();
  await expect(box).toHaveValue('Jupiter, your tenth lord');
  await box.fill('Jupiter, your tenth lord, favours teaching from the autumn. Prepare now.');
  await portal.getByRole('button', { name: 'Submit' }).click();
  await expect(portal).toHaveURL(/\/astrologer\/pending-questions$/);
  await expect(portal.getByRole('link', { name: subject })).toHaveCount(0);
  await portal.goto('/astrologer/answered-questions');
  await expect(portal.getByRole('link', { name: subject })).toBeVisible();

  // The customer reads the answer and follows up once.
  await page.goto('/user/my-questions');
  await mine
    .getByRole('row', { name: new RegExp(subject) })
    .getByRole('link')
    .click();
  await expect(page.getByText('favours teaching from the autumn')).toBeVisible();
  const send = page.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  await page
    .getByRole('textbox', { name: 'Ask a follow-up question' })
    .fill('Should I finish a teaching diploma first?');
  await send.click();
  await expect(page.getByRole('article')).toHaveCount(2);
  await expect(page.getByText('Awaiting answer')).toBeVisible();

  // The astrologer sees the follow-up pending.
  await portal.goto('/astrologer/pending-questions');
  await expect(
    portal.getByText('Follow-up: Should I finish a teaching diploma first?'),
  ).toBeVisible();

  expect(errors).toEqual([]);
  expect(portalErrors).toEqual([]);
  await astrologerContext.close();
});

/** The newest code mailed to that address, read from the development outbox. */
async function mailedCode(request: APIRequestContext, email: string) {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const mails = (await (
        await request.get(`/dev/outbox.json?to=${encodeURIComponent(email)}`)
      ).json()) as Array<{ text: string }>;
      code = mails.map((m) => /Your code: (\d{6})/.exec(m.text)?.[1]).find(Boolean);
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code!;
}

/** A new customer with birth details and, if asked, 1000 credits bought on the sandbox page. */
async function newCustomer(request: APIRequestContext, { credits }: { credits: 0 | 1000 }) {
  const id = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `nila.${id}@example.com`;
  const loginId = `nila${id}`;
  const password = 'Nila#Pass1';
  await request.post('/api/v1/user/validation/send-otp', {
    data: { email, otpEvent: 'USER_REGISTRATION' },
  });
  const signUp = await request.post('/api/v1/user/registration', {
    data: { firstName: 'Nila', email, loginId, password, otp: await mailedCode(request, email) },
  });
  expect(signUp.ok()).toBe(true);
  const session = await apiSession(request, loginId, password);
  const profile = await request.post('/api/v1/horoscope/add', {
    headers: session.headers,
    data: {
      name: 'Nila',
      gender: 'FEMALE',
      birthDate: '02/11/1992',
      birthTime: '06:15:00',
      birthPlace: 'Kochi, Kerala, India',
      latitude: '9.9312',
      latitudeDirection: 'N',
      longitude: '76.2673',
      longitudeDirection: 'E',
      timeZone: '+05:30',
    },
  });
  expect(profile.ok()).toBe(true);
  if (credits === 0) return { loginId, password, ...session };
  const purchase = (await (
    await request.post('/api/v2/credit', {
      headers: session.headers,
      data: {
        amount: 1000,
        paymentProcessor: 'CCAVENUE',
        serviceCode: 'CREDIT_PURCHASE',
        customerId: session.id,
      },
    })
  ).json()) as { data: string };
  const paid = await request.post(purchase.data, { form: { action: 'pay' } });
  expect(paid.ok()).toBe(true);
  const wallet = (await (
    await request.get(`/api/v1/credit/${session.id}`, { headers: session.headers })
  ).json()) as { balance: number };
  expect(wallet.balance).toBe(1_000_000);
  return { loginId, password, ...session };
}

test('a customer with enough credits pays from the wallet after the confirmation', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  const astrologer = await apiSession(request, demoAstrologer);
  const customer = await newCustomer(request, { credits: 1000 });
  const subject = `Travel ${Date.now()}`;

  await signInAs(page, request, customer.loginId, customer.password);
  await page.goto(`/user/astrologer/chat/${astrologer.id}`);
  const dialog = page.getByRole('dialog', { name: 'Ask A Question' });
  await dialog.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await dialog
    .getByRole('textbox', { name: 'Question' })
    .fill('Is the coming spring a good time to travel abroad?');
  await dialog.getByRole('button', { name: 'Submit' }).click();

  const confirm = page.getByRole('dialog', { name: 'Pay from your wallet' });
  await expect(
    confirm.getByText(
      /^Would you like to deduct this amount \(₹[\d,]+\.\d\d\) from your wallet\?$/,
    ),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/user\/my-questions$/);
  await expect(
    page
      .getByRole('table', { name: 'My Questions' })
      .getByRole('row', { name: new RegExp(subject) }),
  ).toContainText('Awaiting answer');

  const order = (await (
    await request.get('/api/v1/question/my-questions', { headers: customer.headers })
  ).json()) as { content: Array<{ questionHeader: string; orderTotal: number }> };
  const total = order.content.find((q) => q.questionHeader === subject)!.orderTotal;
  const wallet = (await (
    await request.get(`/api/v1/credit/${customer.id}`, { headers: customer.headers })
  ).json()) as { balance: number };
  expect(wallet.balance).toBe(1_000_000 - total * 10);
  expect(errors).toEqual([]);
});
