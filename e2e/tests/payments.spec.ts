import { expect, test, type Page } from '../support/test';
import { seriousViolations } from '../support/axe';
import { startKuspServer, type Running } from '../support/call-servers';
import {
  demoAstrologer,
  demoCustomer,
  idOf,
  newCustomer,
  signIn,
  signInAs,
} from '../support/session';
import { profileBalance } from '../support/wallet';
import { collectErrors } from '../support/errors';

// The customer's card purchases, as the browser lives them: profile → sandbox gateway → back.
test.describe.configure({ mode: 'serial' });
// A US browser still sees Indian digit grouping and d-m-y 24-hour times.
test.use({ locale: 'en-US' });

/** '4,010 credits': whole credits, Indian grouping (this test's figures are whole credits). */
const credits = (millicredits: number) =>
  `${(millicredits / 1000).toLocaleString('en-IN')} credits`;

/** Buy Credits on the profile up to the sandbox page; answers the payment (transaction) id. */
async function startPurchase(page: Page, amount: string): Promise<string> {
  await page.getByRole('button', { name: 'Buy Credits' }).click();
  const dialog = page.getByRole('dialog', { name: 'Buy Credits' });
  await expect(dialog.getByRole('radio', { name: '100', exact: true })).toBeChecked();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('radio', { name: amount, exact: true }).check();
  await expect(dialog).toContainText(`You pay: ₹${amount}.00`);
  await dialog.getByRole('button', { name: 'Buy' }).click();
  // The gateway's page opens with the payment's one-time token only.
  await expect(page).toHaveURL(/\/pay\/sandbox\/[0-9a-f-]{36}\?token=[\w-]{43}$/);
  await expect(page.getByRole('heading', { name: 'Kusp sandbox payment' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Amount/ })).toContainText(`₹${amount}.00`);
  return new URL(page.url()).pathname.split('/').at(-1)!;
}

const paid: string[] = [];
const cancelled: string[] = [];

test('a customer buys 200 credits through the sandbox gateway and the balance rises by 200', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  await signInAs(page, request, demoCustomer);
  const before = await profileBalance(page);

  paid.push(await startPurchase(page, '200'));
  await page.getByRole('button', { name: 'Pay' }).click();

  await expect(page).toHaveURL(/\/user\/profile$/);
  const notice = page.getByRole('alert').filter({ hasText: 'Payment Successful!' });
  await expect(notice).toContainText(
    `200 credits added. Your balance is now ${credits(before + 200_000)}.`,
  );
  await expect(page.getByRole('region', { name: 'Credits' })).toContainText(
    credits(before + 200_000),
  );
  // Said once: the next visit shows only the balance.
  expect(await profileBalance(page)).toBe(before + 200_000);
  await expect(notice).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a cancelled payment says it was cancelled and leaves the balance as it was', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  await signInAs(page, request, demoCustomer);
  const before = await profileBalance(page);

  const transactionId = await startPurchase(page, '500');
  cancelled.push(transactionId);
  await page.getByRole('button', { name: 'Cancel' }).click();

  await expect(page).toHaveURL(/\/user\/payment-status\?success=false/);
  await expect(page.getByRole('heading', { name: 'Payment cancelled' })).toBeVisible();
  await expect(page.getByText('You cancelled the payment, so nothing was charged.')).toBeVisible();
  await expect(page.getByText('Sorry, your payment could not be processed.')).toBeHidden();
  await expect(page.getByText(`Transaction ID: ${transactionId}`)).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/user\/profile$/);
  await expect(page.getByRole('region', { name: 'Credits' })).toContainText(credits(before));
  expect(await profileBalance(page)).toBe(before);
  expect(errors).toEqual([]);
});

test('the transactions screen shows the successful and the failed purchase', async ({
  page,
  request,
}) => {
  await signInAs(page, request, demoCustomer);
  await page.goto('/user/transactions');
  const table = page.getByRole('table', { name: 'Transactions' });
  const row = (transactionId: string) => table.getByRole('row').filter({ hasText: transactionId });
  await expect(row(paid[0]!)).toContainText('₹200.00');
  await expect(row(paid[0]!)).toContainText('CREDIT_PURCHASE');
  await expect(row(paid[0]!)).toContainText('Success');
  await expect(row(paid[0]!)).toContainText(/\d{2}-\d{2}-\d{4} \d{2}:\d{2}/);
  await expect(row(cancelled[0]!)).toContainText('₹500.00');
  await expect(row(cancelled[0]!)).toContainText('Failed');
  expect(await seriousViolations(page)).toEqual([]);
});

test('the order summary without a stored order goes to the astrologer list', async ({
  page,
  request,
}) => {
  await signInAs(page, request, demoCustomer);
  await page.goto('/user/payment-intent');
  await expect(page).toHaveURL(/\/user\/astrologer\/list$/);
});

test("an astrologer sees the demo question's earning, filters it by month and year, and by month earned", async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  await signInAs(page, request, demoAstrologer);

  await page.goto('/astrologer/money-earned');
  const months = page.getByRole('table', { name: 'Money earned' });
  await expect(months.getByRole('row').nth(1)).toBeVisible();
  const newest = await months.getByRole('row').nth(1).getByRole('cell').allTextContents();
  const [monthName, year] = newest[1]!.split(' ');
  const moneyEarned = newest.at(-1);

  await page.goto('/astrologer/transactions');
  for (const tile of ['Chat sessions', 'Video sessions', 'Questions Answered', 'Total Earnings'])
    await expect(page.getByRole('group', { name: tile })).toBeVisible();
  const earnings = page.getByRole('table', { name: 'Earnings' });
  await expect(earnings.getByRole('row').filter({ hasText: 'OFFLINE_QUESTION' })).not.toHaveCount(
    0,
  );

  // The newest month's earnings add up to what Money Earned shows for it.
  await page.getByRole('combobox', { name: 'Month' }).click();
  await page.getByRole('option', { name: monthName!, exact: true }).click();
  await page.getByRole('combobox', { name: 'Year' }).click();
  await page.getByRole('option', { name: year!, exact: true }).click();
  // Other specs (live chat) may have added newer earnings of other services this month.
  await expect(earnings.getByRole('row').filter({ hasText: 'OFFLINE_QUESTION' })).not.toHaveCount(
    0,
  );
  // Every page of them: a full run's other specs add earnings of this month too.
  const amounts: string[] = [];
  const pages = page.getByLabel('Earnings pages');
  for (let number = 1; ; number += 1) {
    if (number > 1) {
      await pages.getByRole('button', { name: 'Next page' }).click();
      await expect(pages.getByRole('button', { name: `Page ${number}` })).toHaveAttribute(
        'aria-current',
        'page',
      );
    }
    amounts.push(
      ...(await earnings
        .getByRole('row')
        .evaluateAll((rows) => rows.slice(1).map((row) => row.children[2]!.textContent!))),
    );
    const next = pages.getByRole('button', { name: 'Next page' });
    if ((await next.count()) === 0 || (await next.isDisabled())) break;
  }
  const paise = (text: string) => Number(text.replace(/[₹,.]/g, ''));
  expect(amounts.reduce((sum, text) => sum + paise(text), 0)).toBe(paise(moneyEarned!));

  // Fifteen years back there is nothing.
  const oldest = String(new Date().getFullYear() - 15);
  await page.getByRole('combobox', { name: 'Year' }).click();
  await page.getByRole('option', { name: oldest, exact: true }).click();
  await expect(earnings).toContainText('No data found');
  expect(errors).toEqual([]);
});

test.describe('on a server without card payments', () => {
  // A second Kusp server with PAYMENTS_SANDBOX=off: what production without CCAvenue shows.
  const port = Number(process.env.E2E_PORT ?? 8181) + 30;
  const unavailable = 'Card payments are unavailable at the moment';
  let server: Running | undefined;
  test.use({ baseURL: `http://127.0.0.1:${port}` });
  test.beforeAll(async () => {
    test.setTimeout(270_000);
    server = await startKuspServer(port, { PAYMENTS_SANDBOX: 'off' });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  /** The customer asks an astrologer a question from their page. */
  async function ask(page: Page, astrologerId: string, subject: string) {
    await page.goto(`/user/astrologer/chat/${astrologerId}`);
    const dialog = page.getByRole('dialog', { name: 'Ask A Question' });
    await dialog.getByRole('textbox', { name: 'Subject' }).fill(subject);
    await dialog
      .getByRole('textbox', { name: 'Question' })
      .fill('Is the coming year a good time to change my work?');
    await dialog.getByRole('button', { name: 'Submit' }).click();
  }

  test('the screens say card payments are unavailable, and the wallet still pays a question', async ({
    browser,
    page,
    request,
  }) => {
    const errors = collectErrors(page);
    await signInAs(page, request, demoCustomer);
    const before = await profileBalance(page);
    await page.getByRole('button', { name: 'Buy Credits' }).click();
    const dialog = page.getByRole('dialog', { name: 'Buy Credits' });
    await expect(dialog.getByText(unavailable)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Buy' })).toBeDisabled();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // Priya D'Souza's ₹236 the wallet pays.
    const subject = `Wallet ${Date.now()}`;
    await ask(page, await idOf(request, 'astrologer5'), subject);
    await page
      .getByRole('dialog', { name: 'Pay from your wallet' })
      .getByRole('button', { name: 'Yes' })
      .click();
    await expect(page).toHaveURL(/\/user\/my-questions$/);
    await expect(
      page
        .getByRole('table', { name: 'My Questions' })
        .getByRole('row', { name: new RegExp(subject) }),
    ).toContainText('Awaiting answer');
    expect(await profileBalance(page)).toBe(before - 236_000);

    // A new customer's empty wallet cannot pay the demo astrologer's ₹590: the card would.
    const newcomer = await newCustomer(request, { credits: 0 });
    await signInAs(page, request, newcomer.loginId, newcomer.password);
    await ask(page, await idOf(request, demoAstrologer), `Card ${Date.now()}`);
    const short = page.getByRole('dialog', { name: 'Not enough credits' });
    await expect(short.getByText(unavailable)).toBeVisible();
    await expect(short.getByRole('button', { name: /by card/ })).toHaveCount(0);
    await expect(short.getByRole('link', { name: 'Buy credits' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // A client opening one of the demo astrologer's waiting payment links is told the same.
    const headers = { authorization: `Bearer ${(await signIn(request, demoAstrologer)).token}` };
    const customers = (await (
      await request.get('/api/v1/horoscope/customers', { headers })
    ).json()) as { content: Array<{ horoscopeId: string }> };
    const links = (await (
      await request.get(
        `/api/v1/payment/portal-links?horoscopeId=${customers.content[0]!.horoscopeId}`,
        { headers },
      )
    ).json()) as { data: Array<{ id: string; status: string }> };
    const waiting = links.data.find((link) => link.status === 'CREATED')!;
    const clientContext = await browser.newContext();
    const client = await clientContext.newPage();
    await client.goto(`/external/pay?id=${waiting.id}`);
    await expect(client.getByRole('heading', { name: unavailable })).toBeVisible();
    expect(await seriousViolations(client)).toEqual([]);
    await expect(client).toHaveURL(new RegExp(`/external/pay\\?id=${waiting.id}$`));
    await clientContext.close();
    expect(errors).toEqual([]);
  });
});
