import { expect, test, type Browser, type APIRequestContext, type Page } from '../support/test';
import {
  hasTurnServer,
  relayEnv,
  startKuspServer,
  startTurnServer,
  type Running,
} from '../support/call-servers';
import { buyCredits, demoAstrologer, demoCustomer, idOf, signInAs } from '../support/session';
import { shoot } from '../support/shots';
import { profileBalance } from '../support/wallet';

// Chromium's fake camera and microphone (--use-fake-device-for-media-stream, allowed without a prompt
// by --use-fake-ui-for-media-stream, both in playwright.config.ts) feed both sides of the call.

const customerName = 'Demo Customer';
const astrologerName = 'Demo Astrologer';

/** The other person's tile of the room, carrying the call's stats from getStats(). */
const remoteTile = (page: Page, name: string) => page.getByRole('figure', { name, exact: true });

/** Video frames decoded from the other person, as RTCPeerConnection.getStats() counts them. */
const framesDecoded = async (page: Page, name: string) =>
  Number((await remoteTile(page, name).getAttribute('data-frames-decoded')) ?? 0);

/**
 * Both sign in; the customer buys credits, asks for a call and waits; the astrologer accepts. Also
 * the customer's wallet (millicredits) once the credits are in, and the call's price as the
 * confirmation showed it (millicredits: ₹1 is a credit).
 */
async function startCall(
  browser: Browser,
  request: APIRequestContext,
  viewport = { width: 1280, height: 720 },
) {
  const astrologerId = await idOf(request, demoAstrologer);
  const customerId = await idOf(request, demoCustomer);
  const meetPath = new RegExp(`/meet/${customerId}/${astrologerId}$`);

  const astrologer = await (await browser.newContext({ viewport })).newPage();
  await signInAs(astrologer, request, demoAstrologer);
  await astrologer.goto('/chats');
  const requests = astrologer.getByRole('region', { name: 'Video call requests' });
  await expect(requests.getByText('No video call requests waiting.')).toBeVisible();

  const customer = await (await browser.newContext({ viewport })).newPage();
  await signInAs(customer, request, demoCustomer);
  await buyCredits(customer, '1,000');
  const balance = await profileBalance(customer);
  await customer.goto(`/user/astrologer-details/${astrologerId}`);
  await customer.getByRole('button', { name: 'Live Call' }).click();
  const confirm = customer.getByRole('dialog', { name: 'Pay from your wallet' });
  await expect(confirm.getByText(/deduct this amount \([\d,]+ credits\)/)).toBeVisible();
  const [, rupees] = /\(₹([\d,.]+)/.exec((await confirm.textContent()) ?? '')!;
  const price = Math.round(Number(rupees!.replaceAll(',', '')) * 1000);
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(customer).toHaveURL(meetPath);
  await expect(
    customer.getByText(
      'Kindly hold on until the astrologer grants approval or There are no ongoing sessions for you.',
    ),
  ).toBeVisible();

  await requests
    .getByRole('group', { name: `Video call request from ${customerName}` })
    .getByRole('button', { name: 'Accept' })
    .click();
  await expect(astrologer).toHaveURL(meetPath);
  return { astrologer, customer, balance, price };
}

/** Pre-join on both sides (fake camera chosen, camera and microphone on), then Join. */
async function joinBoth(astrologer: Page, customer: Page) {
  for (const page of [customer, astrologer]) {
    const preJoin = page.getByRole('region', { name: 'Ready to join?' });
    await expect(preJoin.getByRole('switch', { name: 'Camera' })).toBeChecked();
    await expect(preJoin.getByRole('switch', { name: 'Microphone' })).toBeChecked();
    await expect(preJoin.getByRole('combobox', { name: 'Camera' })).not.toHaveValue('');
    await preJoin.getByRole('button', { name: 'Join' }).click();
    await expect(preJoin.getByText('Joining…')).toBeVisible();
  }
}

/** Both browsers decode the other's video, and the connection took the expected route. */
async function expectVideoBothWays(astrologer: Page, customer: Page, route: 'direct' | 'relay') {
  for (const [page, peer] of [
    [customer, astrologerName],
    [astrologer, customerName],
  ] as const) {
    await expect.poll(() => framesDecoded(page, peer), { timeout: 30_000 }).toBeGreaterThan(0);
    await expect(remoteTile(page, peer)).toHaveAttribute('data-route', route);
    const width = await remoteTile(page, peer)
      .locator('video')
      .evaluate((video: HTMLVideoElement) => video.videoWidth);
    expect(width).toBeGreaterThan(0);
  }
}

/** Credits as a screen shows them ('590', '39.33', '1,020.5'), in millicredits. */
const millicreditsOf = (figure: string) => Math.round(Number(figure.replaceAll(',', '')) * 1000);

/** The newest past call on /meet/history: the other person, a date, a duration and its cost. */
async function newestPastCall(page: Page, peer: string) {
  await page.goto('/meet/history');
  const past = page.getByRole('region', { name: 'Past calls' });
  const first = past.getByRole('row').nth(1).or(past.getByRole('listitem').first());
  await expect(first).toContainText(peer);
  await expect(first).toContainText(/\d{2}-\d{2}-\d{4} \d{2}:\d{2}/);
  const cost = (await first.getByText(/ credits$/).textContent())!;
  return millicreditsOf(cost.replace(' credits', ''));
}

test('a customer calls, the astrologer accepts with the chart beside the call, the customer hangs up', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const { astrologer, customer, balance, price } = await startCall(browser, request, {
    width: 1366,
    height: 800,
  });
  await joinBoth(astrologer, customer);
  await expectVideoBothWays(astrologer, customer, 'direct');
  await expect(customer.getByText(/Your session will be end in 1[45]:\d\d/)).toBeVisible();

  // The astrologer reads the customer's chart beside the call and can put it away; the customer
  // never sees it.
  const chart = astrologer.getByRole('region', { name: `${customerName}'s chart` });
  await expect(chart.getByRole('img', { name: 'Lagna Rashi chart, South' })).toBeVisible();
  await astrologer.getByRole('button', { name: 'Hide chart' }).click();
  await expect(chart).toHaveCount(0);
  await astrologer.getByRole('button', { name: 'Show chart' }).click();
  await expect(chart).toBeVisible();
  await expect(customer.getByRole('region', { name: /chart$/ })).toHaveCount(0);
  // The astrologer can hang up too (issue 42).
  await expect(astrologer.getByRole('button', { name: 'Hang up' })).toBeVisible();
  // Nothing floats over the call's controls: the AI assistant stays out of a running call.
  await expect(customer.getByRole('button', { name: 'Ask AI' })).toHaveCount(0);

  // Muting is the customer's own business: the call goes on.
  await customer.getByRole('button', { name: 'Mute' }).click();
  await expect(customer.getByRole('button', { name: 'Unmute' })).toBeVisible();

  // The question says what ending costs: the session's price, and the time left by the server.
  await customer.getByRole('button', { name: 'Hang up' }).click();
  const asking = customer.getByRole('dialog', { name: 'End this call now?' });
  await expect(asking).toContainText(/Ending now still costs [\d,.]+ credits; 1[45]:\d\d left\./);
  const [, cost] = /still costs ([\d,.]+) credits/.exec((await asking.textContent())!)!;
  expect(millicreditsOf(cost!)).toBe(price);
  await shoot(customer, 'call-end-customer', { fullPage: false });
  await asking.getByRole('button', { name: 'Hang up' }).click();
  await expect(customer).toHaveURL(/\/chats$/);
  await expect(customer.getByText('You ended the call')).toBeVisible();
  await expect(customer.getByText('You left')).toHaveCount(0);
  await expect(astrologer).toHaveURL(/\/astrologer\/profile$/);
  await expect(astrologer.getByText('The customer ended the call')).toBeVisible();
  await shoot(astrologer, 'call-ended-astrologer', { fullPage: false });

  // The finished call stays among the ongoing meetings for a minute (the rule's clock is unit-tested).
  for (const [page, peer] of [
    [customer, astrologerName],
    [astrologer, customerName],
  ] as const) {
    await page.goto('/meet/history');
    const meeting = page.getByRole('listitem', { name: `Video call with ${peer}` });
    await expect(meeting.getByText('Ended', { exact: true })).toBeVisible();
    await meeting.getByRole('link', { name: 'View' }).click();
    await expect(page).toHaveURL(/\/meet\/[^/]+\/[^/]+$/);
  }
  await expect(astrologer.getByText("You don't have any active session.")).toBeVisible();

  // Under the ongoing meetings, both see the call among their past calls, at its whole price.
  expect(await newestPastCall(customer, astrologerName)).toBe(price);
  await shoot(customer, 'past-calls-customer');
  expect(await newestPastCall(astrologer, customerName)).toBe(price);
  await shoot(astrologer, 'past-calls-astrologer');

  // Both were in the room, so the customer's own hang-up pays the whole call (docs/chat.md, Money).
  expect(await profileBalance(customer)).toBe(balance - price);
});

test('on a phone, the astrologer hangs up early: the customer is told and pays only the minutes given', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const { astrologer, customer, balance, price } = await startCall(browser, request, {
    width: 390,
    height: 844,
  });
  await joinBoth(astrologer, customer);
  await expectVideoBothWays(astrologer, customer, 'direct');

  await astrologer.getByRole('button', { name: 'Hang up' }).click();
  const asking = astrologer.getByRole('dialog', { name: 'End this call now?' });
  await expect(asking).toContainText(/\d{2}:\d{2} left\./);
  await expect(asking).toContainText('The customer is refunded the unused minutes');
  const [, minutesLeft] = /(\d{2}):\d{2} left/.exec((await asking.textContent())!)!;
  await shoot(astrologer, 'call-end-astrologer', { fullPage: false });
  await asking.getByRole('button', { name: 'Hang up' }).click();
  await expect(astrologer).toHaveURL(/\/astrologer\/profile$/);
  await expect(astrologer.getByText('You ended the call')).toBeVisible();
  await expect(customer).toHaveURL(/\/chats$/);
  await expect(customer.getByText('The astrologer ended the call')).toBeVisible();
  await expect(customer.getByText('You left')).toHaveCount(0);
  await shoot(customer, 'call-ended-customer', { fullPage: false });

  // Only the started minutes both were in are paid; the rest of the hold is back in the wallet.
  const paid = await newestPastCall(customer, astrologerName);
  await shoot(customer, 'past-calls-customer');
  const minutesGiven = 15 - Number(minutesLeft);
  expect(paid).toBeGreaterThan(0);
  expect(paid).toBeLessThanOrEqual(Math.ceil((price * (minutesGiven + 1)) / 15));
  expect(paid).toBeLessThan(price);
  expect(await newestPastCall(astrologer, customerName)).toBe(paid);
  await shoot(astrologer, 'past-calls-astrologer');
  expect(await profileBalance(customer)).toBe(balance - paid);
});

test.describe('through a TURN relay', () => {
  // The relaying server's TCP port, and coturn's UDP port of the same number.
  const port = Number(process.env.E2E_RELAY_PORT ?? Number(process.env.E2E_PORT ?? 8181) + 10);
  const turnPort = port;
  const secret = 'e2e-turn-secret';
  let turn: Running | undefined;
  let server: Running | undefined;
  test.use({ baseURL: `http://127.0.0.1:${port}` });
  test.skip(!hasTurnServer(), 'coturn (/usr/bin/turnserver) is not installed');
  test.beforeAll(async () => {
    test.setTimeout(270_000);
    turn = await startTurnServer(turnPort, secret);
    server = await startKuspServer(port, relayEnv(turnPort, secret));
  });
  test.afterAll(async () => {
    await server?.stop();
    await turn?.stop();
  });

  test('with iceTransportPolicy relay, media flows both ways through coturn', async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const { astrologer, customer } = await startCall(browser, request);
    await joinBoth(astrologer, customer);
    await expectVideoBothWays(astrologer, customer, 'relay');
    await expect(customer.getByText('Relayed connection')).toBeVisible();
    // TURN credentials last 30 s: the room asks for fresh ones while the call runs, and the
    // relayed media goes on.
    const refreshed = await customer.waitForResponse(
      (response) =>
        response.request().method() === 'GET' && /\/api\/v1\/video\/[^/]+$/.test(response.url()),
      { timeout: 30_000 },
    );
    expect(refreshed.status()).toBe(200);
    const frames = await framesDecoded(customer, astrologerName);
    await expect
      .poll(() => framesDecoded(customer, astrologerName), { timeout: 10_000 })
      .toBeGreaterThan(frames);
  });
});
