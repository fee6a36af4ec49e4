import { test } from '@playwright/test';
import { demoAstrologer, signInAs } from '../support/session';

test('shots', async ({ page, request }) => {
  await signInAs(page, request, demoAstrologer);
  const token = await page.evaluate(() => localStorage.getItem('e-token'));
  const res = await request.post('/api/v3/horoscope/add', {
    headers: { authorization: `Bearer ${token}` },
    data: { name: 'Meera Kapoor', gender: 'FEMALE', birthDate: '15/05/1990', birthTime: '10:30:00', birthPlace: 'New Delhi, Delhi, India', latitude: '28.6139', latitudeDirection: 'N', longitude: '77.2090', longitudeDirection: 'E', timeZone: '-1', countryCode: '91', phone: '9876543210' },
  });
  const { horoscopeId } = (await res.json()) as { horoscopeId: string };
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/astrologer/customers/${horoscopeId}`);
  await page.getByRole('img', { name: /Lagna Rashi chart/ }).waitFor();
  await page.screenshot({ path: '/tmp/h-desktop.png', fullPage: true });
  await page.getByText('North', { exact: true }).click();
  await page.screenshot({ path: '/tmp/h-north.png', fullPage: false });
  await page.emulateMedia({ media: 'print' });
  await page.screenshot({ path: '/tmp/h-print.png', fullPage: true });
  await page.emulateMedia({ media: 'screen' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await page.getByRole('img', { name: /Lagna Rashi chart/ }).waitFor();
  await page.screenshot({ path: '/tmp/h-phone.png', fullPage: true });
  await page.goto('/astrologer/customers');
  await page.setViewportSize({ width: 1366, height: 700 });
  await page.getByRole('table', { name: 'Customers' }).waitFor();
  await page.screenshot({ path: '/tmp/h-list.png' });
  await page.goto('/astrologer/customer-add');
  await page.getByRole('button', { name: 'Add Customer' }).click();
  await page.screenshot({ path: '/tmp/h-form.png', fullPage: true });
});
