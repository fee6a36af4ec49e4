import type { MessageBody } from '@kusp/contracts';
import { api } from '@/lib/api-client';

/** Revokes the session's token on the server; the caller signs out locally whatever the answer. */
export const signOutOnServer = () =>
  api<MessageBody>('/v1/user/logout', { method: 'POST' }).then(
    () => undefined,
    () => undefined,
  );
