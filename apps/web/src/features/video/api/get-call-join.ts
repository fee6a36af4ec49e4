import type { CallJoin } from '@kusp/contracts';
import { api } from '@/lib/api-client';

/**
 * What this member needs to join the running call: the provider, the call token every signalling
 * message carries, STUN/TURN servers and the server's start and end instants. Read at Join, never
 * cached: the token and TURN credentials belong to this call only.
 */
export const getCallJoin = (sessionId: string) =>
  api<CallJoin>(`/v1/video/${encodeURIComponent(sessionId)}`);
