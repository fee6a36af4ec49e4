import { expect, test, type Locator, type Page } from '../support/test';
import { untilAlive } from '../support/alive';
import { seriousViolations } from '../support/axe';
import { downloadedPdf } from '../support/pdf';
import { pickDate, pickTime } from '../support/pickers';
import { newCustomer, signInAs } from '../support/session';
import { shoot } from '../support/shots';

interface Person {
  name: string;
  gender: 'Male' | 'Female';
  date: string;
  time: string;
  search: string;
  place: string;
}

const asha: Person = {
  name: 'Asha Verma',
  gender: 'Female',
  date: '15-08-1990',
  time: '18:45:00',
  search: 'Pune',
  place: 'Pune, Maharashtra, India',
};
const ravi: Person = {
  name: 'Ravi Iyer',
  gender: 'Male',
  date: '02-03-1988',
  time: '06:10:00',
  search: 'Chenn',
  place: 'Chennai, Tamil Nadu, India',
};

/** Fills one person's birth details; `who` is '' on the kundli ("Your …") or 'Boy' / 'Girl'. */
async function fillPerson(page: Page, scope: Locator, person: Person, who = '') {
  await untilAlive(page);
  const about = who ? `${who}'s` : 'Your';
  await scope.getByLabel(who ? `${who}'s name` : 'Name').fill(person.name);
  await scope.getByRole('radio', { name: person.gender, exact: true }).check();
  await pickDate(page, `${about} date of birth`, person.date);
  await pickTime(page, `${about} time of birth`, person.time);
  // Typed while the prerendered page is still coming alive, a search can be lost: type it again.
  const place = scope.getByRole('combobox', { name: `${about} place of birth` });
  await expect(async () => {
    await place.fill(person.search);
    await expect(page.getByRole('option', { name: person.place })).toBeVisible({ timeout: 3000 });
  }).toPass();
  await page.getByRole('option', { name: person.place }).click();
}

test('the three tools are prerendered, come alive without a console complaint and pass axe', async ({
  page,
  request,
}) => {
  // Today's panchang at New Delhi is in the document itself, its title naming the date and city.
  const document = await (await request.get('/panchang')).text();
  expect(document).toMatch(/<title>Panchang for \d{1,2} \w+ \d{4}, New Delhi \| Kusp<\/title>/);
  expect(document).toMatch(/<meta name="description" content="[^"]*New Delhi on \d{1,2} \w+ \d{4}/);
  expect(document).toContain('Rahu kalam');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of ['/kundli', '/panchang', '/kundli-matching']) expect(sitemap).toContain(path);

  const complaints: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') complaints.push(message.text());
  });
  page.on('pageerror', (error) => complaints.push(error.message));
  for (const path of ['/kundli', '/panchang', '/kundli-matching']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await untilAlive(page);
    await page.waitForLoadState('networkidle');
    expect({ path, violations: await seriousViolations(page) }).toEqual({ path, violations: [] });
  }
  expect(complaints).toEqual([]);
});

for (const [device, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1366, height: 900 }],
] as const) {
  test.describe(`${device} (${viewport.width} px)`, () => {
    test.use({ viewport, locale: 'en-US' });

    test('a visitor makes a free kundli, opens the Dasamsa (D10) and the prana, and downloads the PDF', async ({
      page,
    }) => {
      await page.goto('/');
      await page.getByRole('link', { name: 'Make my kundli' }).click();
      await expect(page).toHaveURL(/\/kundli$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Free Kundli' })).toBeVisible();

      // Nothing filled: each field says what it needs.
      await page.getByRole('button', { name: 'Make my kundli' }).click();
      await expect(page.getByText('Please enter first name')).toBeVisible();
      await expect(page.getByText('Please choose a place')).toBeVisible();

      await fillPerson(page, page.getByRole('form', { name: 'Birth details' }), asha);
      await page.getByRole('button', { name: 'Make my kundli' }).click();

      await expect(page.getByRole('heading', { name: 'Kundli of Asha Verma' })).toBeVisible();
      const facts = page.getByRole('table', { name: 'Birth details' });
      await expect(facts).toContainText('15-08-1990 18:45:00 (UTC+05:30)');
      await expect(facts).toContainText('Pune, Maharashtra, India');
      await expect(facts.getByRole('row', { name: /Nakshatra/ })).toContainText('pada');
      // A table on a desktop; on a phone each planet is a card with every column's content.
      if ((page.viewportSize()?.width ?? 0) >= 768) {
        const planets = page.getByRole('table', { name: 'Planets' });
        await expect(planets.getByRole('columnheader', { name: 'Nakshatra' })).toBeVisible();
        await expect(planets.getByRole('row')).toHaveCount(11);
      } else {
        const planets = page.getByRole('list', { name: 'Planets' });
        await expect(planets.getByRole('listitem')).toHaveCount(10);
        await expect(planets.getByRole('listitem').first()).toContainText('Nakshatra');
      }

      // The Lagna and the Navamsa first; every divisional chart a click away.
      const vargas = page.getByRole('group', { name: 'Divisional charts' });
      await expect(vargas.getByRole('button')).toHaveCount(16);
      await expect(
        page.getByRole('img', { name: 'Navamsa (D9) chart, South Indian style' }),
      ).toBeVisible();
      await vargas.getByRole('button', { name: 'D10', exact: true }).click();
      const d10 = page.getByRole('img', { name: 'Dasamsa (D10) chart, South Indian style' });
      await expect(d10).toBeVisible();
      await expect(vargas.getByRole('button', { name: 'D10', exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      // Ten points (the Lagna and nine grahas) stand in its signs.
      const labels = await d10
        .getByRole('group')
        .evaluateAll((groups) => groups.map((g) => g.getAttribute('aria-label') ?? ''));
      const placed = labels.flatMap((label) =>
        label.endsWith('empty') ? [] : label.split(': ')[1]!.split(' '),
      );
      expect(placed).toHaveLength(10);
      await page.getByText('North', { exact: true }).click();
      await expect(
        page.getByRole('img', { name: 'Dasamsa (D10) chart, North Indian style' }),
      ).toBeVisible();
      await d10
        .or(page.getByRole('img', { name: 'Dasamsa (D10) chart, North Indian style' }))
        .scrollIntoViewIfNeeded();
      await shoot(page, 'kundli-d10', { fullPage: false });

      // The periods running today, five levels deep, and the ashtakavarga totals.
      await expect(
        page.getByRole('table', { name: 'Vimshottari periods running today' }).getByRole('row'),
      ).toHaveCount(6);
      await expect(
        page.getByRole('table', { name: 'Ashtakavarga' }).getByRole('row', { name: /^Sarva/ }),
      ).toContainText('337');
      await expect(page.getByText(/mangal dosha/i).first()).toBeVisible();
      await shoot(page, 'kundli-full');

      // Vimshottari opens down to the fifth level: a mahadasha to its pranas.
      const dasa = page.getByRole('region', { name: 'Vimshottari dasa' });
      for (const level of ['Mahadasha', 'Antardasha', 'Pratyantardasha', 'Sookshma'])
        await dasa
          .getByRole('button', { name: new RegExp(`^Open \\w+ ${level}$`) })
          .first()
          .click();
      await expect(dasa.getByText(/^Prana periods of \w+ \/ \w+ \/ \w+ \/ \w+$/)).toBeVisible();
      const pranas = dasa
        .getByRole('table', { name: 'Dasa periods' })
        .or(dasa.getByRole('list', { name: 'Dasa periods' }));
      await expect(pranas).toContainText(/\d{2}-\d{2}-\d{4} \d{2}:\d{2}/);
      await expect(dasa.getByRole('button', { name: /Prana$/ })).toHaveCount(0);
      await dasa.scrollIntoViewIfNeeded();
      await shoot(page, 'kundli-prana', { fullPage: false });

      // The printable kundli: a PDF with her name in its text.
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download PDF' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe('kundli-Asha-Verma.pdf');
      const pdf = await downloadedPdf(download);
      expect(pdf.head).toBe('%PDF-');
      expect(pdf.text).toContain('Kundli of Asha Verma');
      expect(pdf.text).toContain('Pune, Maharashtra, India');
      expect(pdf.size).toBeLessThan(300 * 1024);
    });

    test("today's panchang for a searched city, and the next day in one tap", async ({ page }) => {
      await page.goto('/panchang');
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toContainText('New Delhi');
      const today = await heading.textContent();
      await expect(page).toHaveTitle(`${today} | Kusp`);
      await expect(page.getByRole('table', { name: 'Panchanga' })).toContainText('Tithi');

      await page.getByRole('combobox', { name: 'City' }).fill('Mumb');
      await page.getByRole('option', { name: 'Mumbai, Maharashtra, India' }).click();
      await expect(heading).toContainText('Mumbai');
      await expect(page).toHaveTitle(/Mumbai \| Kusp$/);
      const sun = page.getByRole('table', { name: 'Sun and Moon' });
      await expect(sun.getByRole('row', { name: /Sunrise/ })).toContainText(/0[67]:\d{2}/);
      await expect(page.getByRole('table', { name: 'Periods of the day' })).toContainText(
        'Rahu kalam',
      );
      await shoot(page, 'panchang');

      await page.getByRole('button', { name: 'Next day' }).click();
      await expect(page).toHaveURL(/\?date=\d{4}-\d{2}-\d{2}$/);
      await expect(heading).not.toHaveText(today!.replace('New Delhi', 'Mumbai'));
      await expect(heading).toContainText('Mumbai');

      // The city is remembered in this browser.
      await page.goto('/panchang');
      await expect(heading).toContainText('Mumbai');
    });

    test('a match of two people shows the 36-point table and the total', async ({ page }) => {
      await page.goto('/kundli-matching');
      await fillPerson(page, page.getByRole('group', { name: 'Boy' }), ravi, 'Boy');
      await fillPerson(page, page.getByRole('group', { name: 'Girl' }), asha, 'Girl');
      await page.getByRole('button', { name: 'Match kundlis' }).click();

      const table = page.getByRole('table', { name: 'Guna milan' });
      await expect(table).toBeVisible();
      for (const koota of [
        'Varna',
        'Vashya',
        'Tara',
        'Yoni',
        'Graha Maitri',
        'Gana',
        'Bhakoot',
        'Nadi',
      ])
        await expect(table.getByRole('row', { name: new RegExp(`^${koota}`) })).toBeVisible();
      const points = await table
        .locator('tbody tr td:last-child')
        .evaluateAll((cells) => cells.map((c) => Number(c.textContent!.split('/')[0])));
      const total = points.reduce((a, b) => a + b, 0);
      await expect(table.getByRole('row', { name: /^Total/ })).toContainText(`${total} / 36`);
      await expect(
        page.getByRole('heading', { name: `${total} of 36 points:`, exact: false }),
      ).toBeVisible();
      await expect(page.getByText(/^Ravi Iyer: Moon in \w+, \w+/)).toBeVisible();
      await expect(
        page.getByText(/^Asha Verma: (No mangal dosha|Mangal dosha present)/),
      ).toBeVisible();
      await page.getByRole('heading', { name: 'Guna milan' }).scrollIntoViewIfNeeded();
      await shoot(page, 'matching');
    });

    test('a signed-in customer saves the kundli as their own horoscope and matches it', async ({
      page,
      request,
    }) => {
      const customer = await newCustomer(request, { credits: 0 });
      await signInAs(page, request, customer.loginId, customer.password);
      await page.goto('/kundli');
      await fillPerson(page, page.getByRole('form', { name: 'Birth details' }), ravi);
      await page.getByRole('button', { name: 'Make my kundli' }).click();
      await page.getByRole('button', { name: 'Save as my horoscope' }).click();
      await expect(page.getByText('Saved as your horoscope')).toBeVisible();

      const own = (await (
        await request.get(`/api/v1/horoscope/profile/${customer.id}?horoType=SELF`, {
          headers: customer.headers,
        })
      ).json()) as { horoscopeProfiles: Array<Record<string, string>> };
      expect(own.horoscopeProfiles).toHaveLength(1);
      expect(own.horoscopeProfiles[0]).toMatchObject({
        name: 'Ravi Iyer',
        birthDate: '02/03/1988',
        birthTime: '06:10:00',
        birthPlace: 'Chennai, Tamil Nadu, India',
      });

      // Their saved horoscope stands in for the boy's birth details in a match.
      await page.goto('/kundli-matching');
      const boy = page.getByRole('group', { name: 'Boy' });
      await untilAlive(page);
      await boy.getByRole('combobox', { name: "Boy's horoscope" }).click();
      await page.getByRole('option', { name: 'Saved: Ravi Iyer' }).click();
      await expect(boy.getByLabel("Boy's name")).toHaveCount(0);
      // Typed in again, the boy's fields are back; the saved one chosen again, they go.
      await boy.getByRole('combobox', { name: "Boy's horoscope" }).click();
      await page.getByRole('option', { name: 'Enter birth details' }).click();
      await expect(boy.getByLabel("Boy's name")).toBeVisible();
      await boy.getByRole('combobox', { name: "Boy's horoscope" }).click();
      await page.getByRole('option', { name: 'Saved: Ravi Iyer' }).click();
      await expect(boy.getByLabel("Boy's name")).toHaveCount(0);
      await fillPerson(page, page.getByRole('group', { name: 'Girl' }), asha, 'Girl');
      await shoot(page, 'matching-saved');
      await page.getByRole('button', { name: 'Match kundlis' }).click();
      const table = page.getByRole('table', { name: 'Guna milan' });
      await expect(table.getByRole('row', { name: /^Total/ })).toContainText('/ 36');
      await expect(page.getByText(/^Ravi Iyer: Moon in \w+, \w+/)).toBeVisible();
    });
  });
}
