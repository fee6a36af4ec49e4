import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

export const demoPassword = 'Kusp#2026';
export const demoCustomer = 'demo.customer';
export const demoAstrologer = 'demo.astrologer';

interface SignedIn {
  token: string;
  loginId: string;
  roles: string[];
}

/**
 * POST /api/v1/authentication for tests whose subject is not the sign-in itself. The suite signs
 * in more than 20 times a minute from one address (the server's per-address limit), so a 429 is
 * waited out as its Retry-After asks, the test's time limit growing by that wait.
 */
export async function signIn(
  request: APIRequestContext,
  username: string,
  password = demoPassword,
): Promise<SignedIn> {
  for (let attempt = 0; ; attempt++) {
    const login = await request.post('/api/v1/authentication', { data: { username, password } });
    if (login.ok()) return (await login.json()) as SignedIn;
    if (login.status() !== 429 || attempt === 2)
      throw new Error(`sign-in failed for ${username}: ${login.status()}`);
    const wait = (Number(login.headers()['retry-after']) || 1) * 1000;
    test.info().setTimeout(test.info().timeout + wait);
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

/**
 * Signs in through the real API and stores the session the way the sign-in screens do, for tests
 * whose subject is not the sign-in screen itself.
 */
export async function signInAs(
  page: Page,
  request: APIRequestContext,
  username: string,
  password = demoPassword,
  options: { aiWidget?: boolean } = {},
) {
  const { token, loginId, roles } = await signIn(request, username, password);
  const me = (await (
    await request.get('/api/v1/user/me', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as {
    id: string;
    firstName: string;
  };
  const role = roles.includes('kusp_astrologer_user') ? 'ASTROLOGER' : 'USER';
  // The AI widget opens itself once per browser session; tests of other screens start past that
  // (ai-assistant.spec.ts signs in with aiWidget: true to see it open).
  if (!options.aiWidget)
    await page.addInitScript(() => sessionStorage.setItem('kusp-ai-widget-opened', '1'));
  await page.goto('/privacy');
  await page.evaluate(
    ({ token, loginId, role, me }) => {
      localStorage.setItem('e-token', token);
      localStorage.setItem(
        'kusp-session',
        JSON.stringify({
          state: {
            userId: me.id,
            role,
            token,
            username: loginId,
            name: me.firstName,
            horoscope: null,
          },
          version: 0,
        }),
      );
    },
    { token, loginId, role, me },
  );
}

/** A demo account's user id. */
export async function idOf(request: APIRequestContext, username: string) {
  const { token } = await signIn(request, username);
  const me = await request.get('/api/v1/user/me', {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await me.json()) as { id: string }).id;
}

/** Tops the wallet up the way a customer does: Buy Credits on the profile, then the sandbox gateway. */
export async function buyCredits(page: Page, credits: string) {
  await page.goto('/user/profile');
  await page.getByRole('button', { name: 'Buy Credits' }).click();
  await page.getByRole('radio', { name: credits }).check();
  await page.getByRole('button', { name: 'Buy', exact: true }).click();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  // The payment status page hands the customer back to the profile.
  await expect(page).toHaveURL(/\/user\/profile$/);
  await expect(page.getByRole('region', { name: 'Credits' })).toContainText('credits');
}

/** A signed-in API caller: its token and account id. */
export async function apiSession(
  request: APIRequestContext,
  username: string,
  password = demoPassword,
) {
  const { token } = await signIn(request, username, password);
  const headers = { authorization: `Bearer ${token}` };
  const me = (await (await request.get('/api/v1/user/me', { headers })).json()) as { id: string };
  return { headers, id: me.id };
}

/** The newest code mailed to that address, read from the development outbox. */
export async function mailedCode(request: APIRequestContext, email: string) {
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
export async function newCustomer(request: APIRequestContext, { credits }: { credits: 0 | 1000 }) {
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
  return { loginId, password, ...(await readyCustomer(request, loginId, password, { credits })) };
}

/**
 * A customer who just signed up, made ready to consult: birth details ('Nila', born in Kochi) and,
 * if asked, 1000 credits bought on the sandbox page. Its API session.
 */
/** A birth in Kochi, as the e2e customers and clients are given. */
export const kochiBirth = {
  gender: 'FEMALE',
  birthDate: '02/11/1992',
  birthTime: '06:15:00',
  birthPlace: 'Kochi, Kerala, India',
  latitude: '9.9312',
  latitudeDirection: 'N',
  longitude: '76.2673',
  longitudeDirection: 'E',
  timeZone: '+05:30',
};

export async function readyCustomer(
  request: APIRequestContext,
  loginId: string,
  password: string,
  { credits }: { credits: 0 | 1000 },
) {
  const session = await apiSession(request, loginId, password);
  const profile = await request.post('/api/v1/horoscope/add', {
    headers: session.headers,
    data: {
      name: 'Nila',
      ...kochiBirth,
    },
  });
  expect(profile.ok()).toBe(true);
  if (credits === 0) return session;
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
  return session;
}

/** A new astrologer registered through the API with the code from the development outbox. */
export async function newAstrologer(request: APIRequestContext) {
  // Names take letters only: the time in base 36 with its digits spelled as letters.
  const stamp = Date.now()
    .toString(36)
    .replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!);
  const surname = `Kyc${stamp}`;
  const email = `${surname.toLowerCase()}@example.com`;
  await request.post('/api/v1/user/validation/send-otp', {
    data: { email, otpEvent: 'USER_REGISTRATION' },
  });
  const registered = await request.post('/api/v1/astrologer/register', {
    data: {
      firstName: 'Tara',
      lastName: surname,
      email,
      countryCode: '+91',
      phoneNumber: '9876543210',
      password: 'Stars#2026',
      otp: await mailedCode(request, email),
      amount: '0',
      region: 'india',
      unit: 'rupees',
      currency: 'INR',
    },
  });
  expect(registered.ok()).toBe(true);
  return { email, surname, password: 'Stars#2026' };
}

/**
 * A signed-in customer asks the astrologer a question from their page and pays it from the wallet,
 * landing on My Questions.
 */
export async function askFromWallet(
  page: Page,
  astrologerId: string,
  subject: string,
  question: string,
) {
  await page.goto(`/user/astrologer/chat/${astrologerId}`);
  const dialog = page.getByRole('dialog', { name: 'Ask A Question' });
  await dialog.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await dialog.getByRole('textbox', { name: 'Question' }).fill(question);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await page
    .getByRole('dialog', { name: 'Pay from your wallet' })
    .getByRole('button', { name: 'Yes' })
    .click();
  await expect(page).toHaveURL(/\/user\/my-questions$/);
}
