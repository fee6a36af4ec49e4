import { expect, test, type APIRequestContext, type Browser, type Page } from '../support/test';
import { untilAlive } from '../support/alive';
import { collectErrors } from '../support/errors';
import { checkScreen, hindiBrowser, viewports } from '../support/hindi';
import { apiSession, demoAstrologer, newCustomer, signInAs } from '../support/session';

// Issue 47: a customer's consultations in Hindi, and the session screens both roles share. A new
// customer and the demo astrologer, each in a browser set to Hindi, go through a live chat, a video
// call, a question thread with its review, the customer's Transactions and Ongoing Meets, and a card
// payment's order summary and status; every screen is checked for English words left on it.

// A step that cannot happen fails where it stands, not at the test's time limit.
test.use({ actionTimeout: 20_000, navigationTimeout: 30_000 });

/** What a customer reads while the astrologer has not yet accepted (messages:video.waitForApproval). */
const waitingText = 'कृपया ज्योतिषी की स्वीकृति तक प्रतीक्षा करें, या अभी आपका कोई सत्र चल नहीं रहा है।';

/** No loader left on the screen (its label says what loads: '… लोड हो रही है'). */
async function loaded(page: Page) {
  await untilAlive(page);
  await page.waitForLoadState('networkidle', { timeout: 20_000 });
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByLabel(/लोड हो रह/)).toHaveCount(0);
}

/** The demo astrologer's page header, for the names and words they wrote themselves. */
async function astrologerOf(browser: Browser) {
  const request = (await browser.newContext()).request;
  const session = await apiSession(request, demoAstrologer);
  const profile = (await (
    await request.get(`/api/v3/astrologer/profile/${session.id}`)
  ).json()) as Record<string, string | null>;
  return { ...session, name: `${profile.firstName} ${profile.lastName}` };
}

/** 1,000 credits more in a customer's wallet, bought on the sandbox gateway through the API. */
async function topUp(
  request: APIRequestContext,
  customer: { id: string; headers: Record<string, string> },
) {
  const purchase = (await (
    await request.post('/api/v2/credit', {
      headers: customer.headers,
      data: {
        amount: 1000,
        paymentProcessor: 'CCAVENUE',
        serviceCode: 'CREDIT_PURCHASE',
        customerId: customer.id,
      },
    })
  ).json()) as { data: string };
  expect((await request.post(purchase.data, { form: { action: 'pay' } })).ok()).toBe(true);
}

/** Everyone's names in the contact list, as they wrote them. */
const contactNames = (page: Page) =>
  page
    .getByRole('navigation', { name: 'संपर्क' })
    .getByRole('button')
    .evaluateAll((all) => all.map((b) => b.getAttribute('aria-label') ?? ''));

/** The subjects and questions of an astrologer's list, as their customers wrote them. */
const listedQuestions = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('link')
    .evaluateAll((all) =>
      all.flatMap((a) => [a.textContent ?? '', a.nextElementSibling?.textContent ?? '']),
    );

async function send(page: Page, text: string) {
  const box = page.getByRole('textbox', { name: 'संदेश' });
  await expect(box).toBeEnabled();
  await box.fill(text);
  await box.press('Enter');
  await expect(box).toHaveValue('');
}

for (const viewport of viewports) {
  test.describe(`consultations in Hindi at ${viewport.width} px`, () => {
    test('a live chat and a video call, from the request to the end, then Chats and Ongoing Meets', async ({
      browser,
      request,
    }) => {
      test.setTimeout(300_000);
      const astrologer = await astrologerOf(browser);
      const customer = await newCustomer(request, { credits: 1000 });
      const chatPath = new RegExp(`/chat/${customer.id}/${astrologer.id}$`);
      const meetPath = new RegExp(`/meet/${customer.id}/${astrologer.id}$`);
      const people = [astrologer.name, 'Nila'];

      // The astrologer waits on Chats (which brings them online).
      const portalContext = await hindiBrowser(browser, viewport);
      const portal = await portalContext.newPage();
      const portalComplaints = collectErrors(portal, { console: true });
      await signInAs(portal, portalContext.request, demoAstrologer);
      await portal.goto('/chats');
      await expect(portal.getByRole('heading', { level: 1 })).toHaveText('बातचीत');
      const chatRequests = portal.getByRole('region', { name: 'चैट अनुरोध' });
      await expect(chatRequests.getByRole('heading', { name: 'चैट अनुरोध' })).toBeVisible();
      await loaded(portal);
      await checkScreen(portal, 'chats-astrologer', {
        people: [...people, ...(await contactNames(portal))],
      });

      // The customer asks for a live chat from the astrologer's page and waits.
      const context = await hindiBrowser(browser, viewport);
      const page = await context.newPage();
      const complaints = collectErrors(page, { console: true });
      await signInAs(page, context.request, customer.loginId, customer.password);
      await page.goto(`/user/astrologer-details/${astrologer.id}`);
      await page.getByRole('button', { name: 'लाइव चैट' }).click();
      const confirm = page.getByRole('dialog', { name: 'वॉलेट से भुगतान करें' });
      await confirm.getByRole('button', { name: 'हाँ' }).click();
      await expect(page).toHaveURL(chatPath);
      await expect(page.getByRole('status')).toHaveText(waitingText);
      await expect(page.getByText('प्रतीक्षा में', { exact: true })).toBeVisible();
      await loaded(page);
      await checkScreen(page, 'chat-waiting', { people });

      // The astrologer accepts from Chats; both talk.
      const fromNila = chatRequests.getByRole('group', { name: 'Nila का चैट अनुरोध' });
      await expect(fromNila).toContainText(/\d{2}:\d{2} बजे अनुरोध किया/);
      await checkScreen(portal, 'chat-request', {
        within: chatRequests,
        people,
      });
      await fromNila.getByRole('button', { name: 'स्वीकार करें', exact: true }).click();
      await expect(portal).toHaveURL(chatPath);
      const question = 'नमस्ते, मेरी नौकरी के बारे में पूछना है।';
      const answer = 'नमस्ते Nila, आपकी कुंडली देखकर बताता हूँ।';
      await send(page, question);
      await send(portal, answer);
      for (const tab of [page, portal]) {
        const log = tab.getByRole('log', { name: 'संदेश' });
        await expect(log).toContainText(question);
        await expect(log).toContainText(answer);
        await expect(log.getByRole('separator')).toContainText('आज');
      }
      await expect(page.getByRole('timer')).toHaveText(/^आपका सत्र 1[45]:\d\d में समाप्त हो जाएगा$/);
      await expect(page.getByText('लाइव', { exact: true })).toBeVisible();
      await checkScreen(page, 'chat-live', { people: [...people, answer] });
      await checkScreen(portal, 'chat-live-astrologer', { people: [...people, answer] });

      // The customer ends it early, after the question that says what it costs.
      await page.getByRole('button', { name: 'चैट समाप्त करें' }).click();
      const ending = page.getByRole('dialog', { name: 'क्या यह सत्र अभी समाप्त करें?' });
      await expect(ending).toContainText(/अभी समाप्त करने पर भी [\d,]+ क्रेडिट लगेंगे; \d\d:\d\d बाक़ी हैं।/);
      await checkScreen(page, 'chat-end-confirm', { within: ending });
      await ending.getByRole('button', { name: 'अभी समाप्त करें' }).click();
      await expect(page.getByRole('status')).toHaveText('आपने चैट समाप्त की');
      await expect(portal.getByRole('status')).toHaveText('ग्राहक ने चैट समाप्त की');
      await checkScreen(page, 'chat-ended', { people: [...people, answer] });

      // A video call: requested, accepted, the pre-join screen and the room on both sides.
      await portal.goto('/chats');
      const callRequests = portal.getByRole('region', { name: 'वीडियो कॉल अनुरोध' });
      await expect(callRequests.getByRole('heading', { name: 'वीडियो कॉल अनुरोध' })).toBeVisible();
      // The chat took most of the wallet: the call first offers credits, then is paid for.
      await page.goto(`/user/astrologer-details/${astrologer.id}`);
      await page.getByRole('button', { name: 'लाइव कॉल' }).click();
      const noCredits = page.getByRole('dialog', { name: 'क्रेडिट नहीं हैं' });
      await expect(noCredits.getByRole('link', { name: 'और क्रेडिट ख़रीदें' })).toBeVisible();
      await checkScreen(page, 'no-credits', { within: noCredits });
      // The footer's Close (the corner ✕ has the same name).
      await noCredits.getByRole('button', { name: 'बंद करें' }).last().click();
      await topUp(request, customer);
      await page.getByRole('button', { name: 'लाइव कॉल' }).click();
      await page
        .getByRole('dialog', { name: 'वॉलेट से भुगतान करें' })
        .getByRole('button', { name: 'हाँ' })
        .click();
      await expect(page).toHaveURL(meetPath);
      await expect(page.getByRole('status')).toHaveText(waitingText);
      await loaded(page);
      await checkScreen(page, 'meet-waiting', { people });
      await callRequests
        .getByRole('group', { name: 'Nila का वीडियो कॉल अनुरोध' })
        .getByRole('button', { name: 'स्वीकार करें', exact: true })
        .click();
      await expect(portal).toHaveURL(meetPath);
      for (const [tab, name] of [
        [page, 'pre-join'],
        [portal, 'pre-join-astrologer'],
      ] as const) {
        const preJoin = tab.getByRole('region', { name: 'क्या आप जुड़ने के लिए तैयार हैं?' });
        await expect(preJoin.getByRole('switch', { name: 'कैमरा' })).toBeChecked();
        await expect(preJoin.getByRole('switch', { name: 'माइक्रोफ़ोन' })).toBeChecked();
        await expect(preJoin.getByRole('button', { name: 'जुड़ें' })).toBeEnabled();
        await checkScreen(tab, name, { people });
        await preJoin.getByRole('button', { name: 'जुड़ें' }).click();
        await expect(preJoin.getByText('जुड़ रहे हैं…')).toBeVisible();
      }
      for (const [tab, peer, name] of [
        [page, astrologer.name, 'call-room'],
        [portal, 'Nila', 'call-room-astrologer'],
      ] as const) {
        const room = tab.getByRole('region', { name: 'कॉल', exact: true });
        await expect(room.getByRole('figure', { name: peer, exact: true })).toHaveAttribute(
          'data-call-state',
          'connected',
          { timeout: 30_000 },
        );
        await expect(room.getByRole('group', { name: 'कॉल के बटन' })).toBeVisible();
        await expect(room.getByRole('timer')).toHaveText(/^आपका सत्र \d\d:\d\d में समाप्त हो जाएगा$/);
        await checkScreen(tab, name, { people });
      }
      // The buttons sit under the video, not at the far edge of a wide page.
      const video = await page
        .getByRole('figure', { name: astrologer.name, exact: true })
        .boundingBox();
      const controls = await page.getByRole('group', { name: 'कॉल के बटन' }).boundingBox();
      expect(controls!.y).toBeGreaterThanOrEqual(video!.y + video!.height);
      expect(controls!.x + controls!.width).toBeLessThanOrEqual(video!.x + video!.width + 1);

      await page.getByRole('button', { name: 'कॉल काटें' }).click();
      const hangUp = page.getByRole('dialog', { name: 'क्या यह कॉल अभी समाप्त करें?' });
      await expect(hangUp).toContainText('बचे हुए समय का पैसा वापस नहीं होगा।');
      await checkScreen(page, 'call-end-confirm', { within: hangUp });
      await hangUp.getByRole('button', { name: 'कॉल काटें' }).click();
      await expect(page.getByText('आपने कॉल समाप्त की')).toBeVisible();
      await expect(portal.getByText('ग्राहक ने कॉल समाप्त की')).toBeVisible();

      // Ongoing Meets: the call just ended, and the past calls under it.
      await page.goto('/meet/history');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('चल रही मीटिंग');
      const meeting = page.getByRole('listitem', { name: `${astrologer.name} के साथ वीडियो कॉल` });
      await expect(meeting).toContainText('समाप्त');
      await expect(meeting).toContainText(/\d\d:\d\d बजे शुरू हुई · \d\d:\d\d बजे समाप्त/);
      const past = page.getByRole('region', { name: 'पिछली कॉल' });
      await expect(past).toContainText(/\d क्रेडिट/);
      await loaded(page);
      await checkScreen(page, 'meet-history', { people });

      // The customer's Chats: the astrologer among the contacts, the way into the conversation.
      await page.goto('/chats');
      await page.getByRole('navigation', { name: 'संपर्क' }).getByRole('button').first().click();
      await expect(page.getByRole('link', { name: 'चैट खोलें' })).toBeVisible();
      await loaded(page);
      await checkScreen(page, 'chats', { people: [...people, ...(await contactNames(page))] });

      expect(complaints).toEqual([]);
      expect(portalComplaints).toEqual([]);
      await context.close();
      await portalContext.close();
    });

    test('a question answered and rated, the Transactions, and a card payment with its status', async ({
      browser,
      request,
    }) => {
      test.setTimeout(240_000);
      const astrologer = await astrologerOf(browser);
      const customer = await newCustomer(request, { credits: 1000 });
      const subject = `नौकरी ${viewport.width}`;
      const asked = 'क्या इस वर्ष नौकरी बदलना ठीक रहेगा?';
      const answer = 'हाँ, वसंत के बाद का समय अच्छा है।';
      const people = [astrologer.name, 'Nila', subject, asked, answer];

      // The customer asks and pays from the wallet.
      const context = await hindiBrowser(browser, viewport);
      const page = await context.newPage();
      const complaints = collectErrors(page, { console: true });
      await signInAs(page, context.request, customer.loginId, customer.password);
      await page.goto(`/user/astrologer/chat/${astrologer.id}`);
      const dialog = page.getByRole('dialog', { name: 'प्रश्न पूछें' });
      await dialog.getByRole('textbox', { name: 'विषय' }).fill(subject);
      await dialog.getByRole('textbox', { name: 'प्रश्न' }).fill(asked);
      await dialog.getByRole('button', { name: 'भेजें' }).click();
      await page
        .getByRole('dialog', { name: 'वॉलेट से भुगतान करें' })
        .getByRole('button', { name: 'हाँ' })
        .click();
      await expect(page).toHaveURL(/\/user\/my-questions$/);
      await page
        .getByRole('link', { name: `${subject} देखें` })
        .first()
        .click();
      await expect(page).toHaveURL(/\/user\/chat\/history\//);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(subject);
      await expect(page.getByRole('main')).toContainText(`${astrologer.name} से पूछा गया`);
      await expect(page.getByRole('main')).toContainText('उत्तर की प्रतीक्षा है');
      await loaded(page);
      await checkScreen(page, 'question-thread', { people });

      // The astrologer finds it among the pending questions and answers it.
      const portalContext = await hindiBrowser(browser, viewport);
      const portal = await portalContext.newPage();
      await signInAs(portal, portalContext.request, demoAstrologer);
      await portal.goto('/astrologer/pending-questions');
      await expect(portal.getByRole('heading', { level: 1 })).toHaveText('बाक़ी प्रश्न');
      const pendingLink = portal.getByRole('link', { name: subject });
      await expect(pendingLink).toBeVisible();
      await loaded(portal);
      await checkScreen(portal, 'pending-questions', {
        people: [...people, ...(await listedQuestions(portal))],
      });
      await pendingLink.click();
      await expect(portal.getByText('Nila का प्रश्न')).toBeVisible();
      await expect(portal.getByText(/जन्म 02-11-1992/)).toBeVisible();
      const box = portal.getByRole('textbox', { name: 'आपका उत्तर' });
      await box.fill(answer);
      await loaded(portal);
      await checkScreen(portal, 'astrologer-question', {
        people: [...people, 'Kochi, Kerala, India'],
      });
      await portal.getByRole('button', { name: 'भेजें' }).click();
      await expect(portal).toHaveURL(/\/astrologer\/pending-questions$/);
      await portal.goto('/astrologer/answered-questions');
      await expect(portal.getByRole('link', { name: subject }).first()).toBeVisible();
      await loaded(portal);
      await checkScreen(portal, 'answered-questions', {
        people: [...people, ...(await listedQuestions(portal))],
      });
      await portalContext.close();

      // The customer reads the answer and rates it; a dispute stays one click away.
      await page.reload();
      await expect(page.getByLabel('उत्तर', { exact: true })).toContainText(answer);
      const form = page.getByRole('form', { name: 'रेटिंग और समीक्षा दें' });
      await form.getByRole('button', { name: 'समीक्षा भेजें' }).click();
      await expect(form.getByText('कृपया 1 से 5 के बीच सितारे चुनें')).toBeVisible();
      await page.getByRole('button', { name: 'शिकायत दर्ज करें' }).click();
      await expect(page.getByRole('form', { name: 'शिकायत दर्ज करें' })).toBeVisible();
      await loaded(page);
      await checkScreen(page, 'question-answered', { people });
      await page
        .getByRole('form', { name: 'शिकायत दर्ज करें' })
        .getByRole('button', { name: 'रद्द करें' })
        .click();
      const fourth = await form.getByRole('radio', { name: '4' }).getAttribute('id');
      await form.locator(`label[for="${fourth}"]`).click();
      await form.getByRole('button', { name: 'समीक्षा भेजें' }).click();
      const mine = page.getByLabel('आपकी समीक्षा', { exact: true });
      await expect(mine.getByRole('img', { name: '5 में से 4' })).toBeVisible();
      await expect(mine.getByRole('button', { name: 'समीक्षा बदलें' })).toBeVisible();
      await expect(page.getByRole('alert')).toContainText('आपकी समीक्षा के लिए धन्यवाद');
      await expect(page.getByRole('alert')).toHaveCount(0, { timeout: 10_000 });
      await checkScreen(page, 'question-reviewed', { people });

      // The reviews under the astrologer's page, in Hindi (the reviews as their customers wrote them).
      await page.goto(`/user/astrologer-details/${astrologer.id}`);
      const reviews = page.getByRole('region', { name: 'रेटिंग और समीक्षाएँ' });
      await expect(reviews.getByRole('listitem').first()).toBeVisible();
      await loaded(page);
      const reviewTexts = await reviews.getByRole('listitem').evaluateAll((all) =>
        all.flatMap((item) =>
          Array.from(item.querySelectorAll('p'))
            .map((p) => p.textContent ?? '')
            .filter(Boolean),
        ),
      );
      await checkScreen(page, 'astrologer-reviews', {
        within: reviews,
        people: [...people, ...reviewTexts.filter((text) => !/[ऀ-ॿ]/.test(text))],
      });

      // Transactions: the wallet statement and the payments (the card purchase of the credits).
      await page.goto('/user/transactions');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('लेन-देन');
      await expect(page.getByRole('main')).toContainText('भुगतान किया: ज्योतिषी से प्रश्न');
      await expect(page.getByRole('main')).toContainText('कार्ड (परीक्षण)');
      await loaded(page);
      // Order and payment ids are shown as they are (hexadecimal).
      const ids = (await page.getByRole('main').innerText()).match(/[\da-f]{8}(?:-[\da-f-]{27})?/g);
      await checkScreen(page, 'transactions', {
        people: [...people, ...(ids ?? [])],
      });
      expect(complaints).toEqual([]);
      await context.close();

      // A customer without credits pays for a question by card: the order summary, the sandbox
      // gateway, and the payment status, then a cancelled payment's status.
      const poor = await newCustomer(request, { credits: 0 });
      const cardContext = await hindiBrowser(browser, viewport);
      const card = await cardContext.newPage();
      await signInAs(card, cardContext.request, poor.loginId, poor.password);
      await card.goto(`/user/astrologer/chat/${astrologer.id}`);
      const ask = card.getByRole('dialog', { name: 'प्रश्न पूछें' });
      await ask.getByRole('textbox', { name: 'विषय' }).fill(subject);
      await ask.getByRole('textbox', { name: 'प्रश्न' }).fill(asked);
      await ask.getByRole('button', { name: 'भेजें' }).click();
      await card.getByRole('button', { name: /^कार्ड से ₹[\d,.]+ चुकाएँ$/ }).click();
      await expect(card).toHaveURL(/\/user\/payment-intent$/);
      await expect(card.getByRole('heading', { level: 1 })).toHaveText('ऑर्डर का सारांश');
      await expect(card.getByRole('main')).toContainText(asked);
      await loaded(card);
      await checkScreen(card, 'order-summary', { people });
      await card.getByRole('button', { name: 'भुगतान के लिए आगे बढ़ें' }).click();
      await expect(card).toHaveURL(/\/pay\/sandbox\//);
      const transactionId = new URL(card.url()).pathname.split('/').at(-1)!;
      await card.getByRole('button', { name: 'Pay', exact: true }).click();
      // The status page hands the customer on at once; it is seen again from its address.
      await card.waitForURL(/\/user\/(payment-status|my-questions)/);
      await card.goto(`/user/payment-status?success=true&transactionId=${transactionId}`);
      await expect(card.getByRole('heading', { level: 1 })).toHaveText('भुगतान सफल रहा!');
      await checkScreen(card, 'payment-success', { people: [transactionId] });
      await card.goto(`/user/payment-status?success=false&transactionId=${transactionId}`);
      await expect(card.getByRole('main')).toContainText('संपर्क पृष्ठ');
      await checkScreen(card, 'payment-failed', { people: [transactionId] });
      await card.goto(
        `/user/payment-status?success=false&cancelled=true&transactionId=${transactionId}`,
      );
      await expect(card.getByRole('heading', { level: 1 })).toHaveText('भुगतान रद्द किया गया');
      await checkScreen(card, 'payment-cancelled', { people: [transactionId] });
      await cardContext.close();
    });
  });
}
