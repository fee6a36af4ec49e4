import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { demoCustomer, demoPassword } from '../support/session';

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** The newest code mailed to that address with that subject, read from the development outbox. */
async function mailedCode(request: APIRequestContext, email: string, subject: RegExp) {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const mails = (await (
        await request.get(`/dev/outbox.json?to=${encodeURIComponent(email)}`)
      ).json()) as Array<{ subject: string; text: string }>;
      const mail = mails.find((m) => subject.test(m.subject));
      code = mail && /Your code: (\d{6})/.exec(mail.text)?.[1];
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code!;
}

const field = (page: Page, label: string) =>
  page.getByRole('textbox', { name: label, exact: true });

test('a new customer signs up with the mailed code and lands on the astrologer list', async ({
  page,
  request,
}) => {
  const id = unique();
  const email = `asha.${id}@example.com`;
  await page.goto('/user/create-account');
  await field(page, 'First name').fill('Asha');
  await field(page, 'Email').fill(email);
  await field(page, 'Username').click(); // the e-mail field loses focus: the code is mailed
  await expect(page.getByText('We have sent an OTP to your email account.')).toBeVisible();
  const otp = await mailedCode(request, email, /sign-up code/);

  await field(page, 'Username').fill(`asha${id}`);
  await field(page, 'Password').fill('weak');
  await field(page, 'OTP').fill(otp);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(
    page.getByText(
      'Password must contain at least 8 characters, including uppercase letters and a special character.',
    ),
  ).toBeVisible();

  await field(page, 'Password').fill('Secret#12');
  await page.getByRole('button', { name: 'Show password' }).first().click();
  await expect(field(page, 'Password')).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/user\/astrologer\/list$/);
  await expect(page.getByRole('navigation', { name: 'Portal' })).toBeVisible();
});

test('a new astrologer signs up, signs in with the e-mail and lands on the profile', async ({
  page,
  request,
}) => {
  const email = `kavya.${unique()}@example.com`;
  await page.goto('/astrologer-signup');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Please enter first name')).toBeVisible();
  await expect(page.getByText('Please enter otp')).toBeVisible();

  await field(page, 'First name').fill('Kavya');
  await field(page, 'Last name').fill('Rao');
  await field(page, 'Email').fill(email);
  await field(page, 'Phone number').click();
  await expect(page.getByText('We have sent an OTP to your email account.')).toBeVisible();
  await field(page, 'Phone number').fill('9876543210');
  await field(page, 'Password').fill('Stars#2026');
  await field(page, 'Area of expertise').fill('Marriage timing');
  await field(page, 'OTP').fill(await mailedCode(request, email, /sign-up code/));
  await page.getByRole('button', { name: 'Sign Up' }).click();

  await expect(page).toHaveURL(/\/astrologer\/login$/);
  await field(page, 'Username or email').fill(email);
  await field(page, 'Password').fill('Stars#2026');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/astrologer\/profile$/);

  // The new astrologer changes their password from the sidebar, and it is the one that works.
  const sidebar = page.getByRole('navigation', { name: 'Portal' });
  await sidebar.getByRole('link', { name: 'Change Password' }).click();
  await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();
  await field(page, 'Password').fill('Moon#2027');
  await field(page, 'Confirm password').fill('Moon#2028');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Passwords should match')).toBeVisible();
  await field(page, 'Confirm password').fill('Moon#2027');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Successfully updated password')).toBeVisible();
  await sidebar.getByRole('button', { name: 'Logout' }).click();
  // Logout ends the token on the server first; the person lands on home once it is done.
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/astrologer/login');
  await field(page, 'Username or email').fill(email);
  await field(page, 'Password').fill('Moon#2027');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/astrologer\/profile$/);
});

test('a customer on the astrologer sign-in sees Invalid User and stays signed out', async ({
  page,
}) => {
  await page.goto('/astrologer/login');
  await field(page, 'Username or email').fill(demoCustomer);
  await field(page, 'Password').fill('Wrong#Pass1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(
    page.getByText('The username or password is incorrect. Please try again'),
  ).toBeVisible();

  await field(page, 'Password').fill(demoPassword);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid User' })).toBeVisible();
  await expect(page).toHaveURL(/\/astrologer\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('e-token'))).toBeNull();
});

test('a forgotten password is reset with the mailed code and the new one works', async ({
  page,
  request,
}) => {
  const id = unique();
  const email = `meera.${id}@example.com`;
  const loginId = `meera${id}`;
  await request.post('/api/v1/user/validation/send-otp', {
    data: { email, otpEvent: 'USER_REGISTRATION' },
  });
  const signUp = await request.post('/api/v1/user/registration', {
    data: {
      firstName: 'Meera',
      email,
      loginId,
      password: 'First#Pass1',
      otp: await mailedCode(request, email, /sign-up code/),
    },
  });
  expect(signUp.ok()).toBe(true);

  await page.goto('/user/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/user\/forgot-account$/);
  await expect(page.getByRole('heading', { name: 'Forgot password' })).toBeVisible();
  await field(page, 'Username or email').fill('nobody-by-that-name');
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('User not found').first()).toBeVisible();

  await field(page, 'Username or email').fill(loginId);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('We have sent an OTP to your email account.')).toBeVisible();
  await field(page, 'OTP').fill(await mailedCode(request, email, /password reset code/));
  await field(page, 'New password').fill('Second#Pass2');
  await field(page, 'Confirm password').fill('Second#Pass3');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Passwords should match')).toBeVisible();
  await field(page, 'Confirm password').fill('Second#Pass2');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Successfully updated password')).toBeVisible();
  await expect(page).toHaveURL(/\/user\/login$/);

  await field(page, 'Username or email').fill(email);
  await field(page, 'Password').fill('Second#Pass2');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/user\/astrologer\/list$/);
});
