import { expect, test, type Page } from '../support/test';
import { demoAstrologer, demoCustomer, signInAs } from '../support/session';
import { collectErrors } from '../support/errors';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('a public visitor', () => {
  test('sees public routes, is sent home from portal routes, and sees both service links', async ({
    page,
  }) => {
    const errors = collectErrors(page, { console: true });
    for (const path of [
      '/',
      '/kusp',
      '/blog',
      '/user/login',
      '/astrologer/login',
      '/user/my-questions',
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path === '/' ? '/$' : path}`));
    }
    for (const path of ['/astrologer/profile', '/user/astrologer/list', '/chats']) {
      await page.goto(path);
      await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    }
    await expect(nav(page).getByRole('link', { name: 'Astrologer', exact: true })).toBeVisible();
    await expect(nav(page).getByRole('link', { name: 'Chat with Astrologer' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('a customer', () => {
  test('reaches customer routes, lands on the astrologer list otherwise, and sees Chat with Astrologer only', async ({
    page,
    request,
  }) => {
    await signInAs(page, request, demoCustomer);
    for (const path of [
      '/user/astrologer/list',
      '/user/profile',
      '/chats',
      '/blog',
      '/user/my-questions',
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
    for (const path of ['/astrologer/profile', '/user/login', '/astrologer-signup']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/user\/astrologer\/list$/);
    }
    await expect(nav(page).getByRole('link', { name: 'Chat with Astrologer' })).toBeVisible();
    await expect(nav(page).getByRole('link', { name: 'Astrologer', exact: true })).toHaveCount(0);
    await expect(
      page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'My Questions' }),
    ).toBeVisible();
  });
});

test.describe('an astrologer', () => {
  test('reaches astrologer routes, lands on the profile otherwise, and sees Astrologer only', async ({
    page,
    request,
  }) => {
    await signInAs(page, request, demoAstrologer);
    for (const path of ['/astrologer/profile', '/astrologer/customers', '/chats', '/kusp']) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
    for (const path of ['/user/astrologer/list', '/user/my-questions', '/user/login']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/astrologer\/profile$/);
    }
    await expect(nav(page).getByRole('link', { name: 'Astrologer', exact: true })).toBeVisible();
    await expect(nav(page).getByRole('link', { name: 'Chat with Astrologer' })).toHaveCount(0);
  });

  test('is signed out by any 401 and sent to the public home', async ({ page, request }) => {
    await signInAs(page, request, demoAstrologer);
    await page.evaluate(() => {
      const raw = JSON.parse(localStorage.getItem('kusp-session')!);
      raw.state.token = 'not-a-valid-token';
      localStorage.setItem('kusp-session', JSON.stringify(raw));
      localStorage.setItem('e-token', 'not-a-valid-token');
    });
    // The app checks the stored session on load; the server answers 401 for the bad token.
    await page.goto('/astrologer/profile');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(
      page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Chat with Astrologer' }),
    ).toBeVisible();
  });
});

test('an unknown address shows Page not found to every role, linking to their home', async ({
  page,
  request,
}) => {
  for (const [account, home] of [
    [null, /127\.0\.0\.1:\d+\/$/],
    [demoCustomer, /\/user\/astrologer\/list$/],
    [demoAstrologer, /\/astrologer\/profile$/],
  ] as const) {
    if (account) await signInAs(page, request, account);
    expect((await page.goto('/no/such/page'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(home);
  }
});
