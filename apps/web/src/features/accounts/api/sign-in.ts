import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, LoginResponse } from '@kusp/contracts';
import { api } from '@/lib/api-client';
import type { AccountKind } from '../open-session';

/** Operators sign in at their own endpoint (docs/operations.md); everyone else at the shared one. */
export const signInRequest = (request: LoginRequest, kind: AccountKind = 'USER') =>
  api<LoginResponse>(kind === 'ADMIN' ? '/v1/admin/authentication' : '/v1/authentication', {
    method: 'POST',
    body: request,
  });

export const useSignIn = (kind: AccountKind) =>
  useMutation({ mutationFn: (request: LoginRequest) => signInRequest(request, kind) });
