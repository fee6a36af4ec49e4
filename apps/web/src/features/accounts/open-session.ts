import { messages, serverRoles, type LoginResponse } from '@kusp/contracts';
import { ApiError } from '@/lib/api-client';
import { rememberLanguage } from '@/lib/language';
import { useSession } from '@/lib/session';
import { getMe } from './api/get-me';
import { getOwnHoroscope } from './api/get-own-horoscope';

export type AccountKind = 'USER' | 'ASTROLOGER' | 'ADMIN';

const neededRole = {
  USER: serverRoles.customer,
  ASTROLOGER: serverRoles.astrologer,
  ADMIN: serverRoles.operator,
} as const;

/**
 * Spec part 1 section 4: the wrong kind of account is 'Invalid User' and nothing is stored;
 * otherwise the session is opened, with a customer's own horoscope when they have one.
 */
export async function openSession(login: LoginResponse, kind: AccountKind): Promise<void> {
  if (!login.roles.includes(neededRole[kind])) throw new ApiError(messages.login.invalidUser, 403);
  // The token goes in first so the account can be read with it; the role (and with it the
  // route guard's redirect) only changes once everything is loaded.
  useSession.setState({ token: login.token });
  try {
    const me = await getMe();
    const horoscope = kind === 'USER' ? await getOwnHoroscope(me.id) : null;
    const session = useSession.getState();
    // The account's language, saved by the switch on any device, is the one it reads Kusp in.
    if (me.language) await rememberLanguage(me.language);
    session.setHoroscope(horoscope);
    session.signIn({
      userId: me.id,
      role: kind,
      token: login.token,
      username: login.loginId,
      name: [me.firstName, me.lastName].filter(Boolean).join(' '),
    });
  } catch (error) {
    useSession.getState().logout();
    throw error;
  }
}
