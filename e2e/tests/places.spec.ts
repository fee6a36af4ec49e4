import { expect, test, type Page } from '../support/test';
import { pickDate, pickTime } from '../support/pickers';
import { demoAstrologer, mailedCode, signInAs } from '../support/session';
import { shoot } from '../support/shots';

/** The place each city's name means, first in the list: [typed, first option]. */
const cities: Array<[string, RegExp]> = [
  ['London', /^London, England, United Kingdom$/],
  ['Dubai', /^Dubai, .*United Arab Emirates$/],
  ['Toronto', /^Toronto, Ontario, Canada$/],
  ['Sydney', /^Sydney, New South Wales, Australia$/],
  ['Singapore', /^Singapore, .*Singapore$/],
  ['Kathmandu', /^Kathmandu, .*Nepal$/],
];

async function searchPlace(page: Page, typed: string) {
  const field = page.getByRole('combobox', { name: 'Birth place' });
  await field.fill(typed);
  const first = page.getByRole('option').first();
  await expect(first).toHaveText(new RegExp(`^${typed}`));
  return first;
}

for (const [device, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1366, height: 900 }],
] as const) {
  test.describe(`on a ${device} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test('the place search finds towns in every country, the one people mean first', async ({
      page,
    }) => {
      await page.goto('/research');
      for (const [typed, meant] of cities) {
        const first = await searchPlace(page, typed);
        await expect(first).toHaveText(meant);
        if (typed === 'London') await shoot(page, 'london', { fullPage: false });
      }
      // Picking one fills the field with its full name.
      const kathmandu = await searchPlace(page, 'Kathmandu');
      await kathmandu.click();
      await expect(page.getByRole('combobox', { name: 'Birth place' })).toHaveValue(/, Nepal$/);
    });

    test('the date of birth opens on the decade of 30 years ago, not this month', async ({
      page,
    }) => {
      await page.goto('/research');
      await page.getByRole('textbox', { name: 'Birth date', exact: true }).click();
      const likely = new Date().getFullYear() - 30;
      const decade = likely - (likely % 10);
      await expect(page.getByText(`${decade} – ${decade + 9}`)).toBeVisible();
      await expect(page.getByRole('button', { name: String(likely), exact: true })).toBeVisible();
      await shoot(page, 'birth-decade', { fullPage: false });
    });

    test('an astrologer saves a client born at 07:45 in Dubai, seconds left empty', async ({
      page,
      request,
    }) => {
      await signInAs(page, request, demoAstrologer);
      await page.goto('/astrologer/customer-add');
      const name = `Layla ${Date.now()}`;
      await page.getByLabel('First name').fill(name);
      await page.getByRole('radio', { name: 'Female' }).check();
      await pickDate(page, 'Date of birth', '12-03-1991');
      await pickTime(page, 'Time of birth', '07:45');
      await (await searchPlace(page, 'Dubai')).click();
      await page.getByLabel('Dial code').fill('+971');
      await page.getByLabel('Phone').fill('501234567');
      await shoot(page, 'birth-time');
      await page.getByRole('button', { name: 'Add Customer' }).click();

      await expect(page).toHaveURL(/\/astrologer\/customers\/[0-9a-f-]{36}$/);
      const detail = (label: string) => page.getByText(label, { exact: true }).locator('xpath=..');
      await expect(detail('Birth Time')).toContainText('07:45:00');
      await expect(detail('Birth Place')).toContainText('United Arab Emirates');
      await shoot(page, 'client-dubai');
    });

    test('an unknown address shows Page not found with status 404, and a way home', async ({
      page,
    }) => {
      for (const address of ['/no-such-page', '/user/no/such/page']) {
        const response = await page.goto(address);
        expect(response?.status(), address).toBe(404);
        await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
        await expect(page).toHaveURL(new RegExp(`${address}$`));
      }
      await shoot(page, 'not-found', { fullPage: false });
      await page.getByRole('link', { name: 'Go to the home page' }).click();
      await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
      expect((await page.goto('/about'))?.status()).toBe(200);
    });

    test("a new customer's profile starts with the first name given at sign-up", async ({
      page,
      request,
    }) => {
      const id = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
      const email = `tara.${id}@example.com`;
      const loginId = `tara${id}`;
      const password = 'Tara#Pass1';
      await request.post('/api/v1/user/validation/send-otp', {
        data: { email, otpEvent: 'USER_REGISTRATION' },
      });
      const signUp = await request.post('/api/v1/user/registration', {
        data: {
          firstName: 'Tara',
          email,
          loginId,
          password,
          otp: await mailedCode(request, email),
        },
      });
      expect(signUp.ok()).toBe(true);
      await signInAs(page, request, loginId, password);
      await page.goto('/user/profile');
      await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Tara');
      await shoot(page, 'profile-first-name');
    });
  });
}
