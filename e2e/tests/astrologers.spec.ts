import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { demoAstrologer, demoCustomer, signIn, signInAs } from '../support/session';

// A real 1×1 PNG, so the browser can draw the uploaded picture.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function tokenOf(request: APIRequestContext, username: string) {
  return (await signIn(request, username)).token;
}

const profileForm = (page: Page) => page.getByRole('form', { name: 'Profile' });

async function save(page: Page) {
  await profileForm(page).getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully').first()).toBeVisible();
  await expect(profileForm(page).getByRole('button', { name: 'Edit' })).toBeVisible();
}

async function setVisibility(page: Page, active: boolean) {
  await profileForm(page).getByRole('button', { name: 'Edit' }).click();
  const visibility = profileForm(page).getByRole('switch', { name: 'Visibility' });
  await visibility.click({ force: true });
  await expect(
    profileForm(page).getByText(active ? 'Active' : 'Inactive', { exact: true }),
  ).toBeVisible();
  await save(page);
}

test('an astrologer edits the profile; a customer finds them and sees the services the rules allow', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const astrologerToken = await tokenOf(request, demoAstrologer);
  const auth = { authorization: `Bearer ${astrologerToken}` };
  const me = (await (await request.get('/api/v1/user/me', { headers: auth })).json()) as {
    id: string;
  };
  const original = (await (
    await request.get(`/api/v3/astrologer/profile/${me.id}`, { headers: auth })
  ).json()) as Record<string, unknown>;

  try {
    // The astrologer opens the portal: ONLINE from now on.
    await signInAs(page, request, demoAstrologer);
    await page.goto('/astrologer/profile');
    const form = profileForm(page);
    const firstName = form.getByLabel('First name');
    await expect(firstName).toHaveValue('Demo');
    await expect(firstName).toHaveAttribute('readonly');
    await expect(form.getByLabel('E-mail')).toHaveValue('astrologer@kusp.example');
    // The stored state stays shown once the state list has loaded, read-only and in Edit.
    const state = form.getByLabel('State');
    const shownState = async (isoCode: string, name: string) => {
      await expect(
        state.locator('option', { hasText: 'Andaman and Nicobar Islands' }),
      ).toBeAttached();
      await expect(state).toHaveValue(isoCode);
      await expect(state.locator('option:checked')).toHaveText(name);
    };
    await shownState('KL', 'Kerala');

    await form.getByRole('button', { name: 'Edit' }).click();
    await shownState('KL', 'Kerala');
    await firstName.fill('');
    await form.getByLabel('Short experience').fill('x'.repeat(251));
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(form.getByText('Please enter first name')).toBeVisible();
    await expect(form.getByText('At most 250 characters are allowed')).toBeVisible();

    await firstName.fill('Demo');
    await form.getByLabel('Short experience').fill('Marriage and career readings, in English.');
    await form.getByLabel('Rate per question').fill('650');
    await state.selectOption('TN');
    await save(page);
    await shownState('TN', 'Tamil Nadu');
    await expect(firstName).toHaveAttribute('readonly');
    await page.reload();
    await shownState('TN', 'Tamil Nadu');

    // The picture: too large is refused in the browser, a PNG is uploaded and shown.
    const picture = page.locator('input[type="file"]');
    await picture.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([png, Buffer.alloc(1024 * 1024)]),
    });
    await expect(
      page.locator('#main').getByText('Please choose an image less than 1MB'),
    ).toBeVisible();
    await picture.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByText('Profile picture uploaded successfully').first()).toBeVisible();
    await expect(page.getByRole('img', { name: 'Demo Astrologer' })).toHaveAttribute(
      'src',
      /\/api\/v1\/astrologer\/profile-picture\/.+\.png$/,
    );

    // Video calls off: customers no longer get Live Call.
    await page.getByRole('switch', { name: 'Video calls' }).click({ force: true });
    await expect(page.getByRole('switch', { name: 'Video calls' })).not.toBeChecked();

    // Inactive hides the astrologer from customers; Active brings them back.
    const customerContext = await browser.newContext();
    const customer = await customerContext.newPage();
    await signInAs(customer, customerContext.request, demoCustomer);
    const search = async (text: string) => {
      await customer.goto('/user/astrologer/list');
      await customer.getByLabel('Search astrologers').fill(text);
    };

    await setVisibility(page, false);
    await search('astrologer');
    await expect(customer.getByText('No data found')).toBeVisible();

    await setVisibility(page, true);
    await search('astrologer');
    const card = customer.getByRole('article', { name: 'Demo Astrologer' });
    await expect(card).toBeVisible();
    await expect(customer.getByRole('article')).toHaveCount(1);
    await expect(card.getByText('(₹767.00 incl. GST / QN)')).toBeVisible();
    await expect(card.getByText('Online')).toBeVisible();

    await card.getByRole('link', { name: 'View Demo Astrologer' }).click();
    await expect(customer).toHaveURL(new RegExp(`/user/astrologer-details/${me.id}$`));
    await expect(customer.getByRole('heading', { name: 'Demo Astrologer' })).toBeVisible();
    await expect(customer.getByText('Marriage and career readings, in English.')).toBeVisible();
    const services = customer.getByRole('group', { name: 'Services' });
    // Live Chat is the chat feature's button (it asks before it charges); the others are links.
    await expect(services.locator('a, button')).toHaveText(['Offline Chat', 'Live Chat']);
    await expect(services.getByRole('link', { name: 'Offline Chat' })).toHaveAttribute(
      'href',
      `/user/astrologer/chat/${me.id}`,
    );

    // Logging out makes the astrologer AWAY: only the offline question remains.
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await customer.reload();
    await expect(customer.getByText('Away')).toBeVisible();
    await expect(services.locator('a, button')).toHaveText(['Offline Chat']);
    await customerContext.close();
  } finally {
    // Leave the shared demo account as the seed made it for other specs.
    await request.put(`/api/v1/astrologer/details/${me.id}`, {
      headers: auth,
      data: { ...original, rate: String(original.rate) },
    });
  }
});
