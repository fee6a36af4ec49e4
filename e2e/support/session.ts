import type { APIRequestContext, Page } from '@playwright/test';

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
