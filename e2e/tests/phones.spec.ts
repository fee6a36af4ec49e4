import { expect, test, type Page } from '../support/test';
import { demoAstrologer, demoCustomer, signInAs } from '../support/session';

test.use({ viewport: { width: 390, height: 844 } });

/** The document's full width; more than 390 px means the phone must scroll sideways. */
const contentWidth = (page: Page) => page.evaluate<number>('document.documentElement.scrollWidth');

async function openScreen(page: Page, path: string, list: string) {
  await page.goto(path);
  await expect(page.getByRole('list', { name: list })).toBeVisible();
  await expect(page.getByLabel(/^Loading/)).toHaveCount(0);
}

test("a customer's portal on a phone: one menu, and lists that fit the screen", async ({
  page,
  request,
}) => {
  await signInAs(page, request, demoCustomer);
  // The demo's questions and chat were paid for from the wallet, so both lists have rows.
  await openScreen(page, '/user/my-questions', 'My Questions');
  expect(await contentWidth(page)).toBeLessThanOrEqual(390);
  await expect(page.getByRole('listitem').filter({ hasText: 'Career change' })).toContainText(
    'Demo Astrologer',
  );

  await openScreen(page, '/user/transactions', 'Transactions');
  expect(await contentWidth(page)).toBeLessThanOrEqual(390);

  // One menu button, carrying both the site's pages and the portal's.
  await expect(page.getByRole('button', { name: /menu|navigation/i })).toHaveCount(1);
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'Learn Astrology' })).toBeVisible();
  await menu
    .getByRole('navigation', { name: 'Portal' })
    .getByRole('link', { name: 'My Questions' })
    .click();
  await expect(page).toHaveURL(/\/user\/my-questions$/);
  await expect(menu).toBeHidden();
});

test("an astrologer's portal on a phone: transactions, questions and customers fit the screen", async ({
  page,
  request,
}) => {
  await signInAs(page, request, demoAstrologer);
  for (const [path, list] of [
    ['/astrologer/transactions', 'Earnings'],
    ['/astrologer/pending-questions', 'Pending Questions'],
    ['/astrologer/answered-questions', 'Answered Questions'],
    ['/astrologer/customers', 'Customers'],
  ] as const) {
    await openScreen(page, path, list);
    expect(await contentWidth(page), path).toBeLessThanOrEqual(390);
  }
  await expect(page.getByRole('listitem').filter({ hasText: 'Meera Kapoor' })).toBeVisible();
  await expect(page.getByRole('button', { name: /menu|navigation/i })).toHaveCount(1);

  // An order id shows short; the full id is a click away.
  await page.goto('/astrologer/transactions');
  const orderId = page
    .getByRole('list', { name: 'Earnings' })
    .getByRole('button', { name: /^Copy / })
    .first();
  const fullId = (await orderId.getAttribute('aria-label'))!.replace('Copy ', '');
  expect(fullId).toHaveLength(36);
  await expect(orderId).toHaveText(fullId.slice(0, 8));
  await orderId.hover();
  await expect(page.getByRole('tooltip')).toHaveText(fullId);
});
