import { expect, test, type Browser, type Page } from '../support/test';
import { startKuspServer, type Running } from '../support/call-servers';
import { demoAstrologer, signInAs } from '../support/session';

// The customer portal with a client who has no account: the astrologer in one browser, the client
// in another (docs/customer-portal.md).

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

/** The demo astrologer copies the share link of their client Meera Kapoor. */
async function shareMeeraKapoor(browser: Browser, viewport?: { width: number; height: number }) {
  const astrologerContext = await browser.newContext({
    permissions: ['clipboard-read', 'clipboard-write'],
    ...(viewport ? { viewport } : {}),
  });
  const astrologer = await astrologerContext.newPage();
  await signInAs(astrologer, astrologerContext.request, demoAstrologer);
  await astrologer.goto('/astrologer/customers');
  await astrologer.getByRole('link', { name: 'View Meera Kapoor' }).first().click();
  await astrologer.getByRole('button', { name: 'Copy Link' }).click();
  await expect(astrologer.getByText('Link copied successfully').first()).toBeVisible();
  return { astrologerContext, astrologer, link: await clipboard(astrologer) };
}

test('an astrologer chats with a client and bills them; the client replies and pays without an account', async ({
  browser,
}) => {
  const stamp = Date.now();
  const astrologerContext = await browser.newContext({
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const astrologer = await astrologerContext.newPage();
  await signInAs(astrologer, astrologerContext.request, demoAstrologer);
  await astrologer.goto('/astrologer/customers');
  await astrologer.getByRole('link', { name: 'View Arun Pillai' }).click();
  await expect(astrologer).toHaveURL(/\/astrologer\/customers\/[0-9a-f-]{36}$/);

  // The Chat part: the demo conversation, then a message of ours (the box empties at once).
  await expect(astrologer.getByRole('heading', { name: 'Arun Pillai' })).toBeVisible();
  const astrologerLog = astrologer.getByRole('log', { name: 'Messages' });
  await expect(astrologerLog.getByText('Thank you, that helps a lot.')).toBeVisible();
  await expect(astrologerLog.getByRole('article').first()).toHaveAccessibleName(
    /\d{2}-\d{2}-\d{4} \d{2}:\d{2} \(.+ ago\)$/,
  );
  const box = astrologer.getByPlaceholder('Type message here');
  await box.fill(`Hello Arun ${stamp}`);
  await box.press('Enter');
  await expect(box).toHaveValue('');
  await expect(astrologerLog.getByText(`Hello Arun ${stamp}`)).toBeVisible();

  // The share link to the external horoscope page.
  await astrologer.getByRole('button', { name: 'Copy Link' }).click();
  await expect(astrologer.getByText('Link copied successfully')).toBeVisible();
  const shareUrl = await clipboard(astrologer);
  // The token rides in the fragment, which the browser never sends to a server.
  expect(shareUrl).toMatch(/\/[0-9a-f-]{36}#token=[\w-]{43}$/);

  // A payment link of ₹123: the server's invoice, then Send Link and Copy Payment Link.
  await astrologer.getByRole('tab', { name: 'Payment Link' }).click();
  await expect(astrologer.getByLabel('Amount (₹)')).toHaveValue('10');
  await astrologer.getByLabel('Amount (₹)').fill('123');
  const priced = astrologer.waitForResponse((r) => r.url().includes('/api/v1/pricing/portal?'));
  await astrologer.getByRole('button', { name: 'Generate Payment' }).click();
  expect((await priced).status()).toBe(200);
  const invoice = astrologer.getByRole('dialog', { name: 'Invoice Details' });
  for (const [table, lines] of [
    [
      'Your client pays',
      [
        ['Base rate', '₹123.00'],
        ['CGST', '₹11.07'],
        ['SGST', '₹11.07'],
        ['Total', '₹145.14'],
      ],
    ],
    [
      'You receive',
      [
        ['Base rate', '₹123.00'],
        ['Commission', '-₹24.60'],
        ['You receive', '₹98.40'],
      ],
    ],
  ] as const)
    for (const [line, amount] of lines)
      await expect(
        invoice
          .getByRole('table', { name: table })
          .getByRole('row', { name: `${line} ${amount}`, exact: true }),
      ).toBeVisible();
  await invoice.getByRole('button', { name: 'Send Link' }).click();
  await expect(invoice).toBeHidden();
  await astrologer.getByRole('button', { name: 'Copy Payment Link' }).click();
  const payUrl = await clipboard(astrologer);
  expect(payUrl).toMatch(/\/external\/pay\?id=[0-9a-f-]{36}$/);
  // The Details column is narrower than the list needs: each link is a card of its fields.
  const links = astrologer.getByRole('list', { name: 'Payment links' });
  const ourLink = links.getByRole('listitem').filter({ hasText: '₹145.14' });
  await expect(ourLink).toContainText('Created');

  // The client, in a browser with no account, opens the page from the link.
  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  await client.goto(shareUrl);
  await expect(client.getByRole('heading', { name: 'Arun Pillai', level: 1 })).toBeVisible();
  await expect(client.getByText('Lagna Rashi').first()).toBeVisible();
  await expect(client.getByRole('heading', { name: 'Planets' })).toBeVisible();
  await expect(client.getByRole('heading', { name: 'Dasa periods' })).toBeVisible();
  const clientLog = client.getByRole('log', { name: 'Messages' });
  await expect(clientLog.getByText(`Hello Arun ${stamp}`)).toBeVisible();
  await client.getByPlaceholder('Type message here').fill(`Namaste, thank you ${stamp}`);
  await client.getByRole('button', { name: 'Send' }).click();
  await expect(clientLog.getByText(`Namaste, thank you ${stamp}`)).toBeVisible();
  // The astrologer's portal shows it without a reload.
  await expect(astrologerLog.getByText(`Namaste, thank you ${stamp}`)).toBeVisible();

  // The headless chart opens with the same token, without the site's navigation.
  await client.goto(shareUrl.replace(/\/([0-9a-f-]{36})#/, '/headless/$1#'));
  await expect(client.getByRole('heading', { name: 'Arun Pillai', level: 1 })).toBeVisible();
  await expect(client.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(client.getByRole('banner')).toHaveCount(0);

  // The client pays on the sandbox gateway and lands on the thank-you page.
  await client.goto(payUrl);
  await client.getByRole('button', { name: 'Pay ₹145.14' }).click();
  await expect(client).toHaveURL(/\/pay\/sandbox\/[0-9a-f-]{36}\?token=[\w-]{43}$/);
  await expect(client.getByText('₹145.14')).toBeVisible();
  await client.getByRole('button', { name: 'Pay' }).click();
  await expect(client).toHaveURL(/\/external\/paid\?id=[0-9a-f-]{36}$/);
  await expect(client.getByRole('heading', { name: 'Thank you for your payment' })).toBeVisible();

  // The astrologer's portal shows it live, and the earnings list has base − commission.
  await expect(ourLink).toContainText('Paid');
  await astrologer.goto('/astrologer/transactions');
  const earnings = astrologer.getByRole('table', { name: 'Earnings' });
  await expect(
    earnings
      .getByRole('row')
      .filter({ hasText: 'ASTRO_PORTAL_CHAT' })
      .filter({ hasText: '₹98.40' }),
  ).toHaveCount(1);

  // A paid link opens nothing more: its page says it is already paid, and stays.
  await client.goto(payUrl);
  await expect(
    client.getByRole('heading', { name: 'This payment link has already been paid' }),
  ).toBeVisible();
  await expect(client).toHaveURL(payUrl);
  await astrologerContext.close();
  await clientContext.close();
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
])
  test(`at ${viewport.width} px Copy Link copies the current link; replacing or revoking it is asked first and ends the client’s copy`, async ({
    browser,
  }) => {
    const {
      astrologerContext,
      astrologer,
      link: first,
    } = await shareMeeraKapoor(browser, viewport);
    expect(first).toMatch(/\/[0-9a-f-]{36}#token=[\w-]{43}$/);

    // The client, signed out in a browser of their own.
    const clientContext = await browser.newContext({ viewport });
    const client = await clientContext.newPage();
    // A link of the earlier form, already in a mailbox, still opens, and ends in the fragment form.
    await client.goto(first.replace('#token=', '?token='));
    await expect(client).toHaveURL(first);
    await expect(client.getByRole('heading', { name: 'Meera Kapoor', level: 1 })).toBeVisible();
    const altered = first.replace(
      /token=([\w-])/,
      (_, c: string) => `token=${c === 'A' ? 'B' : 'A'}`,
    );
    await client.goto(altered);
    await expect(client.getByText('This link does not open a horoscope')).toBeVisible();
    await expect(client.getByText('Meera Kapoor')).toHaveCount(0);

    // Copying again copies the same link: the client's copy keeps working.
    await astrologer.getByRole('button', { name: 'Copy Link' }).click();
    await expect.poll(() => clipboard(astrologer)).toBe(first);
    await client.goto(first);
    await expect(client.getByRole('heading', { name: 'Meera Kapoor', level: 1 })).toBeVisible();

    // Replacing is its own act, with a warning; the client's open page finds out by itself.
    await astrologer.getByRole('button', { name: 'Replace link' }).click();
    const replace = astrologer.getByRole('dialog', { name: 'Replace the link?' });
    await expect(replace).toContainText('The link you shared stops working at once');
    await replace.getByRole('button', { name: 'Replace link' }).click();
    await expect(replace).toBeHidden();
    await expect.poll(() => clipboard(astrologer)).not.toBe(first);
    const second = await clipboard(astrologer);
    await expect(client.getByText('This link does not open a horoscope')).toBeVisible();
    await expect(client.getByText('Meera Kapoor')).toHaveCount(0);

    // Mailed to the client's e-mail on record, which the astrologer sets on purpose.
    const email = `meera.${Date.now()}@example.com`;
    await astrologer.getByRole('button', { name: 'E-mail link' }).click();
    const mail = astrologer.getByRole('dialog', { name: 'Send the horoscope page' });
    await mail.getByLabel("Client's e-mail").fill(email);
    await mail.getByRole('button', { name: 'Send' }).click();
    const change = astrologer.getByRole('dialog', { name: "Change the client's e-mail?" });
    await expect(change).toContainText(email);
    await change.getByRole('button', { name: 'Change and send' }).click();
    await expect(astrologer.getByText('The link has been sent')).toBeVisible();
    const outbox = (await (
      await astrologerContext.request.get(`/dev/outbox.json?to=${email}`)
    ).json()) as Array<{ subject: string; text: string }>;
    expect(outbox.map((m) => m.subject)).toEqual(['Your horoscope page on Kusp']);
    expect(outbox[0]!.text).toMatch(/^An astrologer you consult on Kusp has shared/);
    expect(outbox[0]!.text).toContain('> For: Meera Kapoor');
    expect(outbox[0]!.text).toContain(second);
    await expect(astrologer.getByText('E-mail', { exact: true }).locator('xpath=..')).toContainText(
      email,
    );

    // The new link opens; revoking it, asked first, closes it too.
    await client.goto(second);
    await expect(client.getByRole('heading', { name: 'Meera Kapoor', level: 1 })).toBeVisible();
    await astrologer.getByRole('button', { name: 'Revoke link' }).click();
    const revoke = astrologer.getByRole('dialog', { name: 'Revoke the link?' });
    await expect(revoke).toContainText('The link you shared stops working at once');
    await revoke.getByRole('button', { name: 'Revoke link' }).click();
    await expect(astrologer.getByText('The link no longer works')).toBeVisible();
    await expect(astrologer.getByText('No link shared yet')).toBeVisible();
    await expect(client.getByText('This link does not open a horoscope')).toBeVisible();
    await expect(client.getByText('Meera Kapoor')).toHaveCount(0);
    await astrologerContext.close();
    await clientContext.close();
  });

test('a revoked payment link cannot be paid, and both sides see so', async ({ browser }) => {
  const { astrologerContext, astrologer } = await shareMeeraKapoor(browser);
  await astrologer.getByRole('tab', { name: 'Payment Link' }).click();
  await astrologer.getByLabel('Amount (₹)').fill('57');
  await astrologer.getByRole('button', { name: 'Generate Payment' }).click();
  await astrologer
    .getByRole('dialog', { name: 'Invoice Details' })
    .getByRole('button', { name: 'Send Link' })
    .click();
  await astrologer.getByRole('button', { name: 'Copy Payment Link' }).click();
  await expect.poll(() => clipboard(astrologer)).toMatch(/\/external\/pay\?id=/);
  const payUrl = await clipboard(astrologer);
  const row = astrologer
    .getByRole('list', { name: 'Payment links' })
    .getByRole('listitem')
    .filter({ hasText: '₹67.26' })
    .first();
  await expect(row).toContainText('Created');
  await row.getByRole('button', { name: 'Revoke' }).click();
  const ask = astrologer.getByRole('dialog', { name: 'Revoke this payment link?' });
  await expect(ask).toContainText('The client can no longer pay this link of ₹67.26');
  await ask.getByRole('button', { name: 'Revoke link' }).click();
  await expect(astrologer.getByText('The payment link was revoked')).toBeVisible();
  await expect(row).toContainText('Revoked');
  await expect(row.getByRole('button', { name: 'Copy' })).toHaveCount(0);

  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  await client.goto(payUrl);
  await expect(
    client.getByRole('heading', { name: 'This payment link was cancelled by your astrologer' }),
  ).toBeVisible();
  await expect(client.getByRole('button', { name: /^Pay/ })).toHaveCount(0);
  await expect(client).toHaveURL(payUrl);
  await astrologerContext.close();
  await clientContext.close();
});

test.describe('on a server whose share links last no time at all', () => {
  // A second Kusp server with PORTAL_LINK_DAYS=0: every link it issues has already expired.
  const port = Number(process.env.E2E_PORT ?? 8181) + 20;
  let server: Running | undefined;
  test.use({ baseURL: `http://127.0.0.1:${port}` });
  test.beforeAll(async () => {
    test.setTimeout(270_000);
    server = await startKuspServer(port, { PORTAL_LINK_DAYS: '0' });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('an expired link shows the clear page and no data', async ({ browser }) => {
    const { astrologerContext, link: expired } = await shareMeeraKapoor(browser);
    expect(expired).toMatch(/#token=[\w-]{43}$/);

    const clientContext = await browser.newContext();
    const client = await clientContext.newPage();
    await client.goto(expired);
    await expect(client.getByText('This link does not open a horoscope')).toBeVisible();
    await expect(client.getByText('Meera Kapoor')).toHaveCount(0);
    await astrologerContext.close();
    await clientContext.close();
  });
});
