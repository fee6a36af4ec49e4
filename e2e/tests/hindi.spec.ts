import { expect, test, type APIRequestContext } from '../support/test';
import { collectErrors } from '../support/errors';
import {
  checkScreen,
  hindiBrowser,
  latinWords,
  names as keptNames,
  settled,
  viewports,
} from '../support/hindi';
import { apiSession, demoAstrologer, readyCustomer } from '../support/session';

// Issue 47, first phase: a browser set to Hindi gets the converted screens in Hindi on its first
// visit, can switch to English and back, and finds no English word on them outside names. The
// screens converted so far, and the ones still to do, are listed in docs/i18n.md.

/** The newest mail to an address, read from the development outbox once it has come. */
async function mailTo(request: APIRequestContext, email: string) {
  let mail: { subject: string; text: string } | undefined;
  await expect
    .poll(async () => {
      const mails = (await (
        await request.get(`/dev/outbox.json?to=${encodeURIComponent(email)}`)
      ).json()) as Array<{ subject: string; text: string }>;
      mail = mails[0];
      return mail?.subject;
    })
    .toBeTruthy();
  return mail!;
}

/** The converted screens: the public pages at their Hindi address, the sign-in pages at theirs. */
const screens = [
  { name: 'home', path: '/hi', heading: 'वैदिक ज्योतिष, जिसे आप स्वयं परख सकें' },
  { name: 'blog', path: '/hi/blog', heading: 'Kusp ब्लॉग' },
  { name: 'research', path: '/hi/research', heading: 'ज्योतिष शोध' },
  { name: 'sign-in', path: '/user/login', heading: 'साइन इन' },
  { name: 'sign-up', path: '/user/create-account', heading: 'खाता बनाएँ' },
  { name: 'astrologer-sign-in', path: '/astrologer/login', heading: 'ज्योतिषी साइन-इन' },
  { name: 'forgot-password', path: '/user/forgot-account', heading: 'पासवर्ड भूल गए' },
  {
    name: 'astrologer-sign-up',
    path: '/astrologer-signup',
    heading: 'ज्योतिषी के रूप में Kusp से जुड़ें',
  },
] as const;

for (const viewport of viewports) {
  test.describe(`a browser in Hindi at ${viewport.width} px`, () => {
    test('the first visit is in Hindi, and the converted screens have no English word', async ({
      browser,
    }) => {
      test.setTimeout(120_000);
      const context = await hindiBrowser(browser, viewport);
      const page = await context.newPage();
      const complaints = collectErrors(page, { console: true });

      // The home page's English address sends a Hindi browser to the Hindi one.
      await page.goto('/');
      await expect(page).toHaveURL(/\/hi$/);
      await settled(page);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await expect(page).toHaveTitle('मुखपृष्ठ | Kusp');
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        /^Kusp शास्त्रीय वैदिक परंपरा/,
      );
      await expect(page.locator('link[rel="alternate"][hreflang="en-IN"]')).toHaveAttribute(
        'href',
        /\/$/,
      );

      for (const screen of screens) {
        await page.goto(screen.path);
        await settled(page);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(screen.heading);
        await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
        await checkScreen(page, screen.name);
      }
      expect(complaints).toEqual([]);
      // The collector sees an English sentence left on a Hindi screen, hidden text aside.
      await page.evaluate(() => {
        const main = document.querySelector('main')!;
        main.insertAdjacentHTML('beforeend', '<p>Left in English</p><p hidden>Hidden words</p>');
      });
      expect(await latinWords(page)).toEqual(['Left', 'in', 'English']);
      await context.close();
    });

    test('switching to English and back, remembered on the next visit', async ({ browser }) => {
      const context = await hindiBrowser(browser, viewport);
      const page = await context.newPage();
      await page.goto('/research');
      await expect(page).toHaveURL(/\/hi\/research$/);
      await settled(page);

      await page.getByRole('link', { name: 'English' }).click();
      await expect(page).toHaveURL(/\/research$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Astrology research');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page).toHaveTitle('Astrology Research | Kusp');
      // Remembered: a new visit to the English address stays in English, though the browser is Hindi.
      await page.goto('/blog');
      await expect(page).toHaveURL(/\/blog$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Kusp blog');
      // Sign-in has one address: it follows the choice.
      await page.goto('/user/login');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');

      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        'Kusp: Vedic astrology research, readings from astrologers, and the Kusp app.',
      );
      await page.getByRole('link', { name: 'हिन्दी' }).first().click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('साइन इन');
      await expect(page).toHaveTitle('साइन इन | Kusp');
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        /^Kusp: वैदिक ज्योतिष पर शोध/,
      );
      await expect(page.getByLabel('यूज़रनेम या ई-मेल')).toBeVisible();
      await page.goto('/blog');
      await expect(page).toHaveURL(/\/hi\/blog$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kusp ब्लॉग');
      await context.close();
    });

    test('a new customer signs up with the OTP e-mailed in Hindi, asks a question, pays from the wallet, reads a horoscope, switches to English and back, in Hindi', async ({
      browser,
      request,
    }) => {
      test.setTimeout(240_000);
      const astrologer = await apiSession(request, demoAstrologer);
      const profile = (await (
        await request.get(`/api/v3/astrologer/profile/${astrologer.id}`)
      ).json()) as Record<string, string | null>;
      const context = await hindiBrowser(browser, viewport);
      const page = await context.newPage();
      const complaints = collectErrors(page, { console: true });
      // The AI panel is opened on purpose below, not by itself over the screens before it.
      await page.addInitScript(() => sessionStorage.setItem('kusp-ai-widget-opened', '1'));

      // The first visit is in Hindi.
      await page.goto('/');
      await expect(page).toHaveURL(/\/hi$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

      // Sign up on the Hindi screen; the code comes by e-mail, in Hindi.
      const id = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
      const email = `nila.${id}@example.com`;
      const loginId = `nila${id}`;
      const password = 'Nila#Pass1';
      await page.goto('/user/create-account');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('खाता बनाएँ');
      const field = (label: string) => page.getByRole('textbox', { name: label, exact: true });
      await field('पहला नाम').fill('Nila');
      await field('ई-मेल').fill(email);
      await field('यूज़रनेम').click(); // the e-mail field loses focus: the code is mailed
      const mail = await mailTo(request, email);
      expect(mail.subject).toBe('आपका Kusp पंजीकरण कोड');
      const code = /आपका कोड: (\d{6})/.exec(mail.text)?.[1];
      expect(code).toMatch(/^\d{6}$/);
      // No Latin word in it but the brand, OTP and the address.
      expect(
        [...mail.text.replace(email, ' ').matchAll(/[A-Za-z]+/g)]
          .map((m) => m[0])
          .filter((word) => !keptNames.has(word)),
      ).toEqual([]);
      await field('यूज़रनेम').fill(loginId);
      await field('पासवर्ड').fill(password);
      await field('OTP').fill(code!);
      await expect(page.getByText('हमने आपके ई-मेल पर एक OTP भेजा है।')).toBeVisible();
      await page.getByRole('button', { name: 'खाता बनाएँ' }).click();
      await expect(page).toHaveURL(/\/user\/astrologer\/list$/);
      // Birth details and credits, as a customer would add them (docs/i18n.md).
      await readyCustomer(request, loginId, password, { credits: 1000 });
      await page.reload();

      // The directory: its frame and cards in Hindi, the astrologers' names as they wrote them.
      await page.goto('/user/astrologer/list');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('ज्योतिषी');
      const cards = page.getByRole('main').getByRole('article');
      await expect(cards.first()).toBeVisible();
      await expect(cards.first().getByRole('link', { name: /की प्रोफ़ाइल देखें$/ })).toHaveText('देखें');
      const names = await cards.evaluateAll((all) => all.map((c) => c.getAttribute('aria-label')!));
      await settled(page);
      await checkScreen(page, 'astrologers', { people: names });

      // The astrologer's page, the Ask A Question dialog over it.
      const astrologerName = `${profile.firstName} ${profile.lastName}`;
      const written = [
        astrologerName,
        ...['expertiseArea', 'shortExperience', 'longExperience', 'state', 'country']
          .map((field) => profile[field])
          .filter((text): text is string => Boolean(text)),
      ];
      await page.goto(`/user/astrologer-details/${astrologer.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(astrologerName);
      await expect(page.getByRole('heading', { level: 2, name: 'परिचय' })).toBeVisible();
      await settled(page);
      // Its header and services (the reviews under them are not converted yet: docs/i18n.md).
      const services = page.getByRole('group', { name: 'सेवाएँ' });
      await checkScreen(page, 'astrologer-details', {
        within: page.getByRole('main').locator('div', { has: services }).last(),
        people: written,
      });
      await services.getByRole('link', { name: 'ऑफ़लाइन चैट' }).click();
      const dialog = page.getByRole('dialog', { name: 'प्रश्न पूछें' });
      await expect(dialog).toContainText(`${astrologerName} से प्रश्न · शुल्क:`);
      await expect(dialog).toContainText(/₹[\d,]+\.\d\d जीएसटी सहित/);
      await dialog.getByRole('textbox', { name: 'विषय' }).fill('विदेश यात्रा');
      await dialog
        .getByRole('textbox', { name: 'प्रश्न' })
        .fill('क्या आने वाला वसंत विदेश यात्रा के लिए अच्छा समय है?');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        `${astrologerName} से प्रश्न पूछें`,
      );
      await checkScreen(page, 'ask-question', { people: written });
      await dialog.getByRole('button', { name: 'भेजें' }).click();

      const confirm = page.getByRole('dialog', { name: 'वॉलेट से भुगतान करें' });
      await expect(
        confirm.getByText(/^क्या आप यह राशि \([\d,]+ क्रेडिट\) अपने वॉलेट से कटवाना चाहेंगे\?$/),
      ).toBeVisible();
      await expect(confirm.getByRole('row', { name: /^आपका बैलेंस/ })).toHaveText(
        'आपका बैलेंस1,000 क्रेडिट',
      );
      await checkScreen(page, 'wallet-confirm', { within: confirm });
      await confirm.getByRole('button', { name: 'हाँ' }).click();

      // My Questions, in the portal's Hindi frame.
      await expect(page).toHaveURL(/\/user\/my-questions$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('मेरे प्रश्न');
      // A table at 1366 px, a card a question on a phone.
      await expect(page.getByRole('main')).toContainText('विदेश यात्रा');
      await expect(page.getByRole('main')).toContainText('उत्तर की प्रतीक्षा है');
      await settled(page);
      await checkScreen(page, 'my-questions', { people: [astrologerName] });

      // The profile: the wallet, what is left after paying, Buy Credits, the birth details.
      await page.goto('/user/profile');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('प्रोफ़ाइल');
      const wallet = page.getByRole('region', { name: 'क्रेडिट' });
      await expect(wallet).toContainText(/^क्रेडिट[\d,]+ क्रेडिट1 क्रेडिट = ₹1/);
      await expect(page.getByRole('form', { name: 'जन्म का विवरण' })).toBeVisible();
      await settled(page);
      await checkScreen(page, 'profile', { people: ['Nila', 'Kochi, Kerala, India'] });
      await wallet.getByRole('button', { name: 'क्रेडिट ख़रीदें' }).click();
      const buying = page.getByRole('dialog', { name: 'क्रेडिट ख़रीदें' });
      await expect(buying).toContainText(/आप चुकाएँगे: ₹[\d,]+\.\d\d/);
      await checkScreen(page, 'buy-credits', { within: buying });
      await buying.getByRole('button', { name: 'रद्द करें' }).click();

      // The AI assistant's panel, opened from its button.
      await page.getByRole('button', { name: 'एआई से पूछें' }).click();
      const assistant = page.getByRole('dialog', { name: 'Kusp एआई से पूछें' });
      await expect(assistant).toContainText(/हर उत्तर के [\d,]+ क्रेडिट/);
      await expect(assistant.getByRole('textbox', { name: 'आपका प्रश्न' })).toBeVisible();
      await checkScreen(page, 'ai-assistant', { within: assistant });
      await assistant.getByRole('button', { name: 'एआई सहायक बंद करें' }).click();

      // English, and back to Hindi, on the same screen.
      await page.getByRole('link', { name: 'English' }).first().click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profile');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await page.getByRole('link', { name: 'हिन्दी' }).first().click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('प्रोफ़ाइल');
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await settled(page);
      await checkScreen(page, 'profile-again', { people: ['Nila', 'Kochi, Kerala, India'] });

      // A horoscope as an astrologer shares it with a client (the demo astrologer's Meera Kapoor):
      // headings, tables and chart cells in Hindi, the grahas and rasis in Devanagari.
      const clients = (await (
        await request.get('/api/v1/horoscope/customers?pageNumber=0&pageSize=50', {
          headers: astrologer.headers,
        })
      ).json()) as { content: Array<{ horoscopeId: string; name: string; birthPlace: string }> };
      const client = clients.content.find((c) => c.name === 'Meera Kapoor')!;
      const shared = await request.post('/api/v1/external-customer/share-link', {
        headers: astrologer.headers,
        data: { horoscopeId: client.horoscopeId },
      });
      expect(shared.ok()).toBe(true);
      const { url } = (await shared.json()) as { url: string };
      await page.goto(url.replace(/^\/([0-9a-f-]{36})#/, '/headless/$1#'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(client.name);
      await expect(page.getByText(/^महिला · \d{2}-\d{2}-\d{4} /)).toBeVisible();
      await expect(page.getByRole('figure', { name: 'लग्न राशि' })).toBeVisible();
      const planets = page
        .getByRole('table', { name: 'ग्रह', exact: true })
        .or(page.getByRole('list', { name: 'ग्रह', exact: true }));
      await expect(planets).toContainText('सूर्य');
      await expect(planets).toContainText(/मेष|वृषभ|मिथुन|कर्क|सिंह|कन्या|तुला|वृश्चिक|धनु|मकर|कुंभ|मीन/);
      await expect(page.getByRole('heading', { name: 'दशा काल' })).toBeVisible();
      await expect(page.getByText('महादशा काल')).toBeVisible();
      // The page without the site's frame (no main): settled once the transits have come.
      await page.waitForLoadState('networkidle');
      await expect(page.getByLabel('गोचर लोड हो रहा है')).toHaveCount(0);
      await checkScreen(page, 'horoscope', { people: [client.name, client.birthPlace] });
      expect(complaints).toEqual([]);
      await context.close();
    });
  });
}
