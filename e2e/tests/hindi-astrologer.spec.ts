import { expect, test, type Page } from '../support/test';
import { collectErrors } from '../support/errors';
import { checkScreen, hindiBrowser, settled, viewports } from '../support/hindi';
import { apiSession, demoAstrologer, kochiBirth, signInAs } from '../support/session';

// Issue 47: the astrologer's portal in Hindi. The demo astrologer, in a browser set to Hindi, goes
// through every screen of their sidebar converted so far (profile, documents, customers and a
// customer's portal, Transactions, Money Earned) and their client opens the payment link's page;
// no English word is left on any of them outside what people wrote (names, places, experience).

/** What the demo astrologer and their profile say, written by people: shown as written. */
const astrologerTexts = async (page: Page) => {
  const profile = page.getByRole('form', { name: 'प्रोफ़ाइल' });
  const values = await profile
    .locator('input:not([type=checkbox]), textarea, select option:checked')
    .evaluateAll((fields) =>
      fields.map((field) =>
        field instanceof HTMLOptionElement
          ? field.text
          : (field as HTMLInputElement | HTMLTextAreaElement).value,
      ),
    );
  return values.filter(Boolean);
};

/**
 * The toasts close themselves after a few seconds; the screen is checked without them (their close
 * button has no name and their grey text is faint: lib/notify.ts, outside this spec's screens).
 */
const toastsGone = (page: Page) =>
  expect(page.getByText(/^(हो गया|क्षमा करें)$/)).toHaveCount(0, {
    timeout: 15_000,
  });

for (const viewport of viewports) {
  test(`the astrologer's portal in Hindi at ${viewport.width} px`, async ({ browser }) => {
    test.setTimeout(240_000);
    const context = await hindiBrowser(browser, viewport);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await context.newPage();
    const complaints = collectErrors(page, { console: true });
    await signInAs(page, context.request, demoAstrologer);

    // A client of our own, so the payment link below is this run's.
    const astrologer = await apiSession(context.request, demoAstrologer);
    const clientName = `Kavya ${Date.now()}`;
    const added = await context.request.post('/api/v3/horoscope/add', {
      headers: astrologer.headers,
      data: {
        name: clientName,
        ...kochiBirth,
        countryCode: '+91',
        phone: '9876543210',
      },
    });
    expect(added.ok()).toBe(true);
    const { horoscopeId } = (await added.json()) as { horoscopeId: string };
    const places = ['Kochi, Kerala, India'];

    await page.goto('/astrologer/profile');
    await settled(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('प्रोफ़ाइल');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('switch', { name: 'दिखना' })).toBeVisible();
    await checkScreen(page, 'astrologer-profile', {
      people: await astrologerTexts(page),
    });

    await page.goto('/astrologer/astrologer-documents');
    await settled(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ज्योतिषी के दस्तावेज़');
    await page.getByRole('button', { name: 'अन्य दस्तावेज़ जोड़ें' }).click();
    await expect(page.getByText('अन्य दस्तावेज़ 2')).toBeVisible();
    await checkScreen(page, 'astrologer-documents');

    await page.goto('/astrologer/customers');
    await settled(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ग्राहक');
    await expect(page.getByRole('link', { name: `${clientName} को देखें` })).toBeVisible();
    const firstPage = (await (
      await context.request.get(
        '/api/v1/horoscope/customers?pageNumber=0&pageSize=30&sortBy=updatedAt',
        {
          headers: astrologer.headers,
        },
      )
    ).json()) as { content: Array<{ name: string }> };
    await checkScreen(page, 'customers', {
      people: firstPage.content.map((c) => c.name),
    });

    await page.getByRole('link', { name: 'नया ग्राहक जोड़ें' }).click();
    await expect(page).toHaveURL(/\/astrologer\/customer-add$/);
    await settled(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ग्राहक जोड़ें');
    await checkScreen(page, 'customer-add');

    await page.goto(`/astrologer/customer-edit/${horoscopeId}`);
    await settled(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ग्राहक का विवरण बदलें');
    await checkScreen(page, 'customer-edit', {
      people: [clientName, ...places],
    });

    // The customer's portal: chat with the share link's buttons, details, comments, charts.
    await page.goto(`/astrologer/customers/${horoscopeId}`);
    await settled(page);
    await expect(page.getByRole('heading', { name: clientName })).toBeVisible();
    await expect(page.getByText('अभी कोई लिंक साझा नहीं किया गया')).toBeVisible();
    const comment = `Shani ki dasha ${Date.now()}`;
    await page.getByLabel('टिप्पणी', { exact: true }).fill(comment);
    await page.getByRole('button', { name: 'टिप्पणी जोड़ें' }).click();
    await expect(page.getByText(comment)).toBeVisible();
    await page.getByRole('button', { name: 'लिंक कॉपी करें', exact: true }).click();
    await expect(page.getByText(/^लिंक \d{2}-\d{2}-\d{4} तक चलेगा$/)).toBeVisible();
    // The chat's avatar shows the client's initials.
    const initials = clientName
      .split(' ')
      .map((word) => word[0])
      .join('');
    const people = [clientName, initials, comment, 'Demo Astrologer', ...places];
    await toastsGone(page);
    await checkScreen(page, 'customer-portal', { people });

    // Sharing the page by e-mail asks for the client's address.
    await page.getByRole('button', { name: 'लिंक ई-मेल करें' }).click();
    const mailDialog = page.getByRole('dialog', { name: 'कुंडली का पेज भेजें' });
    await expect(mailDialog).toBeVisible();
    await checkScreen(page, 'share-link-mail', { within: mailDialog });
    await page.keyboard.press('Escape');
    await expect(mailDialog).toBeHidden();

    // The payment link: the invoice, Send Link, and the list of links.
    await page.getByRole('tab', { name: 'भुगतान लिंक' }).click();
    await page.getByLabel('राशि (₹)').fill('123');
    await page.getByRole('button', { name: 'भुगतान बनाएँ' }).click();
    const invoice = page.getByRole('dialog', { name: 'बिल का विवरण' });
    await expect(
      invoice.getByRole('table', { name: 'आपको मिलेगा' }).getByRole('row', { name: /कमीशन/ }),
    ).toContainText('-₹24.60');
    await checkScreen(page, 'payment-link-invoice', { within: invoice });
    await invoice.getByRole('button', { name: 'लिंक भेजें' }).click();
    await expect(invoice).toBeHidden();
    await page.getByRole('button', { name: 'भुगतान लिंक कॉपी करें' }).click();
    const payUrl = await page.evaluate(() => navigator.clipboard.readText());
    expect(payUrl).toMatch(/\/external\/pay\?id=[0-9a-f-]{36}$/);
    await expect(page.getByText('भुगतान बाकी').first()).toBeVisible();
    // The tab with its list of links (the chat beside it now holds the link the server posted).
    await toastsGone(page);
    await page.mouse.move(0, 0);
    await checkScreen(page, 'customer-payment-link', {
      within: page.getByRole('tabpanel', { name: 'भुगतान लिंक' }),
    });

    // The general prediction.
    await page.getByRole('link', { name: 'सामान्य भविष्यवाणी बदलें' }).click();
    await settled(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('सामान्य भविष्यवाणी');
    const prediction = await page
      .getByRole('form', { name: 'सामान्य भविष्यवाणी' })
      .locator('input, textarea')
      .evaluateAll((fields) => fields.map((f) => (f as HTMLInputElement).value));
    await checkScreen(page, 'customer-prediction', {
      people: [clientName, ...prediction.filter(Boolean)],
    });

    // Earnings.
    await page.goto('/astrologer/transactions');
    await settled(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('लेन-देन');
    await expect(page.getByRole('group', { name: 'कुल कमाई' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'महीना' })).toHaveValue('सभी महीने');
    // Who paid (the demo's customers and clients, and the clients of earlier runs) and the orders'
    // short ids, shown as they are.
    const earnings = (await (
      await context.request.get('/api/v1/astrologer/transactions', {
        headers: astrologer.headers,
        params: {
          userId: astrologer.id,
          pageNumber: 0,
          pageSize: 10,
          month: -1,
          year: -1,
        },
      })
    ).json()) as {
      content: Array<{ orderId: string; customerName: string | null }>;
    };
    await checkScreen(page, 'astrologer-transactions', {
      people: earnings.content.flatMap((e) => [
        e.orderId.slice(0, 8),
        ...(e.customerName ? [e.customerName] : []),
      ]),
    });

    await page.getByRole('link', { name: 'महीनेवार कमाई' }).click();
    await settled(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('कमाई');
    await expect(page.getByText('देय शेष राशि')).toBeVisible();
    await checkScreen(page, 'astrologer-money-earned');

    // The client opens the payment link in a Hindi browser of their own, with no account.
    const clientContext = await hindiBrowser(browser, viewport);
    const client = await clientContext.newPage();
    await client.goto(payUrl);
    await expect(client.getByRole('heading', { level: 1 })).toHaveText(
      'Demo Astrologer को भुगतान करें',
    );
    await expect(client.getByRole('button', { name: '₹145.14 का भुगतान करें' })).toBeVisible();
    await checkScreen(client, 'payer-page', { people: ['Demo Astrologer'] });
    await clientContext.close();

    expect(complaints).toEqual([]);
    await context.close();
  });
}
