/// <reference lib="dom" />
import { expect, test, type Locator } from '../support/test';
import { untilAlive } from '../support/alive';
import { seriousViolations } from '../support/axe';
import { collectErrors } from '../support/errors';

const contactSuccess = 'We appreciate you contacting us. We will get back in touch with you soon';
const home = /127\.0\.0\.1:\d+\/$/;

/** The field shows `message` as its description, in red. */
async function expectFieldError(field: Locator, message: string) {
  await expect(field).toHaveAccessibleDescription(message);
  const error = field.page().getByText(message, { exact: true });
  await expect(error).toBeVisible();
  const [r, g, b] = (await error.evaluate((el) => getComputedStyle(el).color))
    .match(/\d+/g)!
    .map(Number);
  expect(r! > 150 && r! > g! + 60 && r! > b! + 60).toBe(true);
}

test.describe('contact', () => {
  test('shows the five required-field messages, then lands on the thank-you screen', async ({
    page,
  }) => {
    const errors = collectErrors(page, { console: true });
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Contact us' });
    await form.getByRole('button', { name: 'Send message' }).click();
    await expectFieldError(form.getByLabel('First name'), 'Please enter first name');
    await expectFieldError(form.getByLabel('Last name'), 'Please enter last name');
    await expectFieldError(form.getByLabel('E-mail'), 'Please enter email');
    await expectFieldError(form.getByLabel('Enquiry type'), 'Please select enquiry type');
    await expectFieldError(form.getByLabel('Message'), 'Please enter message');
    expect(await seriousViolations(page)).toEqual([]);

    await form.getByLabel('E-mail').fill('not-an-email');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expectFieldError(
      form.getByLabel('E-mail'),
      'Email is required and format should be {email}.',
    );

    await form.getByLabel('First name').fill('Priya');
    await form.getByLabel('Last name').fill('Nair');
    await form.getByLabel('E-mail').fill('priya.e2e@kusp.example');
    await form.getByLabel('Enquiry type').selectOption('Individual');
    await form.getByLabel('Message').fill('Can I book a reading about my career?');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(page).toHaveURL(/\/success\/contact$/);
    await expect(page.getByRole('main').getByText(contactSuccess)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a press on Send message before the page has come alive is answered once it has', async ({
    page,
  }) => {
    // The contact screen's code arrives only after the press, as on a slow phone.
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    await page.route(/\/assets\/contact-[\w-]+\.js$/, async (route) => {
      await arrived;
      await route.continue();
    });
    await page.goto('/contact', { waitUntil: 'domcontentloaded' });
    const form = page.getByRole('form', { name: 'Contact us' });
    await form.getByLabel('First name').fill('Priya');
    await form.getByRole('button', { name: 'Send message' }).click();
    arrive();
    await expectFieldError(form.getByLabel('Last name'), 'Please enter last name');
    // The page was not posted and reloaded: what was typed is still there.
    await expect(form.getByLabel('First name')).toHaveValue('Priya');
    expect(new URL(page.url()).search).toBe('');
  });

  test('the thank-you screen opened directly, or with an unknown type, goes home', async ({
    page,
  }) => {
    await page.goto('/success/contact');
    await expect(page).toHaveURL(home);
    await page.goto('/contact');
    await page.evaluate(() => sessionStorage.setItem('something-else', 'Hello'));
    await page.goto('/success/something-else');
    await expect(page).toHaveURL(home);
  });
});

test('learn astrology offers only its type and asks the basic course for the advanced one', async ({
  page,
}) => {
  await page.goto('/learn-astrology');
  await expect(page.getByText('₹15,000')).toBeVisible();
  await expect(page.getByText('₹25,000')).toBeVisible();
  const form = page.getByRole('form', { name: 'Course enquiry' });
  await expect(form.getByLabel('Enquiry type').locator('option')).toHaveText(['Learn Astrology']);
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(form.getByText('Please select a course')).toBeVisible();
  await expect(
    form.getByText('Please confirm that you have completed secondary education'),
  ).toBeVisible();

  await form.getByLabel('First name').fill('Arjun');
  await form.getByLabel('Last name').fill('Das');
  await form.getByLabel('E-mail').fill('arjun.e2e@kusp.example');
  await form.getByLabel('Advanced course').check();
  await form.getByLabel('Hindi').check();
  await form.getByLabel(/secondary education/).check();
  await form.getByLabel('Message').fill('When does the next advanced batch start?');
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(
    form.getByText('The advanced course requires completing the basic course first'),
  ).toBeVisible();
  await form.getByLabel('I have completed the Kusp basic course').check();
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page).toHaveURL(/\/success\/contact$/);
  await expect(page.getByRole('main').getByText(contactSuccess)).toBeVisible();
});

test('the newsletter button waits for a valid e-mail, then subscribes', async ({ page }) => {
  await page.goto('/news-letter');
  const email = page.getByLabel('E-mail');
  const subscribe = page.getByRole('button', { name: 'Subscribe' });
  await expect(subscribe).toBeDisabled();
  await email.fill('abc');
  await expect(subscribe).toBeDisabled();
  await email.fill('reader.e2e@kusp.example');
  await expect(subscribe).toBeEnabled();
  await subscribe.click();
  await expect(page).toHaveURL(/\/success\/thank-you-for-subscribing-to-the-newsletter$/);
  await expect(
    page.getByRole('main').getByText('Thanks for subscribing to our newsletter'),
  ).toBeVisible();
});

test('the app trial sign-up for iOS lands on its thank-you screen', async ({ page }) => {
  await page.goto('/kusp-download');
  await page.getByLabel('iPhone (iOS)').check();
  await page.getByLabel('E-mail').fill('tester.e2e@kusp.example');
  await page.getByRole('button', { name: 'Join the free beta' }).click();
  await expect(page).toHaveURL(/\/success\/trial-ios$/);
  await expect(page.getByRole('main').getByText(/Kusp beta on iOS/)).toBeVisible();
});

test.describe('payment status', () => {
  test('shows success, then Continue goes to the stored location', async ({ page }) => {
    await page.goto('/privacy');
    await page.evaluate(() => sessionStorage.setItem('redirectTo', '/blog'));
    await page.goto('/user/payment-status?success=true&transactionId=TX-1001');
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    await expect(page.getByText('TX-1001')).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('shows the failure with the transaction ID, and Continue goes home by default', async ({
    page,
  }) => {
    await page.goto('/user/payment-status?success=false&transactionId=TX-2002');
    await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
    await expect(page.getByText('Sorry, your payment could not be processed.')).toBeVisible();
    await expect(page.getByText('TX-2002')).toBeVisible();
    await expect(page.getByText(/Please Reach out/)).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(home);
  });

  test('without a success parameter goes home', async ({ page }) => {
    await page.goto('/user/payment-status?transactionId=TX-3003');
    await expect(page).toHaveURL(home);
  });
});

test.describe('on a 360 px wide phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the blog, forms and result screens fit the screen and pass axe', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000); // eight screens, each checked by axe
    const errors = collectErrors(page, { console: true });
    const list = await request.get('/api/v1/blog/all?size=1');
    const [newest] = ((await list.json()) as { content: Array<{ id: string }> }).content;
    await page.goto('/privacy');
    await page.evaluate(() => sessionStorage.setItem('trial-android', 'Thanks for joining'));
    for (const path of [
      '/blog',
      `/blog/${newest!.id}`,
      '/contact',
      '/learn-astrology',
      '/kusp-download',
      '/news-letter',
      '/success/trial-android',
      '/user/payment-status?success=false&transactionId=TX-4004',
    ]) {
      await page.goto(path);
      await untilAlive(page);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveCount(1);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        path,
      ).toBeLessThanOrEqual(360);
      expect(await seriousViolations(page), path).toEqual([]);
    }
    expect(errors).toEqual([]);
  });
});
