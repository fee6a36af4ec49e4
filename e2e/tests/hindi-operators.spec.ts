import { expect, test, type APIRequestContext, type Browser } from '../support/test';
import { collectErrors } from '../support/errors';
import { checkScreen, hindiBrowser, settled, viewports } from '../support/hindi';
import {
  apiSession,
  askFromWallet,
  demoAstrologer,
  demoCustomer,
  demoPassword,
  newAstrologer,
  newCustomer,
  signInAs,
} from '../support/session';

// Issue 47: the operator console in Hindi. Before, in English browsers, an astrologer signs up and
// waits for review, a customer asks the demo astrologer, gets an answer, reviews it and opens a
// dispute, and another customer reports the review. Then the demo operator, in a browser set to
// Hindi, signs in at /admin/login and goes through every screen of the console and its main
// dialogs at 390 and 1366 px; no English word is left outside what people wrote (names, review
// and dispute texts, file names, references) and the codes shown as they are (lang="en").

test.describe.configure({ mode: 'serial' });

/** A question to the demo astrologer, answered, reviewed, disputed and reported. */
async function disputedQuestion(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  const { request } = context;
  const astrologer = await apiSession(request, demoAstrologer);
  const customer = await newCustomer(request, { credits: 1000 });
  const page = await context.newPage();
  await signInAs(page, request, customer.loginId, customer.password);
  const subject = `Hindi console ${Date.now()}`;
  await askFromWallet(page, astrologer.id, subject, 'Is this a good year to move?');

  const portalContext = await browser.newContext({ baseURL });
  const portal = await portalContext.newPage();
  await signInAs(portal, portalContext.request, demoAstrologer);
  await portal.goto('/astrologer/pending-questions');
  await portal.getByRole('link', { name: subject }).click();
  await portal.getByRole('textbox', { name: 'Your answer' }).fill('Yes, after the monsoon.');
  await portal.getByRole('button', { name: 'Submit' }).click();
  await expect(portal).toHaveURL(/\/astrologer\/pending-questions$/);
  await portalContext.close();

  await page.goto('/user/my-questions');
  await page.getByRole('link', { name: `View ${subject}` }).click();
  const form = page.getByRole('form', { name: 'Rate and review' });
  const fifth = await form.getByRole('radio', { name: '5' }).getAttribute('id');
  await form.locator(`label[for="${fifth}"]`).click();
  await form.getByRole('textbox', { name: 'Your review (optional)' }).fill('Calm and clear.');
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByLabel('Your review').getByText('Calm and clear.')).toBeVisible();
  await page.getByRole('button', { name: 'Open a dispute' }).click();
  const complaint = page.getByRole('form', { name: 'Open a dispute' });
  await complaint.getByRole('textbox', { name: 'What went wrong?' }).fill('No month was named.');
  await complaint.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('You opened a dispute on')).toBeVisible();

  const reporter = await context.newPage();
  await signInAs(reporter, request, demoCustomer);
  await reporter.goto(`/user/astrologer-details/${astrologer.id}`);
  await reporter
    .getByRole('region', { name: 'Ratings and reviews' })
    .getByRole('button', { name: 'Report' })
    .first()
    .click();
  await expect(reporter.getByRole('button', { name: 'Reported' }).first()).toBeVisible();
  await context.close();
  return customer.loginId;
}

/** What people wrote, and the references, in the operators' answers: shown as written. */
const written = new Set([
  'firstName',
  'lastName',
  'customerName',
  'astrologerName',
  'actorName',
  'fileName',
  'reason',
  'hiddenReason',
  'resolution',
  'text',
  'subject',
  'note',
  'orderId',
  'providerReference',
  'bankReference',
]);
function peopleIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => peopleIn(item, found));
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) {
      if (written.has(key) && typeof inner === 'string') found.push(inner);
      // An order's short id, as the lists show it (ShortId).
      if (key === 'orderId' && typeof inner === 'string') found.push(inner.slice(0, 8));
      else peopleIn(inner, found);
    }
  // Longest first, so a name inside a text does not leave the rest of the text behind.
  return found.toSorted((a, b) => b.length - a.length);
}

let customerLoginId = '';

const operatorLanguage = (request: APIRequestContext, token: string, language: 'en' | 'hi') =>
  request.put('/api/v1/user/language', {
    headers: { authorization: `Bearer ${token}` },
    data: { language },
  });

// The demo operator reads English again after these tests (operators.spec.ts signs in as them).
// Hooks run outside any test, so their contexts are given the worker's server.
test.afterAll(async ({ browser, kuspServer }) => {
  const context = await browser.newContext({ baseURL: kuspServer.url });
  const login = await context.request.post('/api/v1/admin/authentication', {
    data: { username: 'demo.admin', password: demoPassword },
  });
  const { token } = (await login.json()) as { token: string };
  expect((await operatorLanguage(context.request, token, 'en')).ok()).toBe(true);
  await context.close();
});

test.beforeAll(async ({ browser, kuspServer }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ baseURL: kuspServer.url });
  await newAstrologer(context.request);
  await context.close();
  customerLoginId = await disputedQuestion(browser, kuspServer.url);
});

for (const viewport of viewports) {
  test(`the operator console in Hindi at ${viewport.width} px`, async ({ browser }) => {
    test.setTimeout(240_000);
    const context = await hindiBrowser(browser, viewport);
    const page = await context.newPage();
    const complaints = collectErrors(page, { console: true });
    const login = await context.request.post('/api/v1/admin/authentication', {
      data: { username: 'demo.admin', password: demoPassword },
    });
    expect(login.ok()).toBe(true);
    const { token } = (await login.json()) as { token: string };
    // Signing in shows the account's language: the demo operator reads Hindi here.
    expect((await operatorLanguage(context.request, token, 'hi')).ok()).toBe(true);
    const people = async (...paths: string[]) =>
      peopleIn(
        await Promise.all(
          paths.map(async (path) =>
            (
              await context.request.get(`/api/v1/admin/${path}`, {
                headers: { authorization: `Bearer ${token}` },
              })
            ).json(),
          ),
        ),
      );
    const heading = (text: string) =>
      expect(page.getByRole('heading', { level: 1 })).toHaveText(text);

    await page.goto('/admin/login');
    await settled(page);
    await checkScreen(page, 'admin-login');
    await page.getByLabel('यूज़रनेम या ई-मेल').fill('demo.admin');
    await page.getByRole('textbox', { name: 'पासवर्ड' }).fill(demoPassword);
    await page.getByRole('button', { name: 'साइन इन करें' }).click();
    await expect(page).toHaveURL(/\/admin$/);

    await settled(page);
    await heading('डैशबोर्ड');
    await expect(page.getByText('दिन के अनुसार आय, पिछले 90 दिन (₹)')).toBeVisible();
    await expect(page.getByText('ज्योतिषी से प्रश्न').first()).toBeVisible();
    await checkScreen(page, 'admin-dashboard');

    await page.goto('/admin/astrologers');
    await settled(page);
    await heading('ज्योतिषियों की समीक्षा');
    const waiting = page.getByRole('article').filter({ hasText: 'पैन कार्ड: अपलोड नहीं हुआ' });
    await expect(waiting.first()).toBeVisible();
    await checkScreen(page, 'admin-reviews', { people: await people('astrologers') });
    await waiting.first().getByRole('button', { name: 'अस्वीकार करें' }).click();
    const reject = page.getByRole('dialog', { name: 'प्रोफ़ाइल अस्वीकार करें' });
    await checkScreen(page, 'admin-reviews-reject', { within: reject });
    await reject.getByRole('button', { name: 'वापस जाएँ' }).click();
    await page
      .locator('label')
      .filter({ hasText: /^स्वीकृत$/ })
      .click();
    await settled(page);
    await page.getByRole('button', { name: 'निलंबित करें' }).first().click();
    const suspend = page.getByRole('dialog', { name: 'ज्योतिषी को निलंबित करें' });
    await checkScreen(page, 'admin-reviews-suspend', { within: suspend });
    await suspend.getByRole('button', { name: 'वापस जाएँ' }).click();
    await checkScreen(page, 'admin-reviews-approved', {
      people: await people('astrologers?status=APPROVED'),
    });

    await page.goto('/admin/reviews');
    await settled(page);
    await heading('शिकायत की गई समीक्षाएँ');
    const reported = page.getByRole('article').filter({ hasText: 'Calm and clear.' });
    await expect(reported.first()).toContainText('1 बार शिकायत');
    await checkScreen(page, 'admin-reported-reviews', { people: await people('reviews/reported') });
    await reported.first().getByRole('button', { name: 'छिपाएँ' }).click();
    const hide = page.getByRole('dialog', { name: 'समीक्षा छिपाएँ' });
    await checkScreen(page, 'admin-reported-reviews-hide', { within: hide });
    await hide.getByRole('button', { name: 'वापस जाएँ' }).click();

    await page.goto('/admin/disputes');
    await settled(page);
    await heading('विवाद');
    const dispute = page.getByRole('article').filter({ hasText: 'No month was named.' });
    await dispute.first().getByRole('button', { name: 'बातचीत पढ़ें' }).click();
    await expect(dispute.first().getByText('Yes, after the monsoon.')).toBeVisible();
    const disputes = (await (
      await context.request.get('/api/v1/admin/disputes?status=OPEN', {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { disputeId: string }[];
    await checkScreen(page, 'admin-disputes', {
      people: await people(
        'disputes?status=OPEN',
        ...disputes.map((d) => `disputes/${d.disputeId}/conversation`),
      ),
    });
    await dispute.first().getByRole('button', { name: 'सुलझाएँ' }).click();
    const resolve = page.getByRole('dialog', { name: 'विवाद सुलझाएँ' });
    await resolve.getByRole('checkbox', { name: 'ग्राहक को धनवापसी करें' }).check();
    await checkScreen(page, 'admin-disputes-resolve', { within: resolve });
    await resolve.getByRole('button', { name: 'वापस जाएँ' }).click();

    await page.goto('/admin/orders');
    await settled(page);
    await heading('ऑर्डर और धनवापसी');
    await page.getByLabel('ऑर्डर आईडी, ग्राहक या ज्योतिषी').fill(customerLoginId);
    await page.getByRole('button', { name: 'खोजें' }).click();
    await page.getByRole('button', { name: 'खोलें', exact: true }).first().click();
    const order = page.getByRole('region', { name: 'ऑर्डर' });
    await expect(order.getByRole('form', { name: 'ऑर्डर की धनवापसी करें' })).toBeVisible();
    const found = (await (
      await context.request.get(`/api/v1/admin/orders?q=${customerLoginId}`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { orderId: string }[];
    await checkScreen(page, 'admin-orders', {
      people: await people(
        `orders?q=${customerLoginId}`,
        ...found.map((o) => `orders/${o.orderId}`),
      ),
    });

    await page.goto('/admin/payouts');
    await settled(page);
    await heading('ज्योतिषियों को भुगतान');
    await expect(page.getByRole('button', { name: /^बकाया भुगतान की सूची/ })).toBeVisible();
    await checkScreen(page, 'admin-payouts', { people: await people('payouts') });
    await page
      .getByRole('button', { name: /को किया भुगतान दर्ज करें$/ })
      .first()
      .click();
    const payout = page.getByRole('dialog', { name: /को किया भुगतान दर्ज करें$/ });
    await expect(payout.getByRole('textbox', { name: 'राशि (₹)' })).not.toHaveValue('');
    await checkScreen(page, 'admin-payouts-record', {
      within: payout,
      people: await people('payouts'),
    });
    await payout.getByRole('button', { name: 'वापस जाएँ' }).click();

    await page.goto('/admin/audit');
    await settled(page);
    await heading('कार्य-विवरण');
    await checkScreen(page, 'admin-audit', { people: await people('audit?page=0&size=20') });

    await page.goto('/admin/operators');
    await settled(page);
    await heading('संचालक');
    await checkScreen(page, 'admin-operators', { people: await people('operators') });

    expect(complaints).toEqual([]);
    await context.close();
  });
}
