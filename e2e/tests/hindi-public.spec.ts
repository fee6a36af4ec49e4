import { expect, test, type Page } from '../support/test';
import { untilAlive } from '../support/alive';
import { checkScreen, hindiBrowser, settled, viewports } from '../support/hindi';
import { downloadedPdf } from '../support/pdf';
import { pickDate } from '../support/pickers';

// Issue 47: the remaining public pages and the free tools in Hindi at their /hi addresses, no
// English word left outside names; a kundli, today's panchang and a match made in Hindi, with the
// rasis in Devanagari, and the PDF kundli printed in Hindi.

const pages = [
  { name: 'app', path: '/hi/kusp', heading: 'Kusp ऐप' },
  { name: 'app-download', path: '/hi/kusp-download', heading: 'Kusp ऐप निःशुल्क आज़माएँ' },
  { name: 'learn-astrology', path: '/hi/learn-astrology', heading: 'वैदिक ज्योतिष सीखें' },
  { name: 'about', path: '/hi/about', heading: 'Kusp के बारे में' },
  { name: 'partners', path: '/hi/partners', heading: 'Kusp के साझेदार बनें' },
  { name: 'careers', path: '/hi/careers', heading: 'Kusp में करियर' },
  { name: 'contact', path: '/hi/contact', heading: 'संपर्क करें' },
  { name: 'privacy', path: '/hi/privacy', heading: 'गोपनीयता नीति' },
  { name: 'newsletter', path: '/hi/news-letter', heading: 'Kusp न्यूज़लेटर' },
  { name: 'kundli', path: '/hi/kundli', heading: 'निःशुल्क कुंडली' },
  { name: 'kundli-matching', path: '/hi/kundli-matching', heading: 'कुंडली मिलान' },
] as const;

/** The panchang names its city as the places index has it: a place's name, shown as written. */
const city = 'New Delhi';

/** Types 'HH:mm:ss' into the time boxes, named in Hindi '<name> घंटा', '… मिनट', '… सेकंड'. */
async function pickTime(page: Page, name: string, time: string) {
  const [hour, minute, second] = time.split(':');
  await page.getByLabel(`${name} घंटा`, { exact: true }).fill(hour!);
  await page.getByLabel(`${name} मिनट`, { exact: true }).fill(minute!);
  await page.getByLabel(`${name} सेकंड`, { exact: true }).fill(second!);
}

/** Fills one person's birth details with the Hindi labels; `who` is '' or 'लड़का' / 'लड़की'. */
async function fillPerson(
  page: Page,
  person: { name: string; gender: string; date: string; time: string; search: string },
  who = '',
) {
  await untilAlive(page);
  const scope = who ? page.getByRole('group', { name: who }) : page.locator('main form');
  await scope
    .getByRole('textbox', { name: who ? `${who} का नाम` : 'नाम', exact: true })
    .fill(person.name);
  await scope.getByRole('radio', { name: person.gender, exact: true }).check();
  await pickDate(page, who ? `${who} की जन्म तिथि` : 'आपकी जन्म तिथि', person.date);
  await pickTime(page, who ? `${who} के जन्म का समय` : 'आपके जन्म का समय', person.time);
  const place = scope.getByRole('combobox', {
    name: who ? `${who} का जन्म स्थान` : 'आपका जन्म स्थान',
  });
  await expect(async () => {
    await place.fill(person.search);
    await expect(page.getByRole('option').first()).toBeVisible({ timeout: 3000 });
  }).toPass();
  await page.getByRole('option').first().click();
}

const asha = {
  name: 'Asha Verma',
  gender: 'महिला',
  date: '15-08-1990',
  time: '18:45:00',
  search: 'Pune',
};
const ravi = {
  name: 'Ravi Iyer',
  gender: 'पुरुष',
  date: '02-03-1988',
  time: '06:10:00',
  search: 'Chenn',
};

for (const viewport of viewports) {
  test.describe(`the public pages in Hindi at ${viewport.width} px`, () => {
    test('every public page at its Hindi address is in Hindi', async ({ browser }) => {
      test.setTimeout(300_000); // thirteen screens, each checked by axe and kept as a screenshot
      const context = await hindiBrowser(browser, viewport);
      const page = await context.newPage();
      for (const screen of pages) {
        await page.goto(screen.path);
        await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(screen.heading);
        await settled(page);
        await checkScreen(page, `public-${screen.name}`);
      }
      // The panchang: today at New Delhi, its city's name as the places index writes it.
      await page.goto('/hi/panchang');
      await expect(page.getByRole('heading', { level: 1 })).toContainText('का पंचांग');
      await settled(page);
      await expect(page.getByRole('table', { name: 'पंचांग' })).toBeVisible();
      await checkScreen(page, 'public-panchang', { people: [city] });
      // An article's frame in Hindi, its words in English and marked so.
      await page.goto('/hi/blog');
      await page.locator('main article a').first().click();
      await expect(page).toHaveURL(/\/hi\/blog\/.+/);
      await expect(page.getByRole('link', { name: '← सभी लेख' })).toBeVisible();
      await settled(page);
      await checkScreen(page, 'public-article');
      await context.close();
    });

    test('a kundli, its PDF and a match made in Hindi, the rasis in Devanagari', async ({
      browser,
    }) => {
      test.setTimeout(120_000);
      const context = await hindiBrowser(browser, viewport);
      const page = await context.newPage();
      await page.goto('/hi/kundli');
      await fillPerson(page, asha);
      await page.getByRole('button', { name: 'मेरी कुंडली बनाएँ' }).click();
      await expect(page.getByRole('heading', { name: 'Asha Verma की कुंडली' })).toBeVisible();
      const facts = page.getByRole('table', { name: 'जन्म विवरण' });
      await expect(facts).toContainText('चरण');
      await expect(facts).toContainText('विक्रम');
      await expect(page.getByRole('table', { name: 'अष्टकवर्ग' })).toContainText('मेष');
      await settled(page);
      await checkScreen(page, 'tool-kundli', {
        people: [asha.name, 'Pune, Maharashtra, India'],
      });

      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: 'पीडीएफ़ डाउनलोड करें' }).click();
      const pdf = await downloadedPdf(await downloading);
      expect(pdf.head).toBe('%PDF-');
      expect(pdf.text).toContain('Asha Verma की कुंडली');
      expect(pdf.text).toContain('नवांश');
      expect(pdf.text).not.toContain('Mahadasha');

      await page.goto('/hi/kundli-matching');
      await fillPerson(page, ravi, 'लड़का');
      await fillPerson(page, asha, 'लड़की');
      await page.getByRole('button', { name: 'कुंडली मिलाएँ' }).click();
      const table = page.getByRole('table', { name: 'गुण मिलान' });
      await expect(table).toContainText('भकूट');
      await expect(page.getByText(/^Ravi Iyer: चंद्र .+ राशि में/)).toBeVisible();
      await expect(page.getByText(/36 में से \d+ गुण/)).toBeVisible();
      await settled(page);
      await checkScreen(page, 'tool-matching', {
        people: [asha.name, ravi.name, 'Pune, Maharashtra, India', 'Chennai, Tamil Nadu, India'],
      });
      await context.close();
    });
  });
}
