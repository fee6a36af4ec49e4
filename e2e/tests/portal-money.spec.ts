import { expect, test, type Locator, type Page } from '../support/test';
import { demoAstrologer, signInAs } from '../support/session';
import { shoot } from '../support/shots';

// Portal money that adds up (issue 42), on a phone and on a desktop: the invoice's lines add up,
// Send Link puts the link in the portal chat and the client's mailbox, the payer's page names the
// astrologer and the lines, a paid link says so, and Money Earned's columns add up to its total.
// Every table shows every column: as cards on the phone.

const screens = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
] as const;

/** '₹1,234.56' or '-₹60.00' in paise. */
const paise = (text: string) => {
  const match = /(-?)₹([\d,]+)\.(\d{2})/.exec(text);
  if (!match) throw new Error(`no amount in ${text}`);
  return (match[1] ? -1 : 1) * Number(`${match[2]!.replaceAll(',', '')}${match[3]}`);
};

/** The money lines of a two-column table: [label, paise]. */
async function moneyLines(table: Locator) {
  // The lines are read at once: wait until the table has them.
  await expect(table.getByRole('row').last()).toBeVisible();
  const rows = await table
    .getByRole('row')
    .evaluateAll((trs) =>
      trs.map((tr) => [tr.children[0]!.textContent!, tr.children[1]!.textContent!]),
    );
  return rows.map(([label, amount]) => [label!, paise(amount!)] as const);
}

/** The document's full width; more than the viewport's means the page scrolls sideways. */
const contentWidth = (page: Page) => page.evaluate<number>('document.documentElement.scrollWidth');

/** A table's rows, or its cards where it shows cards (phones, narrow places). */
const rowsOf = (page: Page, name: string) =>
  page
    .getByRole('table', { name })
    .getByRole('row')
    .or(page.getByRole('list', { name }).getByRole('listitem'));

/**
 * Every column of a table is on screen with its content: as cards of 'column: value' fields on a
 * phone (and wherever the table would not fit), else as a table whose headers lie in the window.
 */
async function everyColumnVisible(
  page: Page,
  name: string,
  columns: readonly string[],
  phone: boolean,
) {
  const width = page.viewportSize()!.width;
  const cards = page.getByRole('list', { name });
  await expect(page.getByRole('table', { name }).or(cards)).toBeVisible();
  if (phone || (await cards.count()) > 0) {
    await expect(page.getByRole('table', { name })).toHaveCount(0);
    const card = cards.getByRole('listitem').first();
    for (const column of columns) {
      const label = card.locator('dt').getByText(column, { exact: true });
      await expect(label, `${name}: ${column}`).toBeVisible();
      const value = label.locator('xpath=following-sibling::dd[1]');
      await expect(value, `${name}: ${column}`).toBeVisible();
      const box = (await value.boundingBox())!;
      expect(box.x + box.width, `${name}: ${column}`).toBeLessThanOrEqual(width);
    }
  } else {
    const table = page.getByRole('table', { name });
    for (const column of columns) {
      const header = table.getByRole('columnheader', { name: column, exact: true });
      await expect(header, `${name}: ${column}`).toBeVisible();
      const box = (await header.boundingBox())!;
      expect(box.x + box.width, `${name}: ${column}`).toBeLessThanOrEqual(width);
    }
  }
  expect(await contentWidth(page), name).toBeLessThanOrEqual(width);
}

for (const screen of screens) {
  const phone = screen.name === 'phone';
  test(`on a ${screen.name}, portal money adds up from the invoice to Money Earned`, async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const viewport = { width: screen.width, height: screen.height };
    const astrologerContext = await browser.newContext({
      viewport,
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const astrologer = await astrologerContext.newPage();
    await signInAs(astrologer, astrologerContext.request, demoAstrologer);
    const token = await astrologer.evaluate(() => localStorage.getItem('e-token'));
    const auth = { authorization: `Bearer ${token}` };

    // Priya Nair, the demo astrologer's client, gets an e-mail on record first.
    await astrologer.goto('/astrologer/customers');
    await astrologer.getByRole('link', { name: 'View Priya Nair' }).first().click();
    await expect(astrologer).toHaveURL(/\/astrologer\/customers\/[0-9a-f-]{36}$/);
    const horoscopeId = astrologer.url().split('/').at(-1)!;
    const email = `priya.${screen.name}.${Date.now()}@example.com`;
    const set = await astrologerContext.request.put('/api/v1/external-customer/email', {
      headers: auth,
      data: { horoscopeId, email },
    });
    expect(set.status()).toBe(200);
    const { astrologerName } = ((await set.json()) as { data: { astrologerName: string } }).data;
    await astrologer.reload();

    // The client's share link, for the client's own browser below.
    await astrologer.getByRole('button', { name: 'Copy Link' }).click();
    await expect(astrologer.getByText('Link copied successfully').first()).toBeVisible();
    const shareUrl = await astrologer.evaluate(() => navigator.clipboard.readText());

    // Invoice Details: what the client pays adds up to the total; what the astrologer receives
    // after commission is apart from it.
    await astrologer.getByRole('tab', { name: 'Payment Link' }).click();
    await astrologer.getByLabel('Amount (₹)').fill('300');
    await astrologer.getByRole('button', { name: 'Generate Payment' }).click();
    const invoice = astrologer.getByRole('dialog', { name: 'Invoice Details' });
    const pays = await moneyLines(invoice.getByRole('table', { name: 'Your client pays' }));
    expect(pays).toEqual([
      ['Base rate', 30_000],
      ['CGST', 2_700],
      ['SGST', 2_700],
      ['Total', 35_400],
    ]);
    expect(pays.slice(0, -1).reduce((sum, [, p]) => sum + p, 0)).toBe(pays.at(-1)![1]);
    const receives = await moneyLines(invoice.getByRole('table', { name: 'You receive' }));
    expect(receives).toEqual([
      ['Base rate', 30_000],
      ['Commission', -6_000],
      ['You receive', 24_000],
    ]);
    expect(receives.slice(0, -1).reduce((sum, [, p]) => sum + p, 0)).toBe(receives.at(-1)![1]);
    await expect(invoice).not.toContainText('Tax and surcharge');
    await shoot(astrologer, 'portal-invoice', { fullPage: false });

    // Send Link: the link in the portal chat, and in the client's mailbox.
    await invoice.getByRole('button', { name: 'Send Link' }).click();
    await expect(invoice).toBeHidden();
    await expect(
      astrologer.getByText('The payment link has been e-mailed to your client').first(),
    ).toBeVisible();
    await astrologer.getByRole('button', { name: 'Copy Payment Link' }).click();
    await expect
      .poll(() => astrologer.evaluate(() => navigator.clipboard.readText()))
      .toMatch(/\/external\/pay\?id=[0-9a-f-]{36}$/);
    const payUrl = await astrologer.evaluate(() => navigator.clipboard.readText());
    const astrologerLog = astrologer.getByRole('log', { name: 'Messages' });
    const posted = `Payment link for ₹354.00 (₹300.00 + ₹54.00 GST). Pay here: ${payUrl}`;
    await expect(astrologerLog.getByText(posted)).toBeVisible();
    // The phone's run paid a link of this client's too: its receipt, mailed by the money sweep to
    // the address on record then, may come to this new address.
    const outbox = (
      (await (
        await astrologerContext.request.get(`/dev/outbox.json?to=${encodeURIComponent(email)}`)
      ).json()) as Array<{ subject: string; text: string }>
    ).filter((mail) => !mail.subject.startsWith('Your Kusp receipt'));
    expect(outbox.map((m) => m.subject)).toEqual(['Your payment link on Kusp']);
    expect(outbox[0]!.text).toContain(`Astrologer: ${astrologerName}`);
    expect(outbox[0]!.text).toContain(
      'Base rate: ₹300.00\nCGST: ₹27.00\nSGST: ₹27.00\nTotal: ₹354.00',
    );
    expect(outbox[0]!.text).toContain(payUrl);
    expect(outbox[0]!.text).not.toContain('Commission');

    // The list of links: every column, the Copy button included.
    await everyColumnVisible(
      astrologer,
      'Payment links',
      ['Total', 'You receive', 'Status', 'Created', 'Actions'],
      phone,
    );
    const ours = rowsOf(astrologer, 'Payment links')
      .filter({ hasText: '₹354.00' })
      .filter({ hasText: 'Created' })
      .first();
    await expect(ours.getByRole('button', { name: 'Copy' })).toBeVisible();
    await ours.scrollIntoViewIfNeeded();
    await shoot(astrologer, 'portal-payment-links', { fullPage: false });

    // The charts of the client's portal page: the house and the transit date are on screen.
    await everyColumnVisible(
      astrologer,
      'Planets',
      ['Planet', 'Degree', 'Sign', 'Condition', 'House'],
      phone,
    );
    await everyColumnVisible(
      astrologer,
      'Planet transits',
      ['#', 'Planet', 'Current', 'Retrograde', 'Change'],
      phone,
    );
    await rowsOf(astrologer, 'Planet transits').last().scrollIntoViewIfNeeded();
    await shoot(astrologer, 'portal-client-portal', { fullPage: false });

    // The client, without an account: the link in the chat of their page, then the payer's page.
    const clientContext = await browser.newContext({ viewport });
    const client = await clientContext.newPage();
    await client.goto(shareUrl);
    const clientLog = client.getByRole('log', { name: 'Messages' });
    await expect(clientLog.getByText(posted)).toBeVisible();
    await everyColumnVisible(
      client,
      'Planets',
      ['Planet', 'Degree', 'Sign', 'Condition', 'House'],
      phone,
    );
    await clientLog.getByRole('link', { name: payUrl }).click();
    await expect(client).toHaveURL(payUrl);
    await expect(client.getByRole('heading', { name: `Pay ${astrologerName}` })).toBeVisible();
    const payerLines = await moneyLines(client.getByRole('table', { name: 'What you pay' }));
    expect(payerLines).toEqual(pays);
    expect(await contentWidth(client)).toBeLessThanOrEqual(screen.width);
    await shoot(client, 'portal-payer');
    await client.getByRole('button', { name: 'Pay ₹354.00' }).click();
    await expect(client).toHaveURL(/\/pay\/sandbox\//);
    await client.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(client).toHaveURL(/\/external\/paid\?id=/);
    await expect(client.getByText(`You paid ₹354.00 to ${astrologerName}.`)).toBeVisible();
    await shoot(client, 'portal-paid', { fullPage: false });

    // The paid link opened again: a clear "already paid" page, not the home page.
    await client.goto(payUrl);
    await expect(
      client.getByRole('heading', { name: 'This payment link has already been paid' }),
    ).toBeVisible();
    await expect(
      client.getByText(new RegExp(`^₹354\\.00 to ${astrologerName}, paid on`)),
    ).toBeVisible();
    await expect(client.getByRole('button', { name: /^Pay/ })).toHaveCount(0);
    await expect(client).toHaveURL(payUrl);
    await shoot(client, 'portal-already-paid', { fullPage: false });

    // Transactions name the client and the service; the portal payments have their tile.
    await astrologer.goto('/astrologer/transactions');
    await expect(astrologer.getByRole('group', { name: 'Portal payments' })).toBeVisible();
    await everyColumnVisible(
      astrologer,
      'Earnings',
      ['#', 'Order Id', 'Amount', 'Service Code', 'Customer', 'Updated At'],
      phone,
    );
    const earnings = rowsOf(astrologer, 'Earnings');
    await expect(
      earnings
        .filter({ hasText: 'Priya Nair' })
        .filter({ hasText: 'Consultation payment link' })
        .filter({ hasText: '₹240.00' })
        .first(),
    ).toBeVisible();
    // A question's earning names its customer too (whose, depends on what else ran today).
    const question = earnings.filter({ hasText: 'Question to an astrologer' }).first();
    await expect(question).toBeVisible();
    // The customer's name follows the service code (after the 'Customer' label on a phone's card).
    await expect(question).toContainText(
      /OFFLINE_QUESTION(?:Customer)?(?!Updated|Customer)\p{Lu}\p{Ll}+/u,
    );
    await shoot(astrologer, 'portal-transactions');

    // Money Earned from the sidebar (the menu's on a phone): each service's column and tile, the
    // total their sum.
    if (phone) {
      await astrologer.getByRole('button', { name: 'Open navigation' }).click();
      await astrologer
        .getByRole('dialog', { name: 'Menu' })
        .getByRole('navigation', { name: 'Portal' })
        .getByRole('link', { name: 'Money Earned' })
        .click();
    } else {
      await astrologer
        .getByRole('navigation', { name: 'Portal' })
        .getByRole('link', { name: 'Money Earned' })
        .click();
    }
    await expect(astrologer).toHaveURL(/\/astrologer\/money-earned$/);
    const services = ['Question answered', 'Chat sessions', 'Video sessions', 'Portal payments'];
    await everyColumnVisible(
      astrologer,
      'Money earned',
      ['#', 'Month', ...services, 'Money Earned'],
      phone,
    );
    // The newest month: the first card, or the table's first row under its headings.
    const month = rowsOf(astrologer, 'Money earned').filter({ hasNot: astrologer.locator('th') });
    const cells = await month
      .first()
      .locator('dd, td')
      .evaluateAll((cells) => cells.map((cell) => cell.textContent!));
    const serviceEarnings = cells.slice(2, -1).map(paise);
    expect(serviceEarnings).toHaveLength(4);
    expect(serviceEarnings[3]).toBeGreaterThanOrEqual(24_000);
    expect(serviceEarnings.reduce((sum, p) => sum + p, 0)).toBe(paise(cells.at(-1)!));
    const tileEarnings = await Promise.all(
      ['Questions answered', ...services.slice(1)].map(async (tile) =>
        paise((await astrologer.getByRole('group', { name: tile }).textContent())!),
      ),
    );
    expect(tileEarnings.reduce((sum, p) => sum + p, 0)).toBe(
      paise((await astrologer.getByRole('group', { name: 'Total earned' }).textContent())!),
    );
    await shoot(astrologer, 'portal-money-earned');

    await astrologerContext.close();
    await clientContext.close();
  });
}
