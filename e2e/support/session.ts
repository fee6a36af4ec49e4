import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const demoPassword = 'Kusp#2026';
export const demoCustomer = 'demo.customer';
export const demoAstrologer = 'demo.astrologer';

/**
 * Signs in through the real API and stores the session the way the sign-in screens do, for tests
 * whose subject is not the sign-in screen itself.
 */
export async function signInAs(
  page: Page,
  request: APIRequestContext,
  username: string,
  password = demoPassword,
  options: { aiWidget?: boolean } = {},
) {
  const login = await request.post('/api/v1/authentication', { data: { username, password } });
  if (!login.ok()) throw new Error(`sign-in failed for ${username}: ${login.status()}`);
  const { token, loginId, roles } = (await login.json()) as {
    token: string;
    loginId: string;
    roles: string[];
  };
  const me = (await (
    await request.get('/api/v1/user/me', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as {
    id: string;
    firstName: string;
  };
  const role = roles.includes('kusp_astrologer_user') ? 'ASTROLOGER' : 'USER';
  // The AI widget opens itself once per browser session; tests of other screens start past that
  // (ai-assistant.spec.ts signs in with aiWidget: true to see it open).
  if (!options.aiWidget)
    await page.addInitScript(() => sessionStorage.setItem('kusp-ai-widget-opened', '1'));
  await page.goto('/privacy');
  await page.evaluate(
    ({ token, loginId, role, me }) => {
      localStorage.setItem('e-token', token);
      localStorage.setItem(
        'kusp-session',
        JSON.stringify({
          state: {
            userId: me.id,
            role,
            token,
            username: loginId,
            name: me.firstName,
            horoscope: null,
          },
          version: 0,
        }),
      );
    },
    { token, loginId, role, me },
  );
}

/** A demo account's user id. */
export async function idOf(request: APIRequestContext, username: string) {
  const login = await request.post('/api/v1/authentication', {
    data: { username, password: demoPassword },
  });
  const { token } = (await login.json()) as { token: string };
  const me = await request.get('/api/v1/user/me', {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await me.json()) as { id: string }).id;
}

/** Tops the wallet up the way a customer does: Buy Credits on the profile, then the sandbox gateway. */
export async function buyCredits(page: Page, credits: string) {
  await page.goto('/user/profile');
  await page.getByRole('button', { name: 'Buy Credits' }).click();
  await page.getByRole('radio', { name: credits }).check();
  await page.getByRole('button', { name: 'Buy', exact: true }).click();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  // The payment status page hands the customer back to the profile.
  await expect(page).toHaveURL(/\/user\/profile$/);
  await expect(page.getByRole('region', { name: 'Credits' })).toContainText('credits');
}
