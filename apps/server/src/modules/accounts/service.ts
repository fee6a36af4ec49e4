import { messages, type LoginResponse } from '@kusp/contracts';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../lib/http-error.ts';
import { hashPassword, passwordMatches } from './passwords.ts';
import { findUserByLogin } from './repository.ts';
import type { TokenService } from './tokens.ts';

// Verifying against a real hash when the user is unknown keeps both failures equally slow.
const unknownUserHash = hashPassword('unknown-user-placeholder');

export async function signIn(
  db: Db,
  tokens: TokenService,
  username: string,
  password: string,
): Promise<LoginResponse> {
  const user = await findUserByLogin(db, username);
  const ok = await passwordMatches(user?.password_hash ?? (await unknownUserHash), password);
  if (!user || !ok) throw new HttpError(401, messages.login.failed);
  const token = await tokens.sign({
    userId: user.id,
    loginId: user.login_id,
    serverRole: user.role,
  });
  return { token, loginId: user.login_id, roles: [user.role] };
}
