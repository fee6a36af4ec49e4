import { expect, test, type APIRequestContext } from '../support/test';
import { signInAs } from '../support/session';

/** A new astrologer account, made through the API with the code from the development outbox. */
async function newAstrologer(request: APIRequestContext) {
  const email = `sessions.${Date.now()}@example.com`;
  await request.post('/api/v1/user/validation/send-otp', {
    data: { email, otpEvent: 'USER_REGISTRATION' },
  });
  const mails = (await (
    await request.get(`/dev/outbox.json?to=${encodeURIComponent(email)}`)
  ).json()) as Array<{ text: string }>;
  const otp = /Your code: (\d{6})/.exec(mails[0]?.text ?? '')?.[1];
  const registered = await request.post('/api/v1/astrologer/register', {
    data: {
      firstName: 'Tara',
      lastName: 'Iyer',
      email,
      countryCode: '+91',
      phoneNumber: '9876543210',
      password: 'Stars#2026',
      otp,
      amount: '0',
      region: 'india',
      unit: 'rupees',
      currency: 'INR',
    },
  });
  expect(registered.ok()).toBe(true);
  return { email, password: 'Stars#2026' };
}

const storedToken = () => localStorage.getItem('e-token');

test('a password change signs the other sessions out and keeps this one; logout ends the token', async ({
  page,
  request,
  browser,
}) => {
  const astrologer = await newAstrologer(request);
  await signInAs(page, request, astrologer.email, astrologer.password);
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await signInAs(other, otherContext.request, astrologer.email, astrologer.password);
  await other.goto('/astrologer/profile');
  await expect(other.getByRole('navigation', { name: 'Portal' })).toBeVisible();

  await page.goto('/astrologer/change-password');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Moon#2027');
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('Moon#2027');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Successfully updated password')).toBeVisible();

  // The other session meets a 401 on its next visit and is signed out, as the spec's 401 rule says.
  await other.reload();
  await expect(other).toHaveURL(/\/$/);
  expect(await other.evaluate(storedToken)).toBeNull();
  await otherContext.close();

  // This session goes on with the fresh token.
  const sidebar = page.getByRole('navigation', { name: 'Portal' });
  await sidebar.getByRole('link', { name: 'Profile' }).click();
  await page.reload();
  await expect(page).toHaveURL(/\/astrologer\/profile$/);
  await expect(sidebar).toBeVisible();

  const token = await page.evaluate(storedToken);
  await sidebar.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  const after = await request.get('/api/v1/user/me', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(after.status()).toBe(401);
});
