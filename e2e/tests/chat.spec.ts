import { expect, test, type APIRequestContext, type Browser, type Page } from '../support/test';
import { seriousViolations } from '../support/axe';
import {
  apiSession,
  buyCredits,
  demoAstrologer,
  demoCustomer,
  idOf,
  signInAs,
} from '../support/session';
import { shoot } from '../support/shots';
import { millicreditsOf, profileBalance } from '../support/wallet';

const messages = (page: Page) => page.getByRole('log', { name: 'Messages' });

async function say(page: Page, text: string) {
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill(text);
  await box.press('Enter');
  await expect(box).toHaveValue('');
  // In the sender's own log once the server has stored it (the box empties before that).
  await expect(messages(page).getByText(text).last()).toBeVisible();
}

/**
 * Both roles in browser contexts of their own at one size: the astrologer on Chats (which brings
 * them ONLINE), the customer with 1,000 credits bought. Also the customer's wallet then.
 */
async function openBoth(
  browser: Browser,
  request: APIRequestContext,
  viewport: { width: number; height: number },
) {
  const astrologerId = await idOf(request, demoAstrologer);
  const customerId = await idOf(request, demoCustomer);
  const chatPath = `/chat/${customerId}/${astrologerId}`;

  const astrologerContext = await browser.newContext({ viewport });
  const astrologer = await astrologerContext.newPage();
  await signInAs(astrologer, request, demoAstrologer);
  await astrologer.goto('/chats');
  const requests = astrologer.getByRole('region', { name: 'Chat requests' });
  await expect(requests.getByText('No chat requests waiting.')).toBeVisible();

  const customerContext = await browser.newContext({ viewport });
  const customer = await customerContext.newPage();
  await signInAs(customer, request, demoCustomer);
  await buyCredits(customer, '1,000');
  const balance = await profileBalance(customer);

  // Live Chat asks before it charges, then waits on the chat screen for the astrologer. The price
  // it shows, in millicredits (₹1 is a credit).
  const askForChat = async () => {
    await customer.goto(`/user/astrologer-details/${astrologerId}`);
    await customer.getByRole('button', { name: 'Live Chat' }).click();
    const confirm = customer.getByRole('dialog', { name: 'Pay from your wallet' });
    const question = confirm.getByText(
      /Would you like to deduct this amount \([\d,]+ credits\) from your wallet\?/,
    );
    await expect(question).toBeVisible();
    const [, rupees] = /\(₹([\d,.]+)/.exec((await confirm.textContent()) ?? '')!;
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(customer).toHaveURL(new RegExp(`${chatPath}$`));
    return Math.round(Number(rupees!.replaceAll(',', '')) * 1000);
  };
  const fromCustomer = requests.getByRole('group', { name: 'Chat request from Demo Customer' });
  const close = async () => {
    await customerContext.close();
    await astrologerContext.close();
  };
  return {
    astrologer,
    customer,
    customerContext,
    requests,
    fromCustomer,
    chatPath,
    balance,
    askForChat,
    close,
  };
}

const secondsOf = (mmss: string) => {
  const [minutes, seconds] = mmss.split(':').map(Number);
  return minutes! * 60 + seconds!;
};

/**
 * The customer ends the running chat: the question says what it costs (the whole price, as the
 * wallet confirmation showed it) and the time left (as the countdown shows it); once confirmed,
 * each tab is told who ended it (issue 42) and the message box goes away.
 */
async function customerEndsChat(customer: Page, price: number, tabs: Array<[Page, string]>) {
  const countdown = await customer.getByRole('timer').textContent();
  const [, shownLeft] = /(\d{2}:\d{2})$/.exec(countdown ?? '')!;
  await customer.getByRole('button', { name: 'End chat' }).click();
  const endDialog = customer.getByRole('dialog', { name: 'End this session now?' });
  await expect(endDialog).toContainText(
    /Ending now still costs [\d,.]+ credits; \d{2}:\d{2} left\./,
  );
  await expect(endDialog).toContainText('Your remaining time is not refunded.');
  const [, cost, left] = /still costs ([\d,.]+) credits; (\d{2}:\d{2}) left/.exec(
    (await endDialog.textContent())!,
  )!;
  expect(millicreditsOf(cost!)).toBe(price);
  // The same clock as the countdown: a few seconds on at most.
  expect(secondsOf(left!)).toBeLessThanOrEqual(secondsOf(shownLeft!));
  expect(secondsOf(left!)).toBeGreaterThan(secondsOf(shownLeft!) - 10);
  await shoot(customer, 'chat-end-confirm', { fullPage: false });
  await endDialog.getByRole('button', { name: 'End now' }).click();
  await expectToldWhoEnded(tabs);
}

/** Each tab says who ended the chat (issue 42), and its message box is gone. */
async function expectToldWhoEnded(tabs: Array<[Page, string]>) {
  for (const [tab, notice] of tabs) {
    await expect(tab.getByText(notice).first()).toBeVisible();
    await expect(tab.getByRole('textbox', { name: 'Message' })).toHaveCount(0);
  }
}

// The tests share the demo customer, who may have one session at a time: a test that fails with a
// session open ends it, so the next one starts as it would.
test.afterEach(async ({ request }) => {
  const customer = await apiSession(request, demoCustomer);
  const { data } = (await (
    await request.get('/api/v1/conversation/sessions/user', { headers: customer.headers })
  ).json()) as { data: Array<{ id: string; active: boolean }> };
  for (const session of data.filter((s) => s.active))
    await request.post('/api/v1/chat/end', {
      headers: customer.headers,
      data: { sessionId: session.id },
    });
});

test('a customer asks for a live chat, the astrologer accepts, and both talk live in every tab', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const both = await openBoth(browser, request, { width: 1366, height: 800 });
  const { astrologer, customer, customerContext, requests, fromCustomer, chatPath } = both;
  const { askForChat, balance } = both;

  // A first request is rejected: the waiting customer learns it live.
  await askForChat();
  await fromCustomer.getByRole('button', { name: 'Reject' }).click();
  await expect(requests.getByText('No chat requests waiting.')).toBeVisible();
  await expect(
    customer.getByText('The astrologer did not accept this chat request.'),
  ).toBeVisible();

  const price = await askForChat();
  await expect(
    customer.getByText(
      'Kindly hold on until the astrologer grants approval or There are no ongoing sessions for you.',
    ),
  ).toBeVisible();
  await expect(customer.getByRole('textbox', { name: 'Message' })).toBeDisabled();

  // A second tab of the customer on the same conversation.
  const secondTab = await customerContext.newPage();
  await secondTab.goto(chatPath);
  await expect(secondTab.getByRole('textbox', { name: 'Message' })).toBeDisabled();

  // The request reaches the astrologer live; Accept opens the conversation.
  await fromCustomer.getByRole('button', { name: 'Accept' }).click();
  await expect(astrologer).toHaveURL(new RegExp(`${chatPath}$`));

  // Both tabs of the customer learn of the acceptance and show the countdown.
  for (const tab of [customer, secondTab]) {
    await expect(tab.getByRole('timer')).toHaveText(/^Your session will be end in \d{2}:\d{2}$/);
    await expect(tab.getByRole('textbox', { name: 'Message' })).toBeEnabled();
  }
  await expect(astrologer.getByRole('timer')).toBeVisible();
  expect(await seriousViolations(customer)).toEqual([]);

  await say(customer, 'Namaste, will my career change this year?');
  await expect(
    messages(astrologer).getByText('Namaste, will my career change this year?'),
  ).toBeVisible();
  await say(astrologer, 'Jupiter enters your tenth house in May: yes.');
  for (const tab of [customer, secondTab]) {
    await expect(
      messages(tab).getByText('Jupiter enters your tenth house in May: yes.'),
    ).toBeVisible();
    await expect(messages(tab).getByText('Namaste, will my career change this year?')).toHaveCount(
      1,
    );
  }
  // Typing in the second tab reaches the astrologer and the first tab too.
  await say(secondTab, 'Thank you!');
  await expect(messages(astrologer).getByText('Thank you!')).toBeVisible();
  await expect(messages(customer).getByText('Thank you!')).toBeVisible();

  // Ending a running session asks first, saying the remaining time is not refunded.
  await customer.getByRole('button', { name: 'End chat' }).click();
  const endDialog = customer.getByRole('dialog', { name: 'End this session now?' });
  await expect(endDialog).toContainText('Your remaining time is not refunded.');
  await endDialog.getByRole('button', { name: 'Keep chatting' }).click();
  await expect(endDialog).toBeHidden();
  await expect(customer.getByRole('textbox', { name: 'Message' })).toBeEnabled();

  // The customer ends the chat, told first what it costs and how long is left.
  await customerEndsChat(customer, price, [
    [customer, 'You ended the chat'],
    [secondTab, 'You ended the chat'],
    [astrologer, 'The customer ended the chat'],
  ]);
  await shoot(astrologer, 'chat-ended-astrologer', { fullPage: false });
  // The rejected request cost nothing; the chat both had open is paid in full on the customer's
  // end (docs/chat.md, Money).
  expect(await profileBalance(secondTab)).toBe(balance - price);

  // The customer shows under the astrologer's contacts; search finds them by last name in any case.
  await astrologer.goto('/chats');
  const contacts = astrologer.getByRole('navigation', { name: 'Contacts' });
  await contacts.getByRole('textbox', { name: 'Search contacts' }).fill('cUsToM');
  await expect(contacts.getByRole('button', { name: 'Demo Customer' })).toBeVisible();
  await contacts.getByRole('button', { name: 'Demo Customer' }).click();
  await expect(astrologer.getByRole('link', { name: 'Open chat' })).toBeVisible();
  expect(await seriousViolations(astrologer)).toEqual([]);
  await contacts.getByRole('textbox', { name: 'Search contacts' }).fill('nobody');
  await expect(contacts.getByRole('button', { name: 'Demo Customer' })).toHaveCount(0);

  await both.close();
});

test('on a phone, the customer ends a paid chat knowing its cost and the time left; both are told', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const both = await openBoth(browser, request, { width: 390, height: 844 });
  const { astrologer, customer } = both;
  const price = await both.askForChat();
  await both.fromCustomer.getByRole('button', { name: 'Accept' }).click();
  await expect(astrologer).toHaveURL(new RegExp(`${both.chatPath}$`));
  await expect(customer.getByRole('timer')).toHaveText(/^Your session will be end in \d{2}:\d{2}$/);
  await say(customer, 'Is this a good month to move house?');
  await expect(messages(astrologer).getByText('Is this a good month to move house?')).toBeVisible();

  await customerEndsChat(customer, price, [
    [customer, 'You ended the chat'],
    [astrologer, 'The customer ended the chat'],
  ]);
  await shoot(customer, 'chat-ended-customer', { fullPage: false });
  await shoot(astrologer, 'chat-ended-astrologer', { fullPage: false });
  expect(await profileBalance(customer)).toBe(both.balance - price);
  await both.close();
});

test('at 1366 px, the astrologer ends a paid chat early: the customer is told and pays only the minutes given', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const both = await openBoth(browser, request, { width: 1366, height: 800 });
  const { astrologer, customer } = both;
  const price = await both.askForChat();
  await both.fromCustomer.getByRole('button', { name: 'Accept' }).click();
  await expect(astrologer).toHaveURL(new RegExp(`${both.chatPath}$`));
  await expect(customer.getByRole('timer')).toHaveText(/^Your session will be end in \d{2}:\d{2}$/);
  await say(customer, 'Should I sign the lease this month?');
  await expect(messages(astrologer).getByText('Should I sign the lease this month?')).toBeVisible();

  // The astrologer is asked too: the time left, and that the customer gets the rest back.
  await astrologer.getByRole('button', { name: 'End chat' }).click();
  const asking = astrologer.getByRole('dialog', { name: 'End this session now?' });
  await expect(asking).toContainText(/\d{2}:\d{2} left\./);
  await expect(asking).toContainText('The customer is refunded the unused minutes');
  await shoot(astrologer, 'chat-end-confirm-astrologer', { fullPage: false });
  await asking.getByRole('button', { name: 'End now' }).click();
  await expectToldWhoEnded([
    [astrologer, 'You ended the chat'],
    [customer, 'The astrologer ended the chat'],
  ]);
  await shoot(customer, 'chat-ended-by-astrologer', { fullPage: false });

  // Only the started minutes both were in are paid (under two here); the rest is back in the wallet.
  const paid = both.balance - (await profileBalance(customer));
  expect(paid).toBeGreaterThan(0);
  expect(paid).toBeLessThanOrEqual(Math.ceil((price * 2) / 15));
  await both.close();
});
