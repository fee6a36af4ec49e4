import { expect, test, type Locator, type Page } from '../support/test';
import {
  apiSession,
  demoAstrologer,
  demoCustomer,
  newCustomer,
  signInAs,
} from '../support/session';
import { shoot } from '../support/shots';
import { creditsFormat, millicreditsOf, rupeesFormat, shownBalance } from '../support/wallet';

/**
 * Every money figure the screen shows, read from its visible text: each rupee amount (₹…), each
 * number of credits (… credit(s)), and any amount written the old ways ('500 INR', 'INR 500').
 */
async function moneyOn(page: Page) {
  // '1 credit = ₹1' says what a credit is worth; it is a rate, not an amount.
  const text = (await page.locator('body').innerText()).replaceAll('1 credit = ₹1', '');
  const words = text.split(/\s+/);
  // A figure without the brackets or punctuation around it in a sentence.
  const bare = (word: string) => {
    let figure = word.replace(/^\(/, '');
    while (/[).,:]$/.test(figure)) figure = figure.slice(0, -1);
    return figure;
  };
  const isNumber = (word: string) => /^[+-]?\d/.test(bare(word));
  return {
    rupees: words
      .filter((w) => w.includes('₹'))
      .map((w) => bare(w.slice(w.indexOf('₹') - (w.includes('-₹') ? 1 : 0)))),
    credits: words
      .filter((w, i) => isNumber(w) && /^credits?\b/.test(words[i + 1] ?? ''))
      .map(bare),
    inr: words.filter(
      (w, i) =>
        (w === 'INR' && (isNumber(words[i + 1] ?? '') || isNumber(words[i - 1] ?? ''))) ||
        /^\d.*INR$/.test(w),
    ),
  };
}

/** Checks every figure on the screen against the one format; answers how many there were. */
async function expectOneMoneyFormat(page: Page, screen: string) {
  const found = await moneyOn(page);
  for (const figure of found.rupees) expect(figure, `${screen}: ${figure}`).toMatch(rupeesFormat);
  for (const figure of found.credits)
    expect(figure, `${screen}: ${figure} credits`).toMatch(creditsFormat);
  expect(found.inr, screen).toEqual([]);
  return found.rupees.length + found.credits.length;
}

async function settled(page: Page) {
  await expect(page.getByLabel(/^Loading/)).toHaveCount(0);
}

/**
 * The statement's lines on this page, newest first, as table rows or (on a phone) cards: their
 * cells are #, Date, Description, Credits, Balance.
 */
async function statementLines(page: Page) {
  const records = page.getByLabel('Wallet statement', { exact: true }).locator('tbody tr, li');
  await expect(records.first()).toBeVisible();
  const lines: Array<{ amount: number; balance: number }> = [];
  for (const record of await records.all()) {
    const cells = await record.locator('td, dd').allInnerTexts();
    lines.push({
      amount: millicreditsOf(cells[3]!.trim()),
      balance: millicreditsOf(cells[4]!.trim()),
    });
  }
  return lines;
}

/** Each line's balance is the older line's plus its amount, and the newest is the balance shown. */
async function expectStatementReconciles(page: Page, fromZero: boolean) {
  await page.goto('/user/transactions');
  await settled(page);
  const lines = await statementLines(page);
  for (let i = 0; i + 1 < lines.length; i++)
    expect(lines[i]!.balance).toBe(lines[i + 1]!.balance + lines[i]!.amount);
  if (fromZero) expect(lines.at(-1)!.balance).toBe(lines.at(-1)!.amount);
  const shown = await shownBalance(page.getByText(/^Balance: /));
  expect(lines[0]!.balance).toBe(shown);
  return shown;
}

async function openPrice(scope: Locator, page: Page) {
  await scope.getByRole('button', { name: 'incl. GST' }).first().click();
  const breakdown = page.getByRole('dialog').getByRole('table', { name: 'Invoice' });
  await expect(breakdown).toBeVisible();
  return breakdown;
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test.describe(`money at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a customer sees every figure one way, prices with GST, and a statement that reconciles', async ({
      page,
      request,
    }) => {
      const astrologer = await apiSession(request, demoAstrologer);
      const customer = await newCustomer(request, { credits: 1000 });
      await signInAs(page, request, customer.loginId, customer.password);

      // The wallet: whole credits, what a credit is worth, and the top-ups' prices.
      await page.goto('/user/profile');
      const wallet = page.getByRole('region', { name: 'Credits' });
      await expect(wallet).toContainText('1,000 credits');
      await expect(wallet).toContainText('1 credit = ₹1');
      await page.getByRole('button', { name: 'Buy Credits' }).click();
      const buy = page.getByRole('dialog', { name: 'Buy Credits' });
      await expect(buy).toContainText('You pay: ₹100.00');
      await expect(buy).toContainText('1 credit = ₹1');
      await buy.getByRole('radio', { name: '1,000' }).check();
      await expect(buy).toContainText('You pay: ₹1,000.00');
      expect(await expectOneMoneyFormat(page, 'wallet')).toBeGreaterThanOrEqual(2);
      await shoot(page, 'wallet');
      await buy.getByRole('button', { name: 'Cancel' }).click();

      // The directory and the details page: the price with GST, its lines a tap away.
      await page.goto('/user/astrologer/list');
      const card = page.getByRole('article', { name: 'Demo Astrologer' });
      await expect(card).toContainText('(₹590.00 incl. GST / QN)');
      const priced = page.getByRole('article').filter({ hasNotText: 'Free' });
      await expect(priced.first()).toBeVisible();
      expect(await expectOneMoneyFormat(page, 'directory')).toBeGreaterThanOrEqual(
        await priced.count(),
      );
      const cardLines = await openPrice(card, page);
      await expect(cardLines).toContainText('Base rate₹500.00');
      await expect(cardLines).toContainText('CGST₹45.00');
      await expect(cardLines).toContainText('SGST₹45.00');
      await expect(cardLines).toContainText('Total₹590.00');
      await expectOneMoneyFormat(page, 'directory price lines');
      await shoot(page, 'directory');
      await page.keyboard.press('Escape');

      await page.goto(`/user/astrologer-details/${astrologer.id}`);
      await expect(page.getByRole('heading', { name: 'Demo Astrologer' })).toBeVisible();
      await expect(page.getByText('(₹590.00 incl. GST / QN)')).toBeVisible();
      await openPrice(page.locator('main'), page);
      expect(await expectOneMoneyFormat(page, 'details')).toBeGreaterThanOrEqual(5);
      await shoot(page, 'details');
      await page.keyboard.press('Escape');

      // The question's price and the wallet confirmation: price, balance, balance after.
      await page.goto(`/user/astrologer/chat/${astrologer.id}`);
      const ask = page.getByRole('dialog', { name: 'Ask A Question' });
      await expect(ask).toContainText('Price: ₹590.00 incl. GST');
      await ask.getByRole('textbox', { name: 'Subject' }).fill(`Money ${Date.now()}`);
      await ask.getByRole('textbox', { name: 'Question' }).fill('Which month suits a new job?');
      await expectOneMoneyFormat(page, 'ask');
      await shoot(page, 'ask');
      await ask.getByRole('button', { name: 'Submit' }).click();
      const confirm = page.getByRole('dialog', { name: 'Pay from your wallet' });
      await expect(confirm).toContainText(
        'Would you like to deduct this amount (590 credits) from your wallet?',
      );
      const rows = confirm.getByRole('table', { name: 'Wallet payment' });
      await expect(rows).toContainText('Price590 credits (₹590.00 incl. GST)');
      await expect(rows).toContainText('Your balance1,000 credits');
      await expect(rows).toContainText('Balance after410 credits');
      expect(await expectOneMoneyFormat(page, 'confirmation')).toBeGreaterThanOrEqual(5);
      await shoot(page, 'confirmation');
      await confirm.getByRole('button', { name: 'Yes' }).click();
      await expect(page).toHaveURL(/\/user\/my-questions$/);

      // Transactions: the purchase and the question, the balance after each, ending at the wallet.
      expect(await expectStatementReconciles(page, true)).toBe(410_000);
      const lines = await statementLines(page);
      expect(lines).toEqual([
        { amount: -590_000, balance: 410_000 },
        { amount: 1_000_000, balance: 1_000_000 },
      ]);
      expect(await expectOneMoneyFormat(page, 'transactions')).toBeGreaterThanOrEqual(3);
      await shoot(page, 'transactions');
      await page.goto('/user/profile');
      expect(await shownBalance(page.getByRole('region', { name: 'Credits' }))).toBe(410_000);
    });

    test("the demo customer's grants, purchases and payments add up to the balance shown", async ({
      page,
      request,
    }) => {
      await signInAs(page, request, demoCustomer);
      // Each statement cell was read through the credits format (statementLines).
      const shown = await expectStatementReconciles(page, false);
      // Other specs pay with the demo customer too: the welcome grant is the oldest line.
      const pages = page.getByLabel('Wallet statement pages', { exact: true });
      if (await pages.count())
        await pages
          .getByLabel(/^Page \d+$/)
          .last()
          .click();
      await expect(page.getByLabel('Wallet statement', { exact: true })).toContainText(
        'Welcome credits (demo)',
      );
      await page.goto('/user/transactions');
      await settled(page);
      // The balance and the payments' rupees.
      expect(await expectOneMoneyFormat(page, 'demo transactions')).toBeGreaterThanOrEqual(2);
      await shoot(page, 'demo-transactions');
      await page.goto('/user/profile');
      expect(await shownBalance(page.getByRole('region', { name: 'Credits' }))).toBe(shown);
    });

    test("an astrologer's earnings and money earned show rupees one way", async ({
      page,
      request,
    }) => {
      await signInAs(page, request, demoAstrologer);
      // The demo's answered question and finished chat: two earnings, their total, one month.
      for (const [path, name, figures] of [
        ['/astrologer/transactions', 'astrologer-transactions', 3],
        ['/astrologer/money-earned', 'money-earned', 1],
      ] as const) {
        await page.goto(path);
        await settled(page);
        await expect(page.locator('main')).toContainText('₹');
        expect(await expectOneMoneyFormat(page, name)).toBeGreaterThanOrEqual(figures);
        await shoot(page, name);
      }
    });
  });
}
