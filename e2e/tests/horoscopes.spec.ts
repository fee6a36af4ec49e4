import { expect, test } from '../support/test';
import { downloadedPdf } from '../support/pdf';
import { pickDate, pickTime } from '../support/pickers';
import { demoAstrologer, demoCustomer, signInAs } from '../support/session';
import { collectErrors } from '../support/errors';

// A US browser still shows and takes d-m-y dates and a 24-hour clock.
test.use({ locale: 'en-US' });

test('an astrologer adds a customer, reads the charts and dasas, writes a prediction and mails the horoscope', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  await signInAs(page, request, demoAstrologer);
  const token = await page.evaluate(() => localStorage.getItem('e-token'));

  await page.goto('/astrologer/customers');
  await page.getByRole('link', { name: 'Add New' }).click();
  await expect(page).toHaveURL(/\/astrologer\/customer-add$/);

  // The form's rules first.
  await page.getByLabel('Phone').fill('');
  await page.getByRole('button', { name: 'Add Customer' }).click();
  for (const text of [
    'Please enter first name',
    'Please select gender',
    'Please enter birth date',
    'Please enter birth time',
    'Please choose a place',
    'Please select phone number',
  ]) {
    await expect(page.getByText(text)).toBeVisible();
  }

  const name = `Meera ${Date.now()}`;
  await page.getByLabel('First name').fill(name);
  await page.getByRole('radio', { name: 'Female' }).check();
  await pickDate(page, 'Date of birth', '15-05-1990');
  await pickTime(page, 'Time of birth', '22:30:15');
  await page.getByRole('combobox', { name: 'Birth place' }).fill('New Delhi');
  await page
    .getByRole('option', { name: /^New Delhi/ })
    .first()
    .click();
  await page.getByLabel('Dial code').fill('+91');
  await page.getByLabel('Phone').fill('98765 43210');
  await page.getByRole('button', { name: 'Add Customer' }).click();

  await expect(page).toHaveURL(/\/astrologer\/customers\/[0-9a-f-]{36}$/);
  const horoscopeId = page.url().split('/').at(-1)!;
  const details: Array<[string, string]> = [
    ['Name', name],
    ['Gender', 'Female'],
    ['Birth Date', '15-05-1990'],
    ['Birth Time', '22:30:15'],
  ];
  for (const [label, value] of details) {
    await expect(page.getByText(label, { exact: true }).locator('xpath=..')).toContainText(value);
  }

  // The ascendant as the engine casts it for the saved birth data (the place's own zone: +05:30).
  const profile = (
    (await (
      await request.get(`/api/v1/horoscope/profile-by-id/${horoscopeId}`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { horoscopeProfiles: Array<{ latitude: string; longitude: string }> }
  ).horoscopeProfiles[0]!;
  const engine = (await (
    await request.post('/api/v1/horoscope/compute', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        birthDate: '15/05/1990',
        birthTime: '22:30:15',
        latitude: Number(profile.latitude),
        longitude: Number(profile.longitude),
        timeZone: '+05:30',
      },
    })
  ).json()) as { planetDetails: { Ascendant: { zodiacSignOccupiedByPlanet: string } } };
  const lagna = engine.planetDetails.Ascendant.zodiacSignOccupiedByPlanet;

  const south = page.getByRole('img', { name: 'Lagna Rashi chart, South Indian style' });
  await expect(south).toBeVisible();
  await expect(south.locator(`[data-sign="${lagna}"]`)).toContainText('Asc');
  await expect(page.getByRole('img', { name: 'Navamsa chart, South Indian style' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Planets' })).toContainText(/Sun\d+°\d+'\d+"Taurus/);

  await page.getByText('North', { exact: true }).click();
  const north = page.getByRole('img', { name: 'Lagna Rashi chart, North Indian style' });
  await expect(north).toBeVisible();
  await expect(
    north.getByRole('group', { name: new RegExp(`^House 1, ${lagna}: Asc`) }),
  ).toBeVisible();

  // Dasa drill-down: Home, a mahadasha, one of its antardashas.
  const dasas = page.getByRole('table', { name: 'Dasa periods' });
  const firstMaha = dasas.getByRole('button').first();
  const mahaName = (await firstMaha.textContent())!;
  await firstMaha.click();
  await expect(page.getByText(`Antardasha periods of ${mahaName}`)).toBeVisible();
  const firstAntar = dasas.getByRole('button').first();
  const antarName = (await firstAntar.textContent())!;
  await firstAntar.click();
  await expect(
    page.getByText(`Pratyantardasha periods of ${mahaName} / ${antarName}`),
  ).toBeVisible();
  await expect(dasas.getByRole('row')).toHaveCount(10);
  // Each period ends on the day the next one starts, all written d-m-y.
  const bounds = await dasas.getByRole('row').evaluateAll((rows) =>
    rows.slice(1).map((row) =>
      Array.from(row.querySelectorAll('td'))
        .slice(1)
        .map((td) => td.textContent),
    ),
  );
  for (const [start, end] of bounds) {
    expect(start).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    expect(end).toMatch(/^\d{2}-\d{2}-\d{4}$/);
  }
  for (let i = 1; i < bounds.length; i++) expect(bounds[i]![0]).toBe(bounds[i - 1]![1]);
  const crumbs = page.getByRole('navigation', { name: 'Dasa levels' });
  await expect(crumbs.getByRole('button')).toHaveText(['Home', mahaName, antarName]);
  await crumbs.getByRole('button', { name: 'Home' }).click();
  await expect(page.getByText('Mahadasha periods', { exact: true })).toBeVisible();
  await expect(
    dasas.getByRole('button', { name: `Open ${mahaName} Mahadasha` }).first(),
  ).toBeVisible();
  // The mahadasha running today is highlighted.
  await expect(dasas.locator('tr[aria-current="date"]')).toHaveCount(1);

  await expect(page.getByRole('table', { name: 'Planet transits' }).getByRole('row')).toHaveCount(
    10,
  );

  // A comment, shown as just written.
  await page.getByRole('textbox', { name: 'Comment', exact: true }).fill('First reading done');
  await page.getByRole('button', { name: 'Add Comment' }).click();
  await expect(page.getByText('The update was successful.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'First reading done' })).toContainText(
    'Just now',
  );

  // The client's printable kundli.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const pdf = await downloadedPdf(await downloading);
  expect(pdf.head).toBe('%PDF-');
  expect(pdf.text).toContain(`Kundli of ${name}`);

  // The general prediction: every item required.
  await page.getByRole('link', { name: 'Edit General Prediction' }).click();
  await expect(page).toHaveURL(new RegExp(`/astrologer/customer-horoscope/${horoscopeId}$`));
  await page.getByRole('button', { name: 'Add item' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please enter the field').first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Header', exact: true }).first().fill('Career');
  await page
    .getByRole('textbox', { name: 'Description', exact: true })
    .fill('A steady rise after 2027.');
  await page
    .getByRole('textbox', { name: 'Additional Notes', exact: true })
    .fill('Wear white on Fridays.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/astrologer/customers/${horoscopeId}$`));

  // The horoscope by e-mail, read back from the outbox.
  const email = `meera.${Date.now()}@example.com`;
  await page.getByRole('textbox', { name: 'Send Horoscope By Email', exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  // Kusp mails a client only at their e-mail on record: this one becomes it, on purpose.
  const change = page.getByRole('dialog', { name: "Change the client's e-mail?" });
  await expect(change).toContainText(email);
  await change.getByRole('button', { name: 'Change and send' }).click();
  await expect(page.getByText("The client's e-mail has been changed")).toBeVisible();
  await expect(
    page.getByText('The horoscope will be sent to the provided email address'),
  ).toBeVisible();
  const outbox = (await (await request.get(`/dev/outbox.json?to=${email}`)).json()) as Array<{
    subject: string;
    text: string;
  }>;
  expect(outbox).toHaveLength(1);
  expect(outbox[0]!.subject).toBe('Your horoscope from Kusp');
  expect(outbox[0]!.text).toContain(`> Horoscope of: ${name}`);
  expect(outbox[0]!.text).toContain('A steady rise after 2027.');
  expect(outbox[0]!.text).toContain(`${lagna}: Ascendant`);

  // The new customer heads the list.
  await page.goto('/astrologer/customers');
  const newest = page.getByRole('table', { name: 'Customers' }).getByRole('row').nth(1);
  await expect(newest).toContainText(name);
  await expect(newest).toContainText('15-05-1990');
  await expect(newest).toContainText('22:30:15');
  // Beside the demo customers the seed gives this astrologer, their birth moments d-m-y, 24-hour.
  const arun = page.getByRole('row').filter({ hasText: 'Arun Pillai' });
  await expect(arun).toBeVisible();
  await expect(arun).toContainText('02-11-1984');
  await expect(arun).toContainText('06:15:00');

  // Editing: the form comes filled in, and a new birth time is saved.
  await page.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/astrologer/customer-edit/${horoscopeId}$`));
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue(name);
  await expect(page.getByRole('combobox', { name: 'Birth place' })).toHaveValue(/^New Delhi/);
  await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue('9876543210');
  await expect(page.getByRole('textbox', { name: 'Date of birth', exact: true })).toHaveValue(
    '15-05-1990',
  );
  await expect(page.getByLabel('Time of birth hour', { exact: true })).toHaveValue('22');
  await pickTime(page, 'Time of birth', '06:05:00');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Horoscope updated successfully')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/astrologer/customers/${horoscopeId}$`));
  await expect(page.getByText('Birth Time', { exact: true }).locator('xpath=..')).toContainText(
    '06:05:00',
  );
  expect(errors).toEqual([]);
});

test('the portal goes to / without a customer it can show', async ({ page, request }) => {
  await signInAs(page, request, demoAstrologer);
  await page.goto('/astrologer/customers/00000000-0000-4000-8000-000000000000');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

test('a customer edits their own horoscope profile on /user/profile', async ({ page, request }) => {
  await signInAs(page, request, demoCustomer);
  await page.goto('/user/profile');
  const name = page.getByRole('textbox', { name: 'First name' });
  await expect(name).toHaveValue('Demo Customer');
  await expect(page.getByRole('combobox', { name: 'Birth place' })).toHaveValue(
    'New Delhi, Delhi, India',
  );
  await expect(page.getByRole('combobox', { name: 'Timezone' })).toHaveValue(
    "The birth place's own time zone",
  );
  await expect(page.getByRole('textbox', { name: 'Date of birth', exact: true })).toHaveValue(
    '15-05-1990',
  );
  await expect(page.getByLabel('Time of birth hour', { exact: true })).toHaveValue('10');
  await expect(page.getByLabel('Time of birth minute', { exact: true })).toHaveValue('30');
  await name.fill('Demo Asha');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Horoscope updated successfully')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Demo Asha');
});
