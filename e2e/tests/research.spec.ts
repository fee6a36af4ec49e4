import { expect, test, type Locator, type Page } from '../support/test';
import { pickDate, pickTime } from '../support/pickers';

// A US browser still shows and takes d-m-y dates and a 24-hour clock.
test.use({ permissions: ['clipboard-read', 'clipboard-write'], locale: 'en-US' });

async function addEvent(
  page: Page,
  e: { tab: string; category: string; subEvent?: string; date: string; type: string; text: string },
) {
  await page.getByRole('tab', { name: e.tab }).click();
  await page.getByRole('radio', { name: e.category, exact: true }).check();
  if (e.subEvent) {
    await page.getByRole('combobox', { name: 'In particular' }).click();
    await page.getByRole('option', { name: e.subEvent }).click();
  }
  await pickDate(page, 'Date', e.date);
  await page.getByRole('radio', { name: e.type, exact: true }).check();
  await page.getByLabel('Description').fill(e.text);
  await page.getByRole('button', { name: 'Save event' }).click();
  await expect(page.getByText('Your event is saved').last()).toBeVisible();
  await expect(page.getByLabel('Description')).toHaveValue('');
}

const cards = (page: Page) =>
  page.getByRole('list', { name: 'Life events, oldest first' }).getByRole('article');

async function side(card: Locator, page: Page): Promise<'left' | 'right'> {
  const box = (await card.boundingBox())!;
  const list = (await page.getByRole('list', { name: 'Life events, oldest first' }).boundingBox())!;
  return box.x + box.width / 2 < list.x + list.width / 2 ? 'left' : 'right';
}

const borderColour = (card: Locator) => card.evaluate((el) => getComputedStyle(el).borderLeftColor);
const RED = 'rgb(250, 82, 82)'; // Mantine red.6
const GREEN = 'rgb(64, 192, 87)'; // Mantine green.6

test('a visitor enters birth details and life events, edits one and reopens the timeline by its link', async ({
  page,
  browser,
}) => {
  await page.goto('/research#begin');
  await expect(page.getByText('About 3 minutes')).toBeVisible();
  await expect(page.getByText('A drawing every week')).toBeVisible();
  await expect(page.getByText('Win a 1-hour consultation')).toBeVisible();

  // Begin with nothing filled: every message at once.
  await page.getByRole('button', { name: 'Begin' }).click();
  for (const text of [
    'Please enter birth date',
    'Please enter birth time',
    'Please select gender',
    'Please enter birth place',
  ]) {
    await expect(page.getByText(text)).toBeVisible();
  }

  await pickDate(page, 'Birth date', '15-08-1990');
  await expect(page.getByRole('textbox', { name: 'Birth date', exact: true })).toHaveValue(
    '15-08-1990',
  );
  await pickTime(page, 'Birth', '18:45');
  await expect(page.getByLabel('Birth hour', { exact: true })).toHaveValue('18');
  await page.getByRole('radio', { name: 'Female' }).check();
  await page.getByRole('combobox', { name: 'Birth place' }).fill('Delh');
  await page.getByRole('option', { name: 'Delhi, Delhi, India' }).click();
  await expect(page.getByRole('combobox', { name: 'Birth place' })).toHaveValue(
    'Delhi, Delhi, India',
  );
  await page.getByLabel(/^E-mail/).fill('not-an-email');
  await page.getByRole('button', { name: 'Begin' }).click();
  await expect(page.getByText('Enter valid email')).toBeVisible();
  await page.getByLabel(/^E-mail/).fill('asha@example.com');
  await page.getByRole('button', { name: 'Begin' }).click();

  await expect(page).toHaveURL(/\/data-entry\/[0-9a-f-]{36}$/);
  const referenceId = page.url().split('/').at(-1)!;

  await addEvent(page, {
    tab: 'Career',
    category: 'Job',
    subEvent: 'First job',
    date: '01-07-2012',
    type: 'Positive',
    text: 'Joined a bank in Mumbai',
  });
  await addEvent(page, {
    tab: 'Health',
    category: 'Accident',
    date: '10-01-2005',
    type: 'Negative',
    text: 'Broke my arm',
  });
  await page.getByRole('tab', { name: 'Health' }).click();
  await expect(page.getByRole('radio', { name: 'Habit' })).toBeVisible();
  await addEvent(page, {
    tab: 'Relationships',
    category: 'Romantic',
    subEvent: 'Marriage',
    date: '20-11-2016',
    type: 'Positive',
    text: 'Married Ravi',
  });

  // Leaving with an unsaved description asks first.
  await page.getByLabel('Description').fill('Half-written');
  await page.getByRole('link', { name: 'See my timeline' }).click();
  await expect(page.getByRole('dialog', { name: 'Are you sure?' })).toBeVisible();
  await page.getByRole('button', { name: 'Leave' }).click();

  await expect(page).toHaveURL(new RegExp(`/timeline/${referenceId}$`));
  await expect(cards(page)).toHaveText([/Broke my arm/, /Joined a bank/, /Married Ravi/]);
  const [accident, job, marriage] = [cards(page).nth(0), cards(page).nth(1), cards(page).nth(2)];
  expect(await side(accident, page)).toBe('left');
  expect(await borderColour(accident)).toBe(RED);
  for (const card of [job, marriage]) {
    expect(await side(card, page)).toBe('right');
    expect(await borderColour(card)).toBe(GREEN);
  }

  // Edit: the accident becomes a positive turning point and moves to the right, in green.
  await page.getByRole('link', { name: 'Edit the event of 10-01-2005' }).click();
  await expect(page).toHaveURL(/\?eventId=/);
  await expect(page.getByLabel('Description')).toHaveValue('Broke my arm');
  await page.getByRole('radio', { name: 'Positive', exact: true }).check();
  await page
    .getByLabel('Description')
    .fill('Broke my arm and found physiotherapy, my later career');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/timeline/${referenceId}$`));
  const edited = cards(page).nth(0);
  await expect(edited).toContainText('found physiotherapy');
  expect(await side(edited, page)).toBe('right');
  expect(await borderColour(edited)).toBe(GREEN);

  await page.getByRole('button', { name: 'Copy Link to My Data' }).click();
  await expect(page.getByText('Link copied successfully')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(new URL(`/timeline/${referenceId}`, page.url()).href);

  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.goto(link);
  await expect(cards(other)).toHaveText([/found physiotherapy/, /Joined a bank/, /Married Ravi/]);
  await fresh.close();
});

test('an unknown reference shows a way back instead of data', async ({ page }) => {
  await page.goto(`/timeline/${crypto.randomUUID()}`);
  await expect(page.getByText('We could not find this entry')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start a new entry' })).toBeVisible();
});
