import { expect, test } from '../support/test';
import { seriousViolations } from '../support/axe';
import {
  apiSession,
  demoAstrologer,
  demoCustomer,
  demoPassword,
  newCustomer,
  signInAs,
} from '../support/session';
import { shoot } from '../support/shots';
import { collectErrors } from '../support/errors';

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

  // The wallet is short: it says by how much and offers the card; the order summary, then the
  // sandbox page.
  const short = page.getByRole('dialog', { name: 'Not enough credits' });
  await expect(short.getByText(/You need [\d,.]+ credits more\./)).toBeVisible();
  await short.getByRole('button', { name: /^Pay ₹[\d,.]+ by card$/ }).click();
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
      /^Would you like to deduct this amount \([\d,]+ credits\) from your wallet\?$/,
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

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 800 },
]) {
  test(`at ${viewport.width} px, a question submitted twice is one draft, a short wallet says what is missing, a cancelled card says so, and the draft can be deleted`, async ({
    browser,
    request,
  }) => {
    const astrologer = await apiSession(request, demoAstrologer);
    const customer = await newCustomer(request, { credits: 0 });
    const subject = `Move ${Date.now()}`;
    const page = await (await browser.newContext({ viewport })).newPage();
    const errors = collectErrors(page);
    await signInAs(page, request, customer.loginId, customer.password);
    await page.goto(`/user/astrologer/chat/${astrologer.id}`);
    const dialog = page.getByRole('dialog', { name: 'Ask A Question' });
    await dialog.getByRole('textbox', { name: 'Subject' }).fill(subject);
    await dialog
      .getByRole('textbox', { name: 'Question' })
      .fill('Should I move to Bengaluru for work this year or the next?');
    // A double submit: the form is sent twice before the first answer is back.
    await dialog.getByRole('button', { name: 'Submit' }).waitFor();
    await dialog.locator('form').evaluate((form: HTMLFormElement) => {
      form.requestSubmit();
      form.requestSubmit();
    });

    // The wallet is empty: what it costs, what it holds, what is missing; buy or pay by card.
    const short = page.getByRole('dialog', { name: 'Not enough credits' });
    await expect(
      short.getByText(/This costs [\d,.]+ credits; your wallet holds 0(\.0+)? credits\./),
    ).toBeVisible();
    await expect(short.getByText(/You need [\d,.]+ credits more\./)).toBeVisible();
    await expect(short.getByRole('link', { name: 'Buy credits' })).toHaveAttribute(
      'href',
      '/user/profile',
    );
    await shoot(page, 'question-short-wallet', { fullPage: false });
    await short.getByRole('button', { name: /^Pay ₹[\d,.]+ by card$/ }).click();
    await expect(page).toHaveURL(/\/user\/payment-intent$/);
    await page.getByRole('button', { name: 'Proceed to payment' }).click();
    await expect(page).toHaveURL(/\/pay\/sandbox\//);
    await page.getByRole('button', { name: 'Cancel' }).click();

    // Cancelled on purpose: no failure, no request to reach out.
    await expect(page.getByRole('heading', { name: 'Payment cancelled' })).toBeVisible();
    await expect(page.getByText(/nothing was charged/)).toBeVisible();
    await expect(page.getByText('Payment Failed')).toHaveCount(0);
    await expect(page.getByText(/Reach out/i)).toHaveCount(0);
    await shoot(page, 'question-cancelled', { fullPage: false });
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/user\/my-questions$/);

    // One draft, however often it was submitted, to pay or delete.
    const mine = await request.get('/api/v1/question/my-questions?size=50', {
      headers: customer.headers,
    });
    const listed = ((await mine.json()) as { content: Array<{ questionHeader: string }> }).content;
    expect(listed.filter((q) => q.questionHeader === subject)).toHaveLength(1);
    await expect(page.getByText(subject)).toHaveCount(1);
    await expect(page.getByText('Draft: not paid yet')).toBeVisible();
    await expect(page.getByRole('button', { name: `Pay for ${subject}` })).toBeVisible();
    await shoot(page, 'question-my-questions');

    // The astrologer never sees an unpaid question.
    const portal = await (await browser.newContext({ viewport })).newPage();
    await signInAs(portal, request, demoAstrologer);
    await portal.goto('/astrologer/pending-questions');
    await expect(portal.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(portal.getByText(subject)).toHaveCount(0);

    await page.getByRole('button', { name: `Delete ${subject}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this question?' });
    await expect(confirm).toContainText('nothing is charged');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Question deleted')).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(page.getByText(subject)).toHaveCount(0);
    await shoot(page, 'question-deleted');
    expect(errors).toEqual([]);
  });
}
