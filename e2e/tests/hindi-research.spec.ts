import { expect, test, type APIRequestContext } from '../support/test';
import { checkScreen, hindiBrowser, settled, viewports } from '../support/hindi';
import { demoAstrologer, demoCustomer, signInAs } from '../support/session';

// Issue 47: the research entry screens (life events, timeline) and the astrologers' consulting
// languages, in a browser set to Hindi at a phone's and a laptop's width.

/** A research entry with one event, made through the API as the research page would. */
async function researchEntry(request: APIRequestContext, description: string) {
  const birth = await request.post('/api/v1/birth-detail', {
    data: {
      birthDate: '15-08-1990',
      birthTime: '06:30',
      gender: 'FEMALE',
      birthPlace: 'Kochi, Kerala, India',
      timezone: '+05:30',
      latitude: 9.93,
      longitude: 76.26,
    },
  });
  expect(birth.ok()).toBe(true);
  const { referenceId } = (await birth.json()) as { referenceId: string };
  const event = await request.post('/api/v1/event', {
    data: {
      referenceId,
      area: 'career',
      event: 'job',
      subEvent: 'Promotion',
      type: 'positive',
      date: '2015-04-01',
      description,
    },
  });
  expect(event.ok()).toBe(true);
  return referenceId;
}

test('an astrologer adds Tamil to their languages and a customer finds them by it', async ({
  browser,
  request,
}) => {
  const astrologer = await browser.newContext();
  const page = await astrologer.newPage();
  await signInAs(page, request, demoAstrologer);
  await page.goto('/astrologer/profile');
  const form = page.getByRole('form', { name: 'Profile' });
  await form.getByRole('button', { name: 'Edit' }).click();
  const languages = form.getByRole('combobox', { name: 'Languages you consult in' });
  await languages.click();
  await page.getByRole('option', { name: 'Tamil', exact: true }).click();
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(form.getByRole('button', { name: 'Edit' })).toBeVisible();
  await astrologer.close();

  const customer = await browser.newContext();
  const directory = await customer.newPage();
  await signInAs(directory, request, demoCustomer);
  await directory.goto('/user/astrologer/list');
  await directory.getByRole('combobox', { name: 'Language' }).click();
  await directory.getByRole('option', { name: 'Tamil', exact: true }).click();
  const card = directory.getByRole('article', { name: 'Demo Astrologer' });
  await expect(card.getByText('Consults in Hindi, English and Tamil')).toBeVisible();
  await expect(directory.getByRole('article', { name: 'Ananya Sharma' })).toHaveCount(0);
  await customer.close();
});

for (const viewport of viewports) {
  test.describe(`in Hindi at ${viewport.width} px`, () => {
    test('the life events and timeline screens', async ({ browser, request }) => {
      const description = 'Promoted to lead the design team';
      const referenceId = await researchEntry(request, description);
      const context = await hindiBrowser(browser, viewport);
      const page = await context.newPage();

      await page.goto(`/data-entry/${referenceId}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('आपके जीवन की घटनाएँ');
      await expect(page.getByRole('tab', { name: 'रिश्ते' })).toBeVisible();
      await page.getByRole('tab', { name: 'करियर' }).click();
      await page.getByRole('radio', { name: 'नौकरी', exact: true }).check();
      await settled(page);
      await checkScreen(page, 'data-entry');

      await page.getByRole('link', { name: 'मेरी समय-रेखा देखें' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('आपकी समय-रेखा');
      const event = page.getByRole('article', { name: '01-04-2015: अच्छा समय' });
      await expect(event.getByText('करियर · नौकरी · पदोन्नति')).toBeVisible();
      await settled(page);
      await checkScreen(page, 'timeline', { people: [description] });
      await context.close();
    });

    test('the directory filtered by a language', async ({ browser, request }) => {
      const context = await hindiBrowser(browser, viewport);
      const page = await context.newPage();
      await signInAs(page, request, demoCustomer);
      await page.goto('/user/astrologer/list');
      await page.getByRole('combobox', { name: 'भाषा' }).click();
      await page.getByRole('option', { name: 'तमिल', exact: true }).click();
      const cards = page.getByRole('main').getByRole('article');
      await expect(page.getByRole('article', { name: 'Ananya Sharma' })).toHaveCount(0);
      const lakshmi = page.getByRole('article', { name: 'Lakshmi Narayanan' });
      await expect(lakshmi.getByText('अंग्रेज़ी और तमिल में परामर्श')).toBeVisible();
      const names = await cards.evaluateAll((all) => all.map((c) => c.getAttribute('aria-label')!));
      expect(names).toEqual(expect.arrayContaining(['Lakshmi Narayanan', 'Arjun Iyer']));
      await settled(page);
      await checkScreen(page, 'directory-language', { people: names });
      await context.close();
    });
  });
}
