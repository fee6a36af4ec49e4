import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { demoCustomer, kochiBirth, mailedCode, signInAs } from '../support/session';
import { profileBalance } from '../support/wallet';

// The chat-with-AI widget as customers live it: it opens by itself, answers from their chart and
// charges the wallet; an empty wallet gets the spec's message and the Buy dialog.
test.describe.configure({ mode: 'serial' });

const SIGNS = [
  'Aries',
  'Taurus',
  'Gemini',
  'Cancer',
  'Leo',
  'Virgo',
  'Libra',
  'Scorpio',
  'Sagittarius',
  'Capricorn',
  'Aquarius',
  'Pisces',
];
// Each sign's lord, from the classical tables.
const LORDS = [
  'Mars',
  'Venus',
  'Mercury',
  'Moon',
  'Sun',
  'Mercury',
  'Venus',
  'Mars',
  'Jupiter',
  'Saturn',
  'Saturn',
  'Jupiter',
];

const widget = (page: Page) => page.getByRole('dialog', { name: 'Ask Kusp AI' });

async function token(page: Page) {
  return page.evaluate(() => localStorage.getItem('e-token')!);
}

/** The lord of the 10th house of the signed-in customer's own chart, as the chart API says. */
async function tenthLord(page: Page, request: APIRequestContext) {
  const auth = { authorization: `Bearer ${await token(page)}` };
  const userId = await page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('kusp-session')!) as { state: { userId: string } }).state
        .userId,
  );
  const profiles = (await (
    await request.get(`/api/v1/horoscope/profile/${userId}?horoType=SELF`, { headers: auth })
  ).json()) as { horoscopeProfiles: { horoscopeId: string }[] };
  const chart = (await (
    await request.get(`/api/v1/horoscope/${profiles.horoscopeProfiles[0]!.horoscopeId}`, {
      headers: auth,
    })
  ).json()) as { planetDetails: { Ascendant: { zodiacSignOccupiedByPlanet: string } } };
  const lagna = SIGNS.indexOf(chart.planetDetails.Ascendant.zodiacSignOccupiedByPlanet);
  return { sign: SIGNS[(lagna + 9) % 12]!, lord: LORDS[(lagna + 9) % 12]! };
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
])
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });
    test('the widget opens by itself, answers a career question from the chart and charges 20 credits', async ({
      page,
      request,
    }) => {
      await signInAs(page, request, demoCustomer, undefined, { aiWidget: true });
      const before = await profileBalance(page);
      // Not at once: 2 seconds after the screen loads (the page's own clock starts with its load).
      await expect(widget(page)).toBeHidden();
      await expect(widget(page)).toBeVisible({ timeout: 6000 });
      expect(await page.evaluate(() => performance.now())).toBeGreaterThanOrEqual(2000);

      // The demo history is there, stored on the server.
      await expect(widget(page)).toContainText('How does my career look in the coming years?');
      await expect(widget(page)).toContainText('20 credits per answer');

      const { sign, lord } = await tenthLord(page, request);
      await widget(page)
        .getByRole('textbox', { name: 'Your question' })
        .fill('Will my career grow this year?');
      await widget(page).getByRole('button', { name: 'Send' }).click();
      await expect(widget(page).getByRole('status')).toHaveText('Kusp AI is typing…');
      await expect(
        widget(page).getByText(`In your chart it falls in ${sign}, so its lord is ${lord}.`).last(),
      ).toBeVisible();
      // It answers the question asked: its kind, its area and the year it names.
      const year = new Date().getFullYear();
      await expect(
        widget(page)
          .getByText(
            `I read it as a yes-or-no question, about career and work, for ${year} (this year).`,
          )
          .last(),
      ).toBeVisible();
      await expect(widget(page).getByText(`During ${year} (this year), the `).last()).toBeVisible();
      await expect(widget(page).getByRole('status')).toBeHidden();

      expect(await profileBalance(page)).toBe(before - 20_000);

      // After a reload the widget stays closed (once per session) and reopens from its button.
      await page.reload();
      await page.waitForTimeout(2500);
      await expect(widget(page)).toBeHidden();
      await page.getByRole('button', { name: 'Ask AI' }).click();
      await expect(widget(page)).toContainText('Will my career grow this year?');
      await widget(page).getByRole('button', { name: 'Close the AI assistant' }).click();
      await expect(widget(page)).toBeHidden();
    });
  });

test('a customer with no credits gets the spec message and a Buy dialog to the profile', async ({
  page,
  request,
}) => {
  const id = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `ravi.${id}@example.com`;
  await request.post('/api/v1/user/validation/send-otp', {
    data: { email, otpEvent: 'USER_REGISTRATION' },
  });
  const signUp = await request.post('/api/v1/user/registration', {
    data: {
      firstName: 'Ravi',
      email,
      loginId: `ravi${id}`,
      password: 'Ravi#Pass1',
      otp: await mailedCode(request, email),
    },
  });
  expect(signUp.ok()).toBe(true);
  await signInAs(page, request, `ravi${id}`, 'Ravi#Pass1', { aiWidget: true });

  // No birth details yet: the widget asks for them first.
  await page.goto('/user/astrologer/list');
  await page.getByRole('button', { name: 'Ask AI' }).click();
  await expect(widget(page)).toContainText('Please add your birth details first');
  await expect(widget(page).getByRole('link', { name: 'Add birth details' })).toHaveAttribute(
    'href',
    '/user/profile',
  );

  const added = await request.post('/api/v1/horoscope/add', {
    headers: { authorization: `Bearer ${await token(page)}` },
    data: {
      ...kochiBirth,
      name: 'Ravi Kumar',
      gender: 'MALE',
      birthDate: '02/11/1984',
    },
  });
  expect(added.ok()).toBe(true);
  await page.reload();
  await page.getByRole('button', { name: 'Ask AI' }).click();
  await widget(page)
    .getByRole('textbox', { name: 'Your question' })
    .fill('When will I get married?');
  await widget(page).getByRole('button', { name: 'Send' }).click();
  const dialog = page.getByRole('dialog', { name: 'No Credits' });
  await expect(dialog).toContainText(
    "You don't have enough token to use Chat GPT. Buy Some credits to proceed & The required minimum balance for utilizing this feature is 20",
  );
  await dialog.getByRole('link', { name: 'Buy' }).click();
  await expect(page).toHaveURL(/\/user\/profile$/);
  await expect(page.getByRole('region', { name: 'Credits' })).toContainText('0 credits');
});
