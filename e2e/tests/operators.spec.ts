import { expect, test, type Page } from '../support/test';
import {
  apiSession,
  askFromWallet,
  demoCustomer,
  demoPassword,
  newAstrologer,
  newCustomer,
  signInAs,
} from '../support/session';
import { shoot } from '../support/shots';

// Issue 44: a new astrologer waits for review, unlisted, with a banner saying what is missing; the
// operator signs in at /admin/login, sees the dashboard, looks at the documents and approves them;
// the customer then finds them in the directory, asks, gets an answer, rates and reviews it and
// the details page shows it; the operator reads the dispute the customer opened, looks the order
// up, records a payout that the astrologer sees on Money Earned, and hides a reported review.
// Screens at 390 and 1366 px.

const phone = { width: 390, height: 844 };
const desktop = { width: 1366, height: 900 };

const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** The screen at both widths (E2E_SHOTS_DIR). */
async function shootBoth(page: Page, name: string) {
  for (const viewport of [phone, desktop]) {
    await page.setViewportSize(viewport);
    // Tables measure their place after a resize (ResponsiveTable): let them lay out again.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await shoot(page, name);
  }
}

async function choose(page: Page, label: string, name: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByLabel(label, { exact: true }).click();
  await (await chooser).setFiles({ name, mimeType: 'application/pdf', buffer: pdf });
}

async function searchDirectory(page: Page, surname: string) {
  await page.goto('/user/astrologer/list');
  await page.getByLabel('Search astrologers').fill(surname);
}

test('a new astrologer waits unlisted until the operator approves their documents', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const astrologer = await newAstrologer(request);

  // The astrologer signs in: the banner says the profile is under review and what is missing.
  await signInAs(page, request, astrologer.email, astrologer.password);
  await page.goto('/astrologer/profile');
  const banner = page.getByRole('status').filter({ hasText: 'Your profile is under review' });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('Pan card');
  await expect(banner).toContainText('Bank account proof');
  await expect(page.getByRole('form', { name: 'Profile' })).toBeVisible();
  await shootBoth(page, 'astrologer-pending');
  await banner.getByRole('link', { name: 'Upload documents' }).click();
  await choose(page, 'Pan card', 'pan-card.pdf');
  await choose(page, 'Bank account proof', 'bank-proof.pdf');
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(banner).not.toContainText('Still missing');
  await expect(banner).toBeVisible();

  // Not in the directory yet.
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  await signInAs(customer, customerContext.request, demoCustomer);
  await searchDirectory(customer, astrologer.surname);
  await expect(customer.getByText('No data found')).toBeVisible();

  // The operator signs in at their own page.
  const operatorContext = await browser.newContext();
  const operator = await operatorContext.newPage();
  await operator.goto('/admin/login');
  await operator.getByLabel('Username or email').fill('demo.admin');
  await operator.getByRole('textbox', { name: 'Password' }).fill(demoPassword);
  await operator.getByRole('button', { name: 'Sign In' }).click();
  await expect(operator).toHaveURL(/\/admin$/);
  await expect(operator.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(operator.getByText('Astrologers to review')).toBeVisible();
  await expect(operator.getByText('Revenue by day, last 90 days (₹)')).toBeVisible();
  await expect(operator.locator('.recharts-surface').first()).toBeVisible();
  await shootBoth(operator, 'admin-dashboard');

  await operator
    .getByRole('navigation', { name: 'Portal' })
    .getByRole('link', { name: 'Astrologer reviews' })
    .first()
    .click();
  const card = operator.getByRole('article', { name: `Tara ${astrologer.surname}` });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Pan card');
  // The document opens in the browser, from the operators' own route.
  const [tab] = await Promise.all([
    operator.waitForEvent('popup'),
    card.getByRole('button', { name: 'View pan-card.pdf' }).click(),
  ]);
  await expect.poll(() => tab.url()).toMatch(/^blob:/);
  await tab.close();
  await shootBoth(operator, 'admin-reviews');
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(operator.getByText('The astrologer has been approved').first()).toBeVisible();
  await expect(card).toBeHidden();

  // The audit record shows the approval.
  await operator.goto('/admin/audit');
  await operator.getByLabel('Action').fill('astrologer.approved');
  await operator.getByRole('button', { name: 'Filter' }).click();
  await expect(operator.getByText('astrologer.approved').first()).toBeVisible();
  await shootBoth(operator, 'admin-audit');

  // Listed now; the astrologer's banner is gone.
  await searchDirectory(customer, astrologer.surname);
  await expect(customer.getByText(`Tara ${astrologer.surname}`)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Astrologer Documents' })).toBeVisible();
  await expect(page.getByText('Your profile is under review')).toBeHidden();

  await operator.goto('/admin/operators');
  await shootBoth(operator, 'admin-operators');

  // The astrologer sets a rate of ₹500 (their profile form; its fields are another spec's).
  const session = await apiSession(request, astrologer.email, astrologer.password);
  const details = await request.put(`/api/v1/astrologer/details/${session.id}`, {
    headers: session.headers,
    data: {
      firstName: 'Tara',
      lastName: astrologer.surname,
      phoneNumber: '9876543210',
      countryCode: '+91',
      state: 'Kerala',
      stateIsoCode: 'KL',
      rate: 500,
      astrologerVisibility: 'ON',
      offlineQuestionEnabled: true,
      textChatEnabled: true,
      videoCallEnabled: false,
    },
  });
  expect(details.ok(), await details.text()).toBe(true);

  // A customer asks them a question and pays from the wallet.
  const asker = await newCustomer(request, { credits: 1000 });
  const askerContext = await browser.newContext();
  const ask = await askerContext.newPage();
  await signInAs(ask, askerContext.request, asker.loginId, asker.password);
  const subject = `Trust ${Date.now()}`;
  await askFromWallet(ask, session.id, subject, 'Is this a good year to open my own clinic?');

  // The astrologer answers it in their own browser.
  const answer = 'Saturn favours it after June: open then, and keep your savings apart.';
  await page.goto('/astrologer/pending-questions');
  await page.getByRole('link', { name: subject }).click();
  await page.getByRole('textbox', { name: 'Your answer' }).fill(answer);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/astrologer\/pending-questions$/);

  // The customer reads the answer, rates it five stars with words, and opens a dispute.
  await ask.goto('/user/my-questions');
  await ask.getByRole('link', { name: `View ${subject}` }).click();
  await expect(ask.getByText(answer)).toBeVisible();
  const form = ask.getByRole('form', { name: 'Rate and review' });
  const fifth = await form.getByRole('radio', { name: '5' }).getAttribute('id');
  await form.locator(`label[for="${fifth}"]`).click();
  const words = 'Precise timing, and kind.';
  await form.getByRole('textbox', { name: 'Your review (optional)' }).fill(words);
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(ask.getByLabel('Your review').getByText(words)).toBeVisible();
  await ask.getByRole('button', { name: 'Open a dispute' }).click();
  const complaint = ask.getByRole('form', { name: 'Open a dispute' });
  await complaint
    .getByRole('textbox', { name: 'What went wrong?' })
    .fill('The answer did not say which month in June.');
  await complaint.getByRole('button', { name: 'Send' }).click();
  await expect(ask.getByText('You opened a dispute on')).toBeVisible();

  // The details page shows the review and the average of the one review.
  await ask.goto(`/user/astrologer-details/${session.id}`);
  const reviews = ask.getByRole('region', { name: 'Ratings and reviews' });
  await expect(reviews.getByLabel('Average rating 5.0 of 5')).toBeVisible();
  await expect(reviews.getByText('1 review', { exact: true })).toBeVisible();
  await expect(reviews.getByText(words, { exact: true })).toBeVisible();
  // Another customer reports it.
  await customer.goto(`/user/astrologer-details/${session.id}`);
  await customer
    .getByRole('region', { name: 'Ratings and reviews' })
    .getByRole('button', { name: 'Report' })
    .click();
  await expect(customer.getByRole('button', { name: 'Reported' })).toBeVisible();

  // The operator reads the disputed order's question and answer, and resolves without a refund.
  await operator.goto('/admin');
  await expect(operator.getByText('Open disputes')).toBeVisible();
  await expect(operator.getByText(/^Payouts due/)).toBeVisible();
  await operator
    .getByRole('navigation', { name: 'Portal' })
    .getByRole('link', { name: 'Disputes' })
    .first()
    .click();
  const disputeCard = operator
    .getByRole('article', { name: 'Dispute by Nila' })
    .filter({ hasText: `Tara ${astrologer.surname}` });
  await expect(disputeCard).toContainText('The answer did not say which month in June.');
  await disputeCard.getByRole('button', { name: 'Read the conversation' }).click();
  await expect(disputeCard.getByText(answer)).toBeVisible();
  await shootBoth(operator, 'admin-disputes');
  await disputeCard.getByRole('button', { name: 'Resolve' }).click();
  const resolve = operator.getByRole('dialog', { name: 'Resolve the dispute' });
  await resolve
    .getByRole('textbox', { name: 'Resolution' })
    .fill('June is the month; the answer stands.');
  await resolve.getByRole('button', { name: 'Resolve' }).click();
  await expect(operator.getByText('The dispute has been resolved').first()).toBeVisible();
  await expect(disputeCard).toBeHidden();

  // The order with its ledger lines and payment.
  await operator.goto('/admin/orders');
  await operator.getByLabel('Order id, customer or astrologer').fill(asker.loginId);
  await operator.getByRole('button', { name: 'Find' }).click();
  await operator.getByRole('button', { name: 'Open' }).first().click();
  const order = operator.getByRole('region', { name: 'Order' });
  await expect(order).toContainText('Question to an astrologer');
  await expect(
    order
      .getByRole('table', { name: 'Ledger lines' })
      .or(order.getByRole('list', { name: 'Ledger lines' })),
  ).toContainText('EARNING');
  await expect(order.getByRole('form', { name: 'Refund the order' })).toBeVisible();
  await shootBoth(operator, 'admin-orders');

  // The operator records the payout of the whole payable balance, ₹400.00.
  await operator.goto('/admin/payouts');
  await operator
    .getByRole('button', { name: `Record a payout to Tara ${astrologer.surname}` })
    .click();
  const payout = operator.getByRole('dialog', {
    name: `Record a payout to Tara ${astrologer.surname}`,
  });
  await expect(payout.getByRole('textbox', { name: 'Amount (₹)' })).toHaveValue('400.00');
  const reference = `UTR${Date.now()}`;
  await payout.getByRole('textbox', { name: 'Bank transfer reference' }).fill(reference);
  await shootBoth(operator, 'admin-payout-form');
  await payout.getByRole('button', { name: 'Record payout' }).click();
  await expect(operator.getByText(/Payout of ₹400\.00 to Tara .* recorded/).first()).toBeVisible();
  await expect(
    operator.getByRole('button', { name: `Record a payout to Tara ${astrologer.surname}` }),
  ).toBeHidden();
  await shootBoth(operator, 'admin-payouts');

  // The astrologer sees it on Money Earned, with the chart.
  await page.goto('/astrologer/money-earned');
  await expect(page.getByLabel('Payable balance').getByText('₹0.00')).toBeVisible();
  await expect(page.getByText(reference)).toBeVisible();
  await expect(page.getByRole('img', { name: 'Earnings by month' })).toBeVisible();
  await shootBoth(page, 'astrologer-money-earned');

  // The operator hides the reported review: it leaves the details page.
  await operator.goto('/admin/reviews');
  const reported = operator
    .getByRole('article', { name: 'Review by Nila' })
    .filter({ hasText: words });
  await expect(reported).toContainText('Reported 1×');
  await shootBoth(operator, 'admin-reported-reviews');
  await reported.getByRole('button', { name: 'Hide' }).click();
  const hide = operator.getByRole('dialog', { name: 'Hide the review' });
  await hide.getByRole('textbox', { name: 'Reason' }).fill('Test of hiding');
  await hide.getByRole('button', { name: 'Hide' }).click();
  await expect(reported).toContainText('Hidden');
  await ask.reload();
  await expect(reviews.getByText('No reviews yet.')).toBeVisible();

  await askerContext.close();
  await customerContext.close();
  await operatorContext.close();
});

test('the operator console is for operators only, and operators stay in it', async ({
  page,
  browser,
  request,
}) => {
  await page.goto('/admin/audit');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await signInAs(page, request, demoCustomer);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/user\/astrologer\/list$/);

  // A customer's password on the operators' sign-in fails as a wrong password does.
  const other = await browser.newContext();
  const operator = await other.newPage();
  await operator.goto('/admin/login');
  await operator.getByLabel('Username or email').fill(demoCustomer);
  await operator.getByRole('textbox', { name: 'Password' }).fill(demoPassword);
  await operator.getByRole('button', { name: 'Sign In' }).click();
  await expect(
    operator.getByText('The username or password is incorrect. Please try again').first(),
  ).toBeVisible();
  await operator.getByLabel('Username or email').fill('demo.admin');
  await operator.getByRole('button', { name: 'Sign In' }).click();
  await expect(operator).toHaveURL(/\/admin$/);
  await operator.goto('/astrologer/profile');
  await expect(operator).toHaveURL(/\/admin$/);
  await operator
    .getByRole('navigation', { name: 'Portal' })
    .getByRole('link', { name: 'Operators' })
    .first()
    .click();
  await expect(operator.getByRole('cell', { name: 'admin@kusp.example' })).toBeVisible();
  await other.close();
});
