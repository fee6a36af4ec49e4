import { expect, test } from '../support/test';
import { seriousViolations } from '../support/axe';
import {
  apiSession,
  askFromWallet,
  demoAstrologer,
  newCustomer,
  signInAs,
} from '../support/session';
import { shoot } from '../support/shots';
import { collectErrors } from '../support/errors';

const viewports = [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1366, height: 900 }],
] as const;

for (const [device, viewport] of viewports) {
  test.describe(`on a ${device}`, () => {
    test.use({ viewport });

    test('a customer asks, the astrologer answers, the customer rates it and the details page shows it', async ({
      browser,
      page,
      request,
    }) => {
      const errors = collectErrors(page);
      const astrologer = await apiSession(request, demoAstrologer);
      const before = (await (
        await request.get(`/api/v1/astrologer/${astrologer.id}/reviews`)
      ).json()) as { averageRating: number; reviewCount: number };
      const customer = await newCustomer(request, { credits: 1000 });
      const subject = `Review ${device} ${Date.now()}`;

      await signInAs(page, request, customer.loginId, customer.password);
      await askFromWallet(
        page,
        astrologer.id,
        subject,
        'Will the coming year be good for starting a business?',
      );

      // The astrologer answers in their own browser.
      const astrologerContext = await browser.newContext({ viewport });
      const portal = await astrologerContext.newPage();
      await signInAs(portal, astrologerContext.request, demoAstrologer);
      await portal.goto('/astrologer/pending-questions');
      await portal.getByRole('link', { name: subject }).click();
      await portal
        .getByRole('textbox', { name: 'Your answer' })
        .fill('Jupiter joins your tenth house in spring: start then, with care over partners.');
      await portal.getByRole('button', { name: 'Submit' }).click();
      await expect(portal).toHaveURL(/\/astrologer\/pending-questions$/);
      await astrologerContext.close();

      // The customer reads the answer and rates it.
      await page.goto('/user/my-questions');
      await page.getByRole('link', { name: `View ${subject}` }).click();
      await expect(page.getByText('Jupiter joins your tenth house')).toBeVisible();
      const form = page.getByRole('form', { name: 'Rate and review' });
      await form.getByRole('button', { name: 'Submit review' }).click();
      await expect(form.getByText('Please choose a rating from 1 to 5 stars')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      // Mantine's stars are radio inputs under their labels: the customer clicks the fifth star.
      const fifth = await form.getByRole('radio', { name: '5' }).getAttribute('id');
      await form.locator(`label[for="${fifth}"]`).click();
      const words = `Clear timing and kind words <b>${device}</b>`;
      await form.getByRole('textbox', { name: 'Your review (optional)' }).fill(words);
      await form.getByRole('button', { name: 'Submit review' }).click();
      const mine = page.getByLabel('Your review');
      await expect(mine.getByText(words)).toBeVisible();
      await expect(mine.getByRole('button', { name: 'Edit review' })).toBeVisible();
      await shoot(page, 'review-form');

      // The astrologer's page: the new average, the count and the review, newest first, as text.
      const count = before.reviewCount + 1;
      const average = (before.averageRating * before.reviewCount + 5) / count;
      await page.goto(`/user/astrologer-details/${astrologer.id}`);
      const reviews = page.getByRole('region', { name: 'Ratings and reviews' });
      await expect(
        reviews.getByLabel(`Average rating ${(Math.round(average * 10) / 10).toFixed(1)} of 5`),
      ).toBeVisible();
      await expect(reviews.getByText(`${count} reviews`)).toBeVisible();
      const newest = reviews.getByRole('listitem').first();
      await expect(newest.getByText(words, { exact: true })).toBeVisible();
      await expect(newest.getByRole('button', { name: 'Report' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await shoot(page, 'review-details');
      expect(errors).toEqual([]);
    });

    test('the astrologer sees the payable balance, the payouts and the earnings chart on Money Earned', async ({
      page,
      request,
    }) => {
      // Recording a payout is an operator's act: its screen comes with the operator console.
      const errors = collectErrors(page);
      const astrologer = await apiSession(request, demoAstrologer);
      const history = (await (
        await request.get(`/api/v1/astrologer/payouts?userId=${astrologer.id}`, {
          headers: astrologer.headers,
        })
      ).json()) as { payable: number };
      expect(history.payable).toBeGreaterThan(0);
      await signInAs(page, request, demoAstrologer);
      await page.goto('/astrologer/money-earned');
      const balance = page.getByLabel('Payable balance');
      await expect(balance.getByText(/^₹[\d,]+\.\d\d$/)).toBeVisible();
      await expect(page.getByRole('img', { name: 'Earnings by month' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Payouts' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await shoot(page, 'review-money-earned');
      expect(errors).toEqual([]);
    });
  });
}
