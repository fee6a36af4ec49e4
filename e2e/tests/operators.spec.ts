import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { demoCustomer, demoPassword, mailedCode, signInAs } from '../support/session';

// Issue 44, first half: a new astrologer waits for review, unlisted, with a banner saying what is
// missing; the operator signs in at /admin/login, sees the dashboard, looks at the documents and
// approves them; the customer then finds them in the directory. Screens at 390 and 1366 px.

const shots = process.env.E2E_SHOTS_DIR ?? '/tmp/operator-shots';
mkdirSync(shots, { recursive: true });
const phone = { width: 390, height: 844 };
const desktop = { width: 1366, height: 900 };

const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

async function shoot(page: Page, name: string) {
  for (const [size, viewport] of [
    ['390', phone],
    ['1366', desktop],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `${shots}/${name}-${size}.png`, fullPage: true });
  }
}

/** A new astrologer registered through the API with the code from the development outbox. */
async function newAstrologer(request: APIRequestContext) {
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

async function choose(page: Page, label: string, name: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByLabel(label, { exact: true }).click();
  await (await chooser).setFiles({ name, mimeType: 'application/pdf', buffer: pdf });
}

async function searchDirectory(page: Page, surname: string) {
  await page.goto('/user/astrologer/list');
  await page.getByLabel('Search astrologers').fill(surname);
}

test('a new astrologer waits unlisted until the operator approves their documents', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const astrologer = await newAstrologer(request);

  // The astrologer signs in: the banner says the profile is under review and what is missing.
  await signInAs(page, request, astrologer.email, astrologer.password);
  await page.goto('/astrologer/profile');
  const banner = page.getByRole('status').filter({ hasText: 'Your profile is under review' });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('Pan card');
  await expect(banner).toContainText('Bank account proof');
  await expect(page.getByRole('form', { name: 'Profile' })).toBeVisible();
  await shoot(page, 'astrologer-pending');
  await banner.getByRole('link', { name: 'Upload documents' }).click();
  await choose(page, 'Pan card', 'pan-card.pdf');
  await choose(page, 'Bank account proof', 'bank-proof.pdf');
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(banner).not.toContainText('Still missing');
  await expect(banner).toBeVisible();

  // Not in the directory yet.
  const customerContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const customer = await customerContext.newPage();
  await signInAs(customer, customerContext.request, demoCustomer);
  await searchDirectory(customer, astrologer.surname);
  await expect(customer.getByText('No data found')).toBeVisible();

  // The operator signs in at their own page.
  const operatorContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const operator = await operatorContext.newPage();
  await operator.goto('/admin/login');
  await operator.getByLabel('Username or email').fill('demo.admin');
  await operator.getByRole('textbox', { name: 'Password' }).fill(demoPassword);
  await operator.getByRole('button', { name: 'Sign In' }).click();
  await expect(operator).toHaveURL(/\/admin$/);
  await expect(operator.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(operator.getByText('Astrologers to review')).toBeVisible();
  await expect(operator.getByText('Revenue by day, last 90 days (₹)')).toBeVisible();
  await expect(operator.locator('.recharts-surface').first()).toBeVisible();
  await shoot(operator, 'admin-dashboard');

  await operator
    .getByRole('navigation', { name: 'Portal' })
    .getByRole('link', { name: 'Astrologer reviews' })
    .first()
    .click();
  const card = operator.getByRole('article', { name: `Tara ${astrologer.surname}` });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Pan card');
  // The document opens in the browser, from the operators' own route.
  const [tab] = await Promise.all([
    operator.waitForEvent('popup'),
    card.getByRole('button', { name: 'View pan-card.pdf' }).click(),
  ]);
  await expect.poll(() => tab.url()).toMatch(/^blob:/);
  await tab.close();
  await shoot(operator, 'admin-reviews');
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(operator.getByText('The astrologer has been approved').first()).toBeVisible();
  await expect(card).toBeHidden();

  // The audit record shows the approval.
  await operator.goto('/admin/audit');
  await operator.getByLabel('Action').fill('astrologer.approved');
  await operator.getByRole('button', { name: 'Filter' }).click();
  await expect(operator.getByText('astrologer.approved').first()).toBeVisible();
  await shoot(operator, 'admin-audit');

  // Listed now; the astrologer's banner is gone.
  await searchDirectory(customer, astrologer.surname);
  await expect(customer.getByText(`Tara ${astrologer.surname}`)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Astrologer Documents' })).toBeVisible();
  await expect(page.getByText('Your profile is under review')).toBeHidden();

  await operator.goto('/admin/operators');
  await shoot(operator, 'admin-operators');
  await customerContext.close();
  await operatorContext.close();
});

test('the operator console is for operators only, and operators stay in it', async ({
  page,
  browser,
  request,
}) => {
  await page.goto('/admin/audit');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await signInAs(page, request, demoCustomer);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/user\/astrologer\/list$/);

  // A customer's password on the operators' sign-in fails as a wrong password does.
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const operator = await other.newPage();
  await operator.goto('/admin/login');
  await operator.getByLabel('Username or email').fill(demoCustomer);
  await operator.getByRole('textbox', { name: 'Password' }).fill(demoPassword);
  await operator.getByRole('button', { name: 'Sign In' }).click();
  await expect(
    operator.getByText('The username or password is incorrect. Please try again').first(),
  ).toBeVisible();
  await operator.getByLabel('Username or email').fill('demo.admin');
  await operator.getByRole('button', { name: 'Sign In' }).click();
  await expect(operator).toHaveURL(/\/admin$/);
  await operator.goto('/astrologer/profile');
  await expect(operator).toHaveURL(/\/admin$/);
  await operator
    .getByRole('navigation', { name: 'Portal' })
    .getByRole('link', { name: 'Operators' })
    .first()
    .click();
  await expect(operator.getByRole('cell', { name: 'admin@kusp.example' })).toBeVisible();
  await other.close();
});
